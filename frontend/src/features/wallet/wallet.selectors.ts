import { WalletState } from './wallet.slice';

export interface WalletRootState {
  wallet: WalletState;
}

export const selectWallet = (state: WalletRootState) => state.wallet;
export const selectWalletBalance = (state: WalletRootState) => state.wallet.balance;
export const selectDepositAttempt = (state: WalletRootState) => state.wallet.attempt;
export const selectShownDeposit = (state: WalletRootState) => state.wallet.deposit;
export const selectBonusClaim = (state: WalletRootState) => state.wallet.claim;
export const selectDepositHistory = (state: WalletRootState) => state.wallet.depositHistory;
export const selectBonusHistory = (state: WalletRootState) => state.wallet.bonusHistory;
export const selectWalletEntries = (state: WalletRootState) => state.wallet.entries;
