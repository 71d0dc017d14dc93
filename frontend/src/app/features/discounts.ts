import { createDiscountsApi } from '../../features/discounts/discounts.api';
import { createDiscountsSaga } from '../../features/discounts/discounts.saga';
import { discountsReducer } from '../../features/discounts/discounts.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { discounts: discountsReducer },
  sagas: ({ client }) => [createDiscountsSaga({ api: createDiscountsApi(client), notify: toastNotifier })],
});
