import { WalletBalanceResponse } from '@academy/contracts';

export interface WalletCoverage {
  /** Main plus the bonus still valid: what a purchase may take. */
  spendable: number;
  /** Taken first (the lots expiring soonest), then main. */
  fromBonus: number;
  fromMain: number;
  covers: boolean;
  /** What is missing when it does not cover. */
  shortBy: number;
}

/** How the wallet would pay `total`: the server's rule (bonus first, all or nothing), for the buyer to see before choosing. */
export function walletCoverage(balance: WalletBalanceResponse, total: number): WalletCoverage {
  const spendable = balance.mainBalance + balance.bonusBalance;
  const fromBonus = Math.min(balance.bonusBalance, total);
  const covers = spendable >= total;
  return { spendable, fromBonus, fromMain: covers ? total - fromBonus : 0, covers, shortBy: Math.max(0, total - spendable) };
}
