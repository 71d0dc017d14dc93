import {
  ClaimBonusResponse,
  Deposit,
  DepositStatusResponse,
  MyWalletEntry,
  ReceivedBonus,
  WalletBalanceResponse,
  WalletHistoryQuery,
} from '@academy/contracts';
import { Page, toPage } from '../../lib/paged-list';
import { ApiClient } from '../../platform/api-client';

export interface WalletApi {
  balance(): Promise<WalletBalanceResponse>;
  /** `attemptKey` names one attempt: a retry under it creates no second deposit. */
  createDeposit(amount: number, attemptKey: string): Promise<Deposit>;
  depositByCode(code: string): Promise<Deposit>;
  depositStatus(code: string): Promise<DepositStatusResponse>;
  deposits(query: WalletHistoryQuery): Promise<Page<Deposit>>;
  receivedBonuses(query: WalletHistoryQuery): Promise<Page<ReceivedBonus>>;
  entries(query: WalletHistoryQuery): Promise<Page<MyWalletEntry>>;
  claimBonus(code: string): Promise<ClaimBonusResponse>;
}

export function createWalletApi(client: ApiClient): WalletApi {
  return {
    balance: () => client.call('walletBalance'),
    createDeposit: (amount, attemptKey) => client.call('createDeposit', { body: { amount }, idempotencyKey: attemptKey }),
    depositByCode: (code) => client.call('depositByCode', { params: { code } }),
    depositStatus: (code) => client.call('depositStatus', { params: { code } }),
    deposits: async (query) => {
      const { deposits, pagination } = await client.call('depositHistory', { query });
      return toPage(deposits, pagination, pagination.totalItems);
    },
    receivedBonuses: async (query) => {
      const { bonuses, pagination } = await client.call('receivedBonusHistory', { query });
      return toPage(bonuses, pagination, pagination.totalItems);
    },
    entries: async (query) => {
      const { entries, pagination } = await client.call('myWalletEntries', { query });
      return toPage(entries, pagination, pagination.totalItems);
    },
    claimBonus: (code) => client.call('claimBonus', { body: { code } }),
  };
}
