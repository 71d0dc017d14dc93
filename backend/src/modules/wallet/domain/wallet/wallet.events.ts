import type { DomainEvent } from '../../../../platform/domain/decider';

/** Where a bonus lot came from; a bonus code claim for now (affiliate rewards may add kinds). */
export type BonusLotSource = { kind: 'bonus_code'; code: string; bonusCodeId: string };

/** A part of a payment or a refund taken from, or given back to, one bonus lot. */
export type LotPart = { lotId: string; amount: number };

type OnWallet = { userId: string; at: string };

/** A deposit was paid by bank transfer: what arrived is credited to the main balance. */
export type DepositCredited = DomainEvent<'DepositCredited', OnWallet & { depositId: string; amount: number }>;
/** An order paid by bank transfer was refunded into the wallet's main balance. */
export type RefundCredited = DomainEvent<'RefundCredited', OnWallet & { orderId: string; orderCode: string; amount: number }>;
/** An admin moved main balance by hand: who and why stay in the history, because admins audit it. */
export type WalletAdjusted = DomainEvent<
  'WalletAdjusted',
  OnWallet & { adjustmentId: string; direction: 'credit' | 'debit'; amount: number; reason: string; by: string }
>;
/** Bonus money that can only be spent before `expiresAt`, and is spent before the main balance. */
export type BonusLotGranted = DomainEvent<'BonusLotGranted', OnWallet & { lotId: string; amount: number; source: BonusLotSource; expiresAt: string }>;
/** An order paid from the wallet: `fromBonus` (earliest-expiring lot first) then `fromMain` make up `amount`. */
export type WalletPaid = DomainEvent<'WalletPaid', OnWallet & { orderId: string; orderCode: string; amount: number; fromBonus: LotPart[]; fromMain: number }>;
/**
 * A wallet payment given back to the parts it came from. A bonus part whose lot has expired (or
 * whose expiry has passed) is `lapsed`: it would have expired unspent, and bonus money never turns
 * into main money. `toMain + toBonus + lapsed = amount`.
 */
export type WalletPaymentRefunded = DomainEvent<
  'WalletPaymentRefunded',
  OnWallet & { orderId: string; orderCode: string; amount: number; toBonus: LotPart[]; toMain: number; lapsed: LotPart[] }
>;
/** What was left of a lot when its time passed; the lot is closed for good (0 when it was spent out). */
export type BonusLotExpired = DomainEvent<'BonusLotExpired', OnWallet & { lotId: string; amount: number }>;

export type WalletEvent = DepositCredited | RefundCredited | WalletAdjusted | BonusLotGranted | WalletPaid | WalletPaymentRefunded | BonusLotExpired;

export const WALLET_EVENT_TYPES = [
  'DepositCredited',
  'RefundCredited',
  'WalletAdjusted',
  'BonusLotGranted',
  'WalletPaid',
  'WalletPaymentRefunded',
  'BonusLotExpired',
] as const satisfies ReadonlyArray<WalletEvent['type']>;
