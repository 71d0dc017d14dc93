import { AdminWalletState } from './admin-wallet.slice';

export interface AdminWalletRootState {
  adminWallet: AdminWalletState;
}

export const selectWalletTransactions = (state: AdminWalletRootState) => state.adminWallet.list;
export const selectWalletStats = (state: AdminWalletRootState) => state.adminWallet.stats;
export const selectAdjustment = (state: AdminWalletRootState) => state.adminWallet.adjustment;
