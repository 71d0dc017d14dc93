import { OrdersState } from './orders.slice';

export interface OrdersRootState {
  orders: OrdersState;
}

export const selectTransactions = (state: OrdersRootState) => state.orders.transactions;
export const selectOrderDetail = (state: OrdersRootState) => state.orders.detail;
