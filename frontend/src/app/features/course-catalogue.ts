import { createCourseCatalogueApi } from '../../features/course-catalogue/course-catalogue.api';
import { createCourseCatalogueSaga } from '../../features/course-catalogue/course-catalogue.saga';
import { courseCatalogueReducer } from '../../features/course-catalogue/course-catalogue.slice';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { courseCatalogue: courseCatalogueReducer },
  sagas: ({ client }) => [createCourseCatalogueSaga({ api: createCourseCatalogueApi(client) })],
});
