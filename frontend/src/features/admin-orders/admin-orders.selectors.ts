import { AdminOrdersState } from './admin-orders.slice';

export interface AdminOrdersRootState {
  adminOrders: AdminOrdersState;
}

export const selectOrderList = (state: AdminOrdersRootState) => state.adminOrders.list;
export const selectSalesStats = (state: AdminOrdersRootState) => state.adminOrders.stats;
export const selectBestSellers = (state: AdminOrdersRootState) => state.adminOrders.bestSellers;
export const selectTopCustomers = (state: AdminOrdersRootState) => state.adminOrders.topCustomers;
export const selectOrderDetail = (state: AdminOrdersRootState) => state.adminOrders.detail;
export const selectOrderDecision = (state: AdminOrdersRootState) => state.adminOrders.decision;
