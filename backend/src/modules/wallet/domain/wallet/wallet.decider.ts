import type { ErrorCode } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isWholeDong } from '../../../../platform/domain/money';
import type { BonusLotSource, LotPart, WalletEvent } from './wallet.events';
import { appliedKey, BonusLot, bonusHeld, evolve, initialState, isSpendable, WalletState } from './wallet.state';
import { toWalletStreamId } from './wallet.stream';

type Command<Type extends string, Data> = { type: Type; data: Data };
type OnWallet = { userId: string; at: string };

export type WalletCommand =
  /** The bank webhook matched a deposit: `amount` is what arrived (an over-payment credits it all). */
  | Command<'CreditDeposit', OnWallet & { depositId: string; amount: number }>
  /** A refund of an order paid by bank transfer, into the main balance. */
  | Command<'CreditRefund', OnWallet & { orderId: string; orderCode: string; amount: number }>
  /** An admin's hand adjustment of the main balance; the id comes from the handler, so a retry records nothing. */
  | Command<'AdjustWallet', OnWallet & { adjustmentId: string; direction: 'credit' | 'debit'; amount: number; reason: string; by: string }>
  /** A reaction on a bonus code claim: the lot id names the claim, so a redelivery records nothing. */
  | Command<'GrantBonusLot', OnWallet & { lotId: string; amount: number; source: BonusLotSource; expiresAt: string }>
  /** Pays an order's total: bonus first (earliest-expiring lot first), then main. */
  | Command<'PayFromWallet', OnWallet & { orderId: string; orderCode: string; amount: number }>
  /** A refund of an order paid from the wallet: the whole payment goes back where it came from. */
  | Command<'RefundWalletPayment', OnWallet & { orderId: string }>
  /** The expiry worker, once a lot's time has passed. */
  | Command<'ExpireBonusLot', OnWallet & { lotId: string }>;

type Data<Type extends WalletCommand['type']> = Extract<WalletCommand, { type: Type }>['data'];

export function decide(command: WalletCommand, state: WalletState): WalletEvent[] {
  switch (command.type) {
    case 'CreditDeposit':
      return creditDeposit(command.data, state);
    case 'CreditRefund':
      return creditRefund(command.data, state);
    case 'AdjustWallet':
      return adjust(command.data, state);
    case 'GrantBonusLot':
      return grantLot(command.data, state);
    case 'PayFromWallet':
      return pay(command.data, state);
    case 'RefundWalletPayment':
      return refundPayment(command.data, state);
    case 'ExpireBonusLot':
      return expireLot(command.data, state);
    default:
      return assertNever(command);
  }
}

/** SePay redelivers: one deposit is credited once. */
function creditDeposit({ userId, depositId, amount, at }: Data<'CreditDeposit'>, state: WalletState): WalletEvent[] {
  if (state.applied.has(appliedKey('deposit', depositId))) return [];
  checkedCredit(amount, state);
  return [{ type: 'DepositCredited', data: { userId, depositId, amount, at } }];
}

/**
 * An order paid from the wallet is refunded with `RefundWalletPayment` instead: crediting it to main
 * would turn its bonus part into money that never expires.
 */
function creditRefund({ userId, orderId, orderCode, amount, at }: Data<'CreditRefund'>, state: WalletState): WalletEvent[] {
  if (state.applied.has(appliedKey('refund', orderId))) return [];
  rule(!state.payments.has(orderId), 'WALLET_REFUND_PAID_FROM_WALLET', 'conflict');
  checkedCredit(amount, state);
  return [{ type: 'RefundCredited', data: { userId, orderId, orderCode, amount, at } }];
}

/**
 * A hand adjustment moves the main balance only (bonus money is the promotion's, not the user's),
 * and a debit never takes it below zero. The reason is required: admins audit the history.
 */
function adjust({ userId, adjustmentId, direction, amount, reason, by, at }: Data<'AdjustWallet'>, state: WalletState): WalletEvent[] {
  if (state.applied.has(appliedKey('adjustment', adjustmentId))) return [];
  const trimmedReason = reason.trim();
  rule(trimmedReason !== '', 'WALLET_ADJUSTMENT_REASON_REQUIRED');
  if (direction === 'credit') checkedCredit(amount, state);
  else {
    rule(positiveWholeDong(amount), 'WALLET_AMOUNT_INVALID');
    rule(amount <= state.main, 'WALLET_ADJUSTMENT_EXCEEDS_BALANCE', 'conflict');
  }
  return [{ type: 'WalletAdjusted', data: { userId, adjustmentId, direction, amount, reason: trimmedReason, by, at } }];
}

function grantLot({ userId, lotId, amount, source, expiresAt, at }: Data<'GrantBonusLot'>, state: WalletState): WalletEvent[] {
  if (state.lots.has(lotId)) return [];
  checkedCredit(amount, state);
  // A lot born expired could never be spent: the claim computed its expiry wrongly.
  rule(!Number.isNaN(Date.parse(expiresAt)) && Date.parse(expiresAt) > Date.parse(at), 'WALLET_BONUS_EXPIRY_INVALID');
  return [{ type: 'BonusLotGranted', data: { userId, lotId, amount, source, expiresAt, at } }];
}

/**
 * Bonus money is spent first, the lot expiring soonest first (equal expiries: the one granted first),
 * so the user loses as little as possible to expiry; main pays the rest. A lot whose time has passed
 * is never spent, even before the worker closes it. All or nothing: a balance that does not cover
 * the total pays nothing. An order pays once: its id again records nothing.
 */
function pay({ userId, orderId, orderCode, amount, at }: Data<'PayFromWallet'>, state: WalletState): WalletEvent[] {
  if (state.payments.has(orderId)) return [];
  rule(positiveWholeDong(amount), 'WALLET_AMOUNT_INVALID');
  const fromBonus = bonusParts(amount, spendableLots(state, at));
  const fromMain = amount - sumParts(fromBonus);
  rule(fromMain <= state.main, 'WALLET_BALANCE_INSUFFICIENT', 'conflict');
  return [{ type: 'WalletPaid', data: { userId, orderId, orderCode, amount, fromBonus, fromMain, at } }];
}

/** Spendable lots in spending order; `sort` is stable, so the grant order breaks ties. */
function spendableLots(state: WalletState, at: string): BonusLot[] {
  return [...state.lots.values()]
    .filter((lot) => lot.left > 0 && isSpendable(lot, at))
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
}

function bonusParts(amount: number, lots: readonly BonusLot[]): LotPart[] {
  const parts: LotPart[] = [];
  let due = amount;
  for (const lot of lots) {
    if (due === 0) break;
    const taken = Math.min(lot.left, due);
    parts.push({ lotId: lot.lotId, amount: taken });
    due -= taken;
  }
  return parts;
}

/**
 * The whole payment goes back where it came from: main to main, each bonus part to its lot with
 * the lot's own expiry, so a refund neither extends a bonus nor turns it into main money. A part
 * whose lot has expired, or whose time has passed, lapses (recorded, not credited).
 */
function refundPayment({ userId, orderId, at }: Data<'RefundWalletPayment'>, state: WalletState): WalletEvent[] {
  const payment = state.payments.get(orderId);
  if (!payment) throw new DomainError('WALLET_PAYMENT_NOT_FOUND', 'not_found');
  if (payment.refunded) return [];
  const stillOpen = (part: LotPart) => {
    const lot = state.lots.get(part.lotId);
    return lot !== undefined && isSpendable(lot, at);
  };
  const toBonus = payment.fromBonus.filter(stillOpen);
  const lapsed = payment.fromBonus.filter((part) => !stillOpen(part));
  return [{ type: 'WalletPaymentRefunded', data: { userId, orderId, orderCode: payment.orderCode, amount: payment.amount, toBonus, toMain: payment.fromMain, lapsed, at } }];
}

/**
 * Only once its time has come (an early job is refused so the queue retries it), and only once: the
 * worker may run late, or twice, and still closes each lot one time. A spent-out lot is closed too,
 * with 0, so no open lot lingers past its expiry.
 */
function expireLot({ userId, lotId, at }: Data<'ExpireBonusLot'>, state: WalletState): WalletEvent[] {
  const lot = state.lots.get(lotId);
  if (!lot) throw new DomainError('WALLET_BONUS_LOT_NOT_FOUND', 'not_found');
  if (lot.expired) return [];
  rule(Date.parse(at) >= Date.parse(lot.expiresAt), 'WALLET_BONUS_LOT_NOT_EXPIRED', 'conflict');
  return [{ type: 'BonusLotExpired', data: { userId, lotId, amount: lot.left, at } }];
}

/** A credit of whole đồng above zero that keeps the wallet's total a safe integer. */
function checkedCredit(amount: number, state: WalletState): void {
  rule(positiveWholeDong(amount) && isWholeDong(state.main + bonusHeld(state) + amount), 'WALLET_AMOUNT_INVALID');
}

const positiveWholeDong = (amount: number) => isWholeDong(amount) && amount > 0;
const sumParts = (parts: readonly LotPart[]) => parts.reduce((total, part) => total + part.amount, 0);

function rule(holds: boolean, code: ErrorCode, kind: 'invalid' | 'conflict' = 'invalid'): void {
  if (!holds) throw new DomainError(code, kind);
}

/** Commands check no role: the wallet's handlers and reactions decide who may send them. */
export const walletDecider: Aggregate<WalletCommand, WalletEvent, WalletState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toWalletStreamId(command.data.userId),
};
