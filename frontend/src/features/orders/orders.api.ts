import { Order } from '@academy/contracts';
import { Page, toPage } from '../../lib/paged-list';
import { ApiClient } from '../../platform/api-client';

export interface OrdersApi {
  /** GET /transactions/me: the buyer's orders, newest first, 10 a page. */
  transactions(query: { page: number; limit: number }): Promise<Page<Order>>;
  orderByCode(code: string): Promise<Order>;
}

export function createOrdersApi(client: ApiClient): OrdersApi {
  return {
    transactions: async ({ page, limit }) => {
      const { transactions, pagination } = await client.call('myTransactions', { query: { page, limit } });
      return toPage(transactions, pagination, pagination.totalItems);
    },
    orderByCode: (code) => client.call('orderByCode', { params: { code } }),
  };
}
