import type { WalletCommand } from './wallet.decider';
import type { BonusLotSource, WalletEvent } from './wallet.events';

/** One student's wallet, shared by the decider spec, the property spec and later the wallet projection specs. */
export const userId = 'u1';
export const at = '2027-01-10T08:00:00.000Z';
/** The order's memo code as a test names it: the ledger's histories show it. */
export const codeOf = (orderId: string) => `DH-${orderId}`;
export const source: BonusLotSource = { kind: 'bonus_code', code: 'TET2027', bonusCodeId: 'b1' };

export const creditDeposit = (amount: number, depositId = 'dep1', when = at): WalletCommand => ({
  type: 'CreditDeposit',
  data: { userId, depositId, amount, at: when },
});
export const depositCredited = (amount: number, depositId = 'dep1', when = at): WalletEvent => ({
  type: 'DepositCredited',
  data: { userId, depositId, amount, at: when },
});

export const grantLot = (lotId: string, amount: number, expiresAt: string, when = at): WalletCommand => ({
  type: 'GrantBonusLot',
  data: { userId, lotId, amount, source, expiresAt, at: when },
});
export const lotGranted = (lotId: string, amount: number, expiresAt: string, when = at): WalletEvent => ({
  type: 'BonusLotGranted',
  data: { userId, lotId, amount, source, expiresAt, at: when },
});

export const payFromWallet = (orderId: string, amount: number, when = at): WalletCommand => ({
  type: 'PayFromWallet',
  data: { userId, orderId, orderCode: codeOf(orderId), amount, at: when },
});
