import { AdminOrder, AdminOrdersQuery, BestSeller, RefundMethod, ResponseOf, SalesStatsResponse, TopCustomer } from '@academy/contracts';
import { Page } from '../../lib/paged-list';
import { ApiClient } from '../../platform/api-client';

export interface AdminOrdersApi {
  list(query: AdminOrdersQuery): Promise<Page<AdminOrder>>;
  stats(): Promise<SalesStatsResponse>;
  bestSellers(): Promise<BestSeller[]>;
  topCustomers(): Promise<TopCustomer[]>;
  detail(id: string): Promise<AdminOrder>;
  cancel(id: string): Promise<ResponseOf<'adminCancelOrder'>>;
  refund(id: string, reason: string, method: RefundMethod): Promise<ResponseOf<'adminRefundOrder'>>;
}

export function createAdminOrdersApi(client: ApiClient): AdminOrdersApi {
  return {
    list: async (query) => {
      const { orders, currentPage, totalPages, totalItems } = await client.call('adminListOrders', { query });
      return { rows: orders, currentPage, totalPages, totalItems };
    },
    stats: () => client.call('salesStats'),
    bestSellers: async () => (await client.call('bestSellers', { query: { limit: 5, sortBy: 'units' } })).bestSellers,
    topCustomers: async () => (await client.call('topCustomers', { query: { limit: 5 } })).topCustomers,
    detail: (id) => client.call('adminGetOrder', { params: { id } }),
    cancel: (id) => client.call('adminCancelOrder', { params: { id } }),
    refund: (id, reason, method) => client.call('adminRefundOrder', { params: { id }, body: { reason, method } }),
  };
}
