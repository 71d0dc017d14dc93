import {
  AFFILIATE_ERRORS,
  MANUAL_COMMISSION_LIMITS,
  PAYOUT_LIMITS,
  manualCommissionRequestSchema,
  recordPayoutRequestSchema,
  reviewConversionRequestSchema,
  updateAffiliateSettingsRequestSchema,
} from '@academy/contracts';
import { checkWithSchema, FormDefinition } from '../../lib/form';
import { AffiliateSettingsRequest } from './admin-affiliates.api';

/** What an admin types as an amount ('50.000', '50 000 ₫') read as digits; '' when there are none. */
export const typedDigits = (typed: string) => typed.replace(/\D/g, '');
const numberOrUndefined = (typed: string) => (typed.trim() === '' || !/^\d+$/.test(typed.trim()) ? undefined : Number(typed.trim()));
const amountOf = (typed: string) => {
  const digits = typedDigits(typed);
  return digits === '' ? undefined : Number(digits);
};

export const SETTINGS_FIELDS = ['directRatePercent', 'teamRatePercent', 'cookieDays', 'holdingDays', 'minimumPayout'] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** The settings form, checked with the contracts' schema (direct + team at most 50 %, whole days, whole đồng). */
export const settingsForm: FormDefinition<SettingsField, AffiliateSettingsRequest> = {
  fields: SETTINGS_FIELDS,
  initial: { directRatePercent: '', teamRatePercent: '', cookieDays: '', holdingDays: '', minimumPayout: '' },
  validate(values) {
    const input = {
      directRatePercent: numberOrUndefined(values.directRatePercent),
      teamRatePercent: numberOrUndefined(values.teamRatePercent),
      cookieDays: numberOrUndefined(values.cookieDays),
      holdingDays: numberOrUndefined(values.holdingDays),
      minimumPayout: amountOf(values.minimumPayout),
    };
    return checkWithSchema(updateAffiliateSettingsRequestSchema, input, SETTINGS_FIELDS);
  },
};

export const settingsValues = (s: AffiliateSettingsRequest): Record<SettingsField, string> => ({
  directRatePercent: String(s.directRatePercent),
  teamRatePercent: String(s.teamRatePercent),
  cookieDays: String(s.cookieDays),
  holdingDays: String(s.holdingDays),
  minimumPayout: String(s.minimumPayout),
});

export const REVIEW_FIELDS = ['notes'] as const;
/** A reviewer's notes: optional, at most 500 characters (the server keeps them in the audit trail). */
export const reviewForm: FormDefinition<'notes', { notes: string }> = {
  fields: REVIEW_FIELDS,
  initial: { notes: '' },
  validate(values) {
    const checked = checkWithSchema(reviewConversionRequestSchema, { newStatus: 'approved', notes: values.notes }, REVIEW_FIELDS);
    return checked.ok ? { ok: true, request: { notes: checked.request.notes } } : checked;
  },
};

export const PAYOUT_FIELDS = ['reference', 'note'] as const;
export type PayoutField = (typeof PAYOUT_FIELDS)[number];
export { PAYOUT_LIMITS };
/** Recording a payout: the bank transfer's reference is required; the amount is the queue's, never typed. */
export const payoutForm: FormDefinition<PayoutField, { reference: string; note: string }> = {
  fields: PAYOUT_FIELDS,
  initial: { reference: '', note: '' },
  validate(values) {
    // The amount and the affiliate come from the queue's row: placeholders let the schema judge the typed fields.
    const checked = checkWithSchema(recordPayoutRequestSchema, { affiliateUserId: 'queue-row', method: 'bank_transfer', amount: 1, ...values }, PAYOUT_FIELDS);
    return checked.ok ? { ok: true, request: { reference: checked.request.reference, note: checked.request.note } } : checked;
  },
};

export const MANUAL_FIELDS = ['affiliateCode', 'amount', 'reason'] as const;
export type ManualField = (typeof MANUAL_FIELDS)[number];
export { MANUAL_COMMISSION_LIMITS };
/** The dialog's own text where the schema's would name both ways of choosing. */
export const AFFILIATE_CODE_REQUIRED = 'Vui lòng nhập mã giới thiệu của affiliate.';
/** A manual commission: the affiliate's code, a whole-đồng amount and the reason the audit trail keeps. */
export const manualCommissionForm: FormDefinition<ManualField, { affiliateCode: string; amount: number; reason: string }> = {
  fields: MANUAL_FIELDS,
  initial: { affiliateCode: '', amount: '', reason: '' },
  validate(values) {
    const code = values.affiliateCode.trim();
    const own = code === '' ? { affiliateCode: AFFILIATE_CODE_REQUIRED } : {};
    const input = { ...(code ? { affiliateCode: code } : {}), amount: amountOf(values.amount), reason: values.reason };
    const checked = checkWithSchema(manualCommissionRequestSchema, input, MANUAL_FIELDS, { own });
    if (!checked.ok) return checked;
    const { affiliateCode, amount, reason } = checked.request;
    return affiliateCode ? { ok: true, request: { affiliateCode, amount, reason } } : { ok: false, errors: { affiliateCode: AFFILIATE_ERRORS.AFFILIATE_CODE_INVALID } };
  },
};
