import { createAdminOrdersApi } from '../../features/admin-orders/admin-orders.api';
import { createAdminOrdersSaga } from '../../features/admin-orders/admin-orders.saga';
import { adminOrdersReducer } from '../../features/admin-orders/admin-orders.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { adminOrders: adminOrdersReducer },
  sagas: ({ client }) => [createAdminOrdersSaga({ api: createAdminOrdersApi(client), notify: toastNotifier })],
});
