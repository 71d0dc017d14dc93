import { MANUAL_COMMISSION_LIMITS, type ConversionType, type ErrorCode } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isWholeDong } from '../../../../platform/domain/money';
import { commissionOf, MAX_TOTAL_RATE_PERCENT } from '../commission';
import type { CommissionsEvent, ConversionTier } from './commissions.events';
import { CommissionsState, ConversionEntry, evolve, initialState, payableConversions, PayoutEntry, unsettledReversals } from './commissions.state';
import { toCommissionsStreamId } from './commissions.stream';

type Command<Type extends string, Data> = { type: Type; data: Data & { affiliateId: string; at: string } };

export type CommissionsCommand =
  /** The id is derived from what converted (`signup-<uid>`, `order-<orderId>-direct`), so a redelivery records nothing. */
  | Command<
      'RecordConversion',
      {
        conversionId: string;
        type: ConversionType;
        tier: ConversionTier;
        referredUserId: string;
        orderId: string | null;
        amount: number;
        ratePercent: number;
        commission: number;
        payableAt: string;
      }
    >
  | Command<'ReviewConversion', { conversionId: string; decision: 'approved' | 'rejected'; notes: string; by: string }>
  | Command<'ReverseConversion', { conversionId: string; orderId: string | null }>
  /** `amount`: what the admin saw as payable and means to pay; the payout is refused when the ledger says otherwise. */
  | Command<'PayOutCommissions', { payoutId: string; method: string; reference: string; minimumPayout: number; by: string; amount?: number; note?: string }>
  /** The id is derived from the admin's Idempotency-Key (`manual-<key hash>`), so a retry credits once. */
  | Command<'RecordManualCommission', { commissionId: string; amount: number; reason: string; by: string }>
  | Command<'CarryOutPayout', { payoutId: string }>
  | Command<'FailPayout', { payoutId: string; reason: string }>;

type Data<Type extends CommissionsCommand['type']> = Extract<CommissionsCommand, { type: Type }>['data'];

export function decide(command: CommissionsCommand, state: CommissionsState): CommissionsEvent[] {
  switch (command.type) {
    case 'RecordConversion':
      return record(command.data, state);
    case 'ReviewConversion':
      return review(command.data, state);
    case 'ReverseConversion':
      return reverse(command.data, state);
    case 'PayOutCommissions':
      return payOut(command.data, state);
    case 'RecordManualCommission':
      return recordManual(command.data, state);
    case 'CarryOutPayout':
      return carryOut(command.data, state);
    case 'FailPayout':
      return fail(command.data, state);
    default:
      return assertNever(command);
  }
}

/**
 * Once per conversion id. The commission must be the rate's share of the amount, rounded down,
 * whole đồng: what a script or a reaction sends is held to the arithmetic of `commissionOf`.
 */
function record(data: Data<'RecordConversion'>, state: CommissionsState): CommissionsEvent[] {
  if (state.conversions.has(data.conversionId)) return [];
  rule(data.referredUserId !== data.affiliateId, 'REFERRAL_SELF');
  const { amount, ratePercent, commission } = data;
  const arithmetic =
    isWholeDong(amount) && Number.isInteger(ratePercent) && ratePercent >= 0 && ratePercent <= MAX_TOTAL_RATE_PERCENT && commission === commissionOf(amount, ratePercent);
  rule(arithmetic, 'COMMISSION_AMOUNT_INVALID', 'invalid');
  return [{ type: 'ConversionRecorded', data }];
}

/**
 * One decision per conversion: the same decision again (a double click, one of fifty racing
 * admins) records nothing; the other decision is refused, so an approval is never silently turned
 * into a rejection. A refunded conversion is no longer reviewed.
 */
function review({ affiliateId, conversionId, decision, notes, by, at }: Data<'ReviewConversion'>, state: CommissionsState): CommissionsEvent[] {
  const entry = existing(state, conversionId);
  if (entry.status === decision) return [];
  rule(entry.status !== 'cancelled' && entry.status !== 'reversed', 'CONVERSION_NOT_PENDING');
  rule(entry.status === 'pending', 'CONVERSION_ALREADY_REVIEWED');
  const data = { affiliateId, conversionId, commission: entry.commission, notes, by, at };
  return [decision === 'approved' ? { type: 'ConversionApproved', data } : { type: 'ConversionRejected', data }];
}

/**
 * A refund: before approval the conversion earns nothing; after approval the commission is
 * reversed (and owed back if it was paid). Rejected, or reversed already: nothing to take back.
 */
function reverse({ affiliateId, conversionId, orderId, at }: Data<'ReverseConversion'>, state: CommissionsState): CommissionsEvent[] {
  const entry = state.conversions.get(conversionId);
  if (!entry) return [];
  const data = { affiliateId, conversionId, orderId, commission: entry.commission, at };
  if (entry.status === 'pending') return [{ type: 'ConversionCancelled', data }];
  if (entry.status === 'approved') return [{ type: 'ConversionReversed', data: { ...data, paidOut: entry.paidOutBy !== null } }];
  return [];
}

/**
 * Takes every approved commission past its holding period and not yet paid, less what reversals
 * of paid commissions owe; a repeated payout id records nothing. Nothing payable, or less than the
 * programme's minimum, is refused.
 */
function payOut(data: Data<'PayOutCommissions'>, state: CommissionsState): CommissionsEvent[] {
  const { affiliateId, payoutId, method, reference, minimumPayout, by, at } = data;
  if (state.payouts.has(payoutId)) return [];
  const payable = payableConversions(state, at);
  const reversals = unsettledReversals(state);
  const deducted = sumOf(reversals);
  const amount = sumOf(payable) - deducted;
  rule(payable.length > 0, 'PAYOUT_NOTHING_PAYABLE');
  rule(amount > 0 && amount >= minimumPayout, 'PAYOUT_BELOW_MINIMUM');
  // All of it, never more and never a part: a part would leave a commission half paid, and the
  // admin's figure must be the ledger's (a stale screen, a refund meanwhile) before money moves.
  if (data.amount !== undefined) {
    rule(data.amount <= amount, 'PAYOUT_AMOUNT_EXCEEDS_BALANCE');
    rule(data.amount === amount, 'PAYOUT_AMOUNT_MISMATCH');
  }
  const ids = (entries: ConversionEntry[]) => entries.map((e) => e.conversionId);
  const paidOut = { affiliateId, payoutId, amount, conversionIds: ids(payable), settledReversalIds: ids(reversals), method, reference, by, at, deducted, note: data.note ?? '' };
  return [{ type: 'CommissionsPaidOut', data: paidOut }];
}

/**
 * Once per id (a retried request credits once), a whole positive amount up to the limit, with a
 * reason. Payable at once: the holding period waits out refunds of a sale, and there is none here.
 */
function recordManual({ affiliateId, commissionId, amount, reason, by, at }: Data<'RecordManualCommission'>, state: CommissionsState): CommissionsEvent[] {
  if (state.conversions.has(commissionId)) return [];
  rule(isWholeDong(amount) && amount > 0 && amount <= MANUAL_COMMISSION_LIMITS.maxAmount, 'MANUAL_COMMISSION_AMOUNT_INVALID', 'invalid');
  rule(reason.trim().length > 0, 'MANUAL_COMMISSION_REASON_REQUIRED', 'invalid');
  return [{ type: 'ManualCommissionRecorded', data: { affiliateId, conversionId: commissionId, commission: amount, reason: reason.trim(), by, payableAt: at, at } }];
}

/** The worker's result: once (a second delivery records nothing); a payout given up on stays so. */
function carryOut({ affiliateId, payoutId, at }: Data<'CarryOutPayout'>, state: CommissionsState): CommissionsEvent[] {
  const payout = existingPayout(state, payoutId);
  if (payout.status === 'carried_out') return [];
  rule(payout.status !== 'failed', 'PAYOUT_ALREADY_FAILED');
  const { amount, method, reference } = payout;
  return [{ type: 'PayoutCarriedOut', data: { affiliateId, payoutId, amount, method, reference, at } }];
}

/** The worker gave up: the payout's commissions return to the balance. A carried-out payout cannot fail afterwards. */
function fail({ affiliateId, payoutId, reason, at }: Data<'FailPayout'>, state: CommissionsState): CommissionsEvent[] {
  const payout = existingPayout(state, payoutId);
  if (payout.status === 'failed') return [];
  rule(payout.status !== 'carried_out', 'PAYOUT_ALREADY_CARRIED_OUT');
  const { amount, conversionIds, settledReversalIds } = payout;
  return [{ type: 'PayoutFailed', data: { affiliateId, payoutId, amount, conversionIds: [...conversionIds], settledReversalIds: [...settledReversalIds], reason, at } }];
}

function existingPayout(state: CommissionsState, payoutId: string): PayoutEntry {
  const payout = state.payouts.get(payoutId);
  if (!payout) throw new DomainError('PAYOUT_NOT_FOUND', 'not_found');
  return payout;
}

const sumOf = (entries: ConversionEntry[]) => entries.reduce((sum, e) => sum + e.commission, 0);

function existing(state: CommissionsState, conversionId: string): ConversionEntry {
  const entry = state.conversions.get(conversionId);
  if (!entry) throw new DomainError('CONVERSION_NOT_FOUND', 'not_found');
  return entry;
}

function rule(holds: boolean, code: ErrorCode, kind: 'invalid' | 'conflict' = 'conflict'): void {
  if (!holds) throw new DomainError(code, kind);
}

/** The affiliate's ledger of commissions: reactions record and reverse, admins review and pay out. */
export const commissionsDecider: Aggregate<CommissionsCommand, CommissionsEvent, CommissionsState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toCommissionsStreamId(command.data.affiliateId),
};
