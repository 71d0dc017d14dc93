import type { ConversionType } from '@academy/contracts';
import type { DomainEvent } from '../../../../platform/domain/decider';

export type ConversionTier = 'direct' | 'team';
type OnConversion = { affiliateId: string; conversionId: string };

/**
 * A conversion credited to this affiliate, with the rate it was made with and the commission it
 * earns (rates changed later never touch it). `payableAt` ends the holding period.
 */
export type ConversionRecorded = DomainEvent<
  'ConversionRecorded',
  OnConversion & {
    type: ConversionType;
    tier: ConversionTier;
    referredUserId: string;
    orderId: string | null;
    amount: number;
    ratePercent: number;
    commission: number;
    payableAt: string;
    at: string;
  }
>;
export type ConversionApproved = DomainEvent<'ConversionApproved', OnConversion & { commission: number; notes: string; by: string; at: string }>;
export type ConversionRejected = DomainEvent<'ConversionRejected', OnConversion & { commission: number; notes: string; by: string; at: string }>;
/** The order was refunded before approval: the conversion earns nothing. */
export type ConversionCancelled = DomainEvent<'ConversionCancelled', OnConversion & { orderId: string | null; commission: number; at: string }>;
/**
 * The order was refunded after approval: the commission is taken back. When it had been paid out
 * already (`paidOut`), the affiliate owes it, and the next payout deducts it.
 */
export type ConversionReversed = DomainEvent<'ConversionReversed', OnConversion & { orderId: string | null; commission: number; paidOut: boolean; at: string }>;
/**
 * A payout took these approved, held-long-enough commissions and settled these reversals: each is
 * paid once, because every payout decides on this one stream with its expected revision.
 */
export type CommissionsPaidOut = DomainEvent<
  'CommissionsPaidOut',
  {
    affiliateId: string;
    payoutId: string;
    amount: number;
    conversionIds: string[];
    settledReversalIds: string[];
    method: string;
    reference: string;
    by: string;
    at: string;
    /** Reversals of commissions paid earlier, taken off this payout (absent on payouts before this field: 0 then). */
    deducted?: number;
    /** The admin's note (absent before this field). */
    note?: string;
  }
>;
/**
 * An admin credited the affiliate by hand (an extra reward, a correction): an approved commission
 * of its own kind, payable at once, with who and why kept for the audit trail.
 */
export type ManualCommissionRecorded = DomainEvent<
  'ManualCommissionRecorded',
  OnConversion & { commission: number; reason: string; by: string; payableAt: string; at: string }
>;
/** The payouts worker carried the payout out (for a bank transfer: confirmed with its reference). */
export type PayoutCarriedOut = DomainEvent<'PayoutCarriedOut', { affiliateId: string; payoutId: string; amount: number; method: string; reference: string; at: string }>;
/**
 * The payouts worker gave up on the payout: nothing reached the affiliate, so its commissions are
 * payable again and the reversals it settled are owed again.
 */
export type PayoutFailed = DomainEvent<
  'PayoutFailed',
  { affiliateId: string; payoutId: string; amount: number; conversionIds: string[]; settledReversalIds: string[]; reason: string; at: string }
>;

export type CommissionsEvent =
  | ConversionRecorded
  | ConversionApproved
  | ConversionRejected
  | ConversionCancelled
  | ConversionReversed
  | CommissionsPaidOut
  | ManualCommissionRecorded
  | PayoutCarriedOut
  | PayoutFailed;

export const COMMISSIONS_EVENT_TYPES = [
  'ConversionRecorded',
  'ConversionApproved',
  'ConversionRejected',
  'ConversionCancelled',
  'ConversionReversed',
  'CommissionsPaidOut',
  'ManualCommissionRecorded',
  'PayoutCarriedOut',
  'PayoutFailed',
] as const satisfies ReadonlyArray<CommissionsEvent['type']>;
