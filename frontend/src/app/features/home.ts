import { createHomeApi } from '../../features/home/home.api';
import { createHomeSaga } from '../../features/home/home.saga';
import { homeReducer } from '../../features/home/home.slice';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { home: homeReducer },
  sagas: ({ client }) => [createHomeSaga({ api: createHomeApi(client) })],
});
