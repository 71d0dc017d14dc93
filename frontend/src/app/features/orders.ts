import { createOrdersApi } from '../../features/orders/orders.api';
import { createOrdersSaga } from '../../features/orders/orders.saga';
import { ordersReducer } from '../../features/orders/orders.slice';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { orders: ordersReducer },
  sagas: ({ client }) => [createOrdersSaga({ api: createOrdersApi(client) })],
});
