import { AdjustWalletRequest, AdjustWalletResponse, WalletStatsResponse, WalletTransaction } from '@academy/contracts';
import { ListQuery, Page, toPage } from '../../lib/paged-list';
import { ApiClient } from '../../platform/api-client';
import { WalletFilters, WalletHolder } from './admin-wallet.slice';

/** How many people the adjustment dialog offers for what the admin typed. */
const USER_MATCHES = 5;

export interface AdminWalletApi {
  stats(): Promise<WalletStatsResponse>;
  transactions(query: ListQuery<WalletFilters>): Promise<Page<WalletTransaction>>;
  /** People to adjust, found by name or email. */
  findUsers(search: string): Promise<WalletHolder[]>;
  /** `attemptKey` is the Idempotency-Key: a double click or a retry after a lost answer moves money once. */
  adjust(request: AdjustWalletRequest, attemptKey: string): Promise<AdjustWalletResponse>;
}

export function createAdminWalletApi(client: ApiClient): AdminWalletApi {
  return {
    stats: () => client.call('walletStats'),
    transactions: async (query) => {
      const { transactions, pagination } = await client.call('walletSystemTransactions', { query });
      return toPage(transactions, pagination, pagination.totalItems);
    },
    findUsers: async (search) => {
      const { users } = await client.call('listUsers', { query: { search, limit: USER_MATCHES } });
      return users.map(({ _id, name, email }) => ({ _id, name, email }));
    },
    adjust: (body, attemptKey) => client.call('adjustWallet', { body, idempotencyKey: attemptKey }),
  };
}
