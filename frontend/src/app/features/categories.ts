import { createCategoriesApi } from '../../features/categories/categories.api';
import { createCategoriesSaga } from '../../features/categories/categories.saga';
import { categoriesReducer } from '../../features/categories/categories.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { categories: categoriesReducer },
  sagas: ({ client }) => [createCategoriesSaga({ api: createCategoriesApi(client), notify: toastNotifier })],
});
