/**
 * The two questions commerce asks the wallet. Commerce declares them and the wallet module (global)
 * answers, so commerce never imports the wallet, which imports commerce for its orders and events.
 */

import type { DecideOptions } from '../../../platform/commands/decide';

/** Where a decision came from: the time it is made at and the event that caused it, if any. */
export type DecisionMeta = Pick<DecideOptions, 'at' | 'causationId'>;

/** A bank transfer as the deposit needs it. */
export type DepositTransfer = { transferId: string; amount: number; receivedAt: string };

/** What a transfer did to the deposit its memo names (the commerce hold reasons, minus `over`: a deposit credits all). */
export type DepositTransferOutcome = { outcome: 'paid' | 'short' | 'late' | 'not_pending'; expectedAmount: number };

export interface DepositTransfers {
  /** Records a transfer whose memo names deposit `code`; null when no deposit has that code. */
  record(code: string, transfer: DepositTransfer, meta: DecisionMeta): Promise<DepositTransferOutcome | null>;
  /** An admin's match of a held transfer to deposit `code`: what arrived is credited. */
  accept(code: string, transfer: Omit<DepositTransfer, 'receivedAt'>, adminId: string, meta: DecisionMeta): Promise<void>;
}

export const DEPOSIT_TRANSFERS = Symbol('DEPOSIT_TRANSFERS');

/** An order's payment from its buyer's wallet. */
export type WalletCharge = { userId: string; orderId: string; orderCode: string; amount: number };

export interface WalletPayments {
  /** What the buyer can spend now: main plus the bonus still valid. */
  spendable(userId: string, at: Date): Promise<number>;
  /** Debits the wallet for the order once (bonus first); refuses with WALLET_BALANCE_INSUFFICIENT. */
  pay(charge: WalletCharge, meta: DecisionMeta): Promise<void>;
  /** Gives the order's wallet payment back where it came from, once. */
  refund(userId: string, orderId: string, meta: DecisionMeta): Promise<void>;
}

export const WALLET_PAYMENTS = Symbol('WALLET_PAYMENTS');
