import { z } from 'zod';
import { idSchema, pageQuery, paginationSchema, searchSchema, text, vnd } from '../shared';
import { AFFILIATE_ERRORS } from './affiliate.errors';

/** Conversion types (spec part 1 section 3): a referred sign-up, and a referred purchase of courses. */
export const CONVERSION_TYPES = ['SIGNUP', 'COURSE_ENROLLMENT'] as const;
export type ConversionType = (typeof CONVERSION_TYPES)[number];
/** Direct: the buyer's own referrer. Team: the referrer's referrer. */
export const CONVERSION_TIERS = ['direct', 'team'] as const;
/**
 * pending until an admin reviews it; approved or rejected by the review; cancelled when the order is
 * refunded before approval (no commission at all); reversed when refunded after approval (the
 * commission is taken back by a reversal entry).
 */
export const CONVERSION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'reversed'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];
export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;

/** Affiliate codes: 8 upper-case letters and digits without look-alikes (no 0/O, 1/I/L). */
export const AFFILIATE_CODE_PATTERN = /^[A-Z0-9]{4,32}$/;
export const AFFILIATE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const AFFILIATE_CODE_LENGTH = 8;

/** The settings' bounds, shared by the form, the schema and the decider. */
export const AFFILIATE_SETTINGS_LIMITS = {
  /** Direct plus team, in percent of the amount paid: the programme never gives away more than half a sale. */
  maxTotalRatePercent: 50,
  cookieDays: { min: 1, max: 365 },
  holdingDays: { min: 0, max: 365 },
  maxMinimumPayout: 100_000_000,
} as const;

const { AFFILIATE_RATES_INVALID, AFFILIATE_COOKIE_DAYS_INVALID, AFFILIATE_HOLDING_DAYS_INVALID, AFFILIATE_MINIMUM_PAYOUT_INVALID } = AFFILIATE_ERRORS;
const wholeNumber = (message: string, min: number, max: number) => z.number(message).int(message).min(min, message).max(max, message);
const money = z.number().int();

/** The programme's settings (the spec shows no fields: rates, cookie, holding period, minimum payout). */
export const affiliateSettingsFields = {
  directRatePercent: wholeNumber(AFFILIATE_RATES_INVALID, 0, AFFILIATE_SETTINGS_LIMITS.maxTotalRatePercent),
  teamRatePercent: wholeNumber(AFFILIATE_RATES_INVALID, 0, AFFILIATE_SETTINGS_LIMITS.maxTotalRatePercent),
  cookieDays: wholeNumber(AFFILIATE_COOKIE_DAYS_INVALID, AFFILIATE_SETTINGS_LIMITS.cookieDays.min, AFFILIATE_SETTINGS_LIMITS.cookieDays.max),
  holdingDays: wholeNumber(AFFILIATE_HOLDING_DAYS_INVALID, AFFILIATE_SETTINGS_LIMITS.holdingDays.min, AFFILIATE_SETTINGS_LIMITS.holdingDays.max),
  minimumPayout: vnd(AFFILIATE_MINIMUM_PAYOUT_INVALID).max(AFFILIATE_SETTINGS_LIMITS.maxMinimumPayout, AFFILIATE_MINIMUM_PAYOUT_INVALID),
};
export const updateAffiliateSettingsRequestSchema = z
  .object(affiliateSettingsFields)
  .refine((s) => s.directRatePercent + s.teamRatePercent <= AFFILIATE_SETTINGS_LIMITS.maxTotalRatePercent, { message: AFFILIATE_RATES_INVALID, path: ['teamRatePercent'] });
export type AffiliateSettingsForm = z.input<typeof updateAffiliateSettingsRequestSchema>;
export const affiliateSettingsSchema = z.object({
  directRatePercent: z.number().int(),
  teamRatePercent: z.number().int(),
  cookieDays: z.number().int(),
  holdingDays: z.number().int(),
  minimumPayout: money,
  /** Null while the defaults apply (nobody changed them yet). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AffiliateSettings = z.infer<typeof affiliateSettingsSchema>;
export const affiliateSettingsResponseSchema = z.object({ settings: affiliateSettingsSchema });
export const updateAffiliateSettingsResponseSchema = z.object({ message: z.string(), settings: affiliateSettingsSchema });

/** GET /affiliates/track/{code}: the code is valid; the click was counted unless this visitor clicked it today already. */
export const trackAffiliateResponseSchema = z.object({ code: z.string(), counted: z.boolean(), cookieDays: z.number().int() });

const earningsSchema = z.object({
  /** Awaiting review. */
  pending: money,
  /** Approved and not yet paid out (net of reversals of approved commissions). */
  approved: money,
  paid: money,
});
export type AffiliateEarnings = z.infer<typeof earningsSchema>;

/** Spec part 1 section 3: affiliateId (the public code's holder), affiliateUserId, payout. */
export const affiliateSchema = z.object({
  affiliateId: z.string(),
  affiliateUserId: z.string(),
  code: z.string(),
  joinedAt: z.string(),
  /** The uid of this affiliate's own referrer, when they were referred. */
  referredBy: z.string().nullable(),
  payout: earningsSchema,
});
export type Affiliate = z.infer<typeof affiliateSchema>;
export const affiliateInfoResponseSchema = z.object({ isAffiliate: z.boolean(), affiliate: affiliateSchema.nullable() });
export const joinAffiliateResponseSchema = z.object({ message: z.string(), affiliate: affiliateSchema });

export const conversionSchema = z.object({
  _id: z.string(),
  affiliateUserId: z.string(),
  type: z.enum(CONVERSION_TYPES),
  tier: z.enum(CONVERSION_TIERS),
  referredUserId: z.string(),
  orderId: z.string().nullable(),
  /** The amount the commission was computed on (courses' share of what was paid); 0 for a sign-up. */
  amount: money,
  ratePercent: z.number().int(),
  commission: money,
  status: z.enum(CONVERSION_STATUSES),
  notes: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** From this instant an approved commission may be paid out (the holding period). */
  payableAt: z.string(),
  createdAt: z.string(),
});
export type Conversion = z.infer<typeof conversionSchema>;

export const myConversionsQuerySchema = pageQuery().extend({
  type: z.enum(CONVERSION_TYPES, AFFILIATE_ERRORS.CONVERSION_TYPE_INVALID).optional(),
});
export const conversionPageResponseSchema = z.object({ conversions: z.array(conversionSchema), pagination: paginationSchema });
export const conversionResponseSchema = z.object({ conversion: conversionSchema });

/**
 * GET /admin/conversions/pending: a conversion with the people it concerns, as the admin reviews it:
 * the affiliate's code and name, the referred person's name (profiles as they are now; a name is
 * null once that account is deleted). No email: telling two people apart does not need it.
 */
export const pendingConversionSchema = conversionSchema.extend({
  affiliateCode: z.string(),
  affiliateName: z.string().nullable(),
  referredName: z.string().nullable(),
});
export type PendingConversion = z.infer<typeof pendingConversionSchema>;
export const pendingConversionPageResponseSchema = z.object({ conversions: z.array(pendingConversionSchema), pagination: paginationSchema });

export const reviewConversionRequestSchema = z.object({
  newStatus: z.enum(REVIEW_DECISIONS, AFFILIATE_ERRORS.CONVERSION_STATUS_INVALID),
  notes: text({ max: 500, tooLong: AFFILIATE_ERRORS.CONVERSION_NOTES_TOO_LONG, multiline: true }).optional().default(''),
});
export type ReviewConversionRequest = z.input<typeof reviewConversionRequestSchema>;
export const reviewConversionResponseSchema = z.object({ message: z.string(), conversion: conversionSchema });

const dailyPointSchema = z.object({ date: z.string(), clicks: z.number().int(), conversions: z.number().int(), commission: money });
export const affiliateDashboardResponseSchema = z.object({
  code: z.string(),
  earnings: earningsSchema,
  clicks: z.number().int(),
  conversions: z.object({ signups: z.number().int(), enrollments: z.number().int(), total: z.number().int() }),
  /**
   * People referred (direct referrals) per counted click, in whole percent, 0 to 100: 100 only once
   * referrals reach the clicks, 0 only without referrals or without clicks (docs/decisions.md).
   */
  conversionRate: z.number().int().min(0).max(100),
  directReferrals: z.number().int(),
  teamReferrals: z.number().int(),
  rates: z.object({ directRatePercent: z.number().int(), teamRatePercent: z.number().int() }),
  /** The last 30 days in Vietnam time, oldest first, one point per day. */
  series: z.array(dailyPointSchema),
});
export type AffiliateDashboard = z.infer<typeof affiliateDashboardResponseSchema>;

const downlineMemberSchema = z.object({
  userId: z.string(),
  /** The member's name as their profile says now; null once their account is deleted. */
  name: z.string().nullable(),
  referrerId: z.string(),
  linkedAt: z.string(),
  isAffiliate: z.boolean(),
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;
export const downlineResponseSchema = z.object({
  direct: z.array(downlineMemberSchema),
  team: z.array(downlineMemberSchema),
  totals: z.object({ direct: z.number().int(), team: z.number().int() }),
});

/** How a payout reaches the affiliate: a bank transfer the admin made, named by its reference (docs/decisions.md). */
export const PAYOUT_METHODS = ['bank_transfer'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
/**
 * processing: recorded, its commissions taken, the payouts worker has not confirmed it yet;
 * paid: carried out; failed: the worker gave up, its commissions are payable again.
 */
export const PAYOUT_STATUSES = ['processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_LIMITS = { referenceMax: 100, noteMax: 500 } as const;

export const payoutSchema = z.object({
  _id: z.string(),
  affiliateUserId: z.string(),
  /** What was paid: the commissions taken less the reversals deducted. */
  amount: money,
  method: z.string(),
  reference: z.string(),
  conversionCount: z.number().int(),
  /** Commissions refunded after an earlier payout, taken off this one. */
  deducted: money,
  status: z.enum(PAYOUT_STATUSES),
  note: z.string().nullable(),
  /** When the admin recorded it. */
  paidAt: z.string(),
  carriedOutAt: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutPageResponseSchema = z.object({ payouts: z.array(payoutSchema), pagination: paginationSchema });

/** The admin list's orders: newest members, most earned (pending + approved + paid), most revenue brought, most clicks, most conversions, largest downline. */
export const ADMIN_AFFILIATE_SORTS = ['joinedAt', 'earnings', 'revenue', 'clicks', 'conversions', 'downline'] as const;
export type AdminAffiliateSort = (typeof ADMIN_AFFILIATE_SORTS)[number];
export const adminAffiliatesQuerySchema = pageQuery().extend({
  /** Matches the code, the name or the email. */
  search: searchSchema,
  sort: z.enum(ADMIN_AFFILIATE_SORTS, AFFILIATE_ERRORS.AFFILIATE_SORT_INVALID).optional().default('joinedAt'),
  order: z.enum(['asc', 'desc'], AFFILIATE_ERRORS.AFFILIATE_SORT_INVALID).optional().default('desc'),
});
export const adminAffiliateSchema = z.object({
  affiliateUserId: z.string(),
  code: z.string(),
  /** From the account's profile when read; null once the account is deleted. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  joinedAt: z.string(),
  referredBy: z.string().nullable(),
  clicks: z.number().int(),
  signups: z.number().int(),
  enrollments: z.number().int(),
  teamConversions: z.number().int(),
  /** What the affiliate's referred buyers paid for courses (refunds deducted). */
  revenue: money,
  earnings: earningsSchema,
  downline: z.object({ direct: z.number().int(), team: z.number().int() }),
});
export type AdminAffiliate = z.infer<typeof adminAffiliateSchema>;
export const adminAffiliatesResponseSchema = z.object({ affiliates: z.array(adminAffiliateSchema), pagination: paginationSchema });

// ---------------------------------------------------------------------------------------------
// Payouts, manual commissions, the audit trail and the reports (affiliate issue, item 5).

/** GET /admin/affiliates/payouts-queue: affiliates whose payable balance reaches the minimum, waiting longest first. */
export const payoutsQueueEntrySchema = z.object({
  affiliateUserId: z.string(),
  code: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** What a payout now would pay: approved commissions past their holding period, less reversals owed. */
  payable: money,
  conversionCount: z.number().int(),
  /** Reversals of commissions paid earlier, deducted from this payout. */
  deducted: money,
  /** Since when the oldest of these commissions could be paid. */
  payableSince: z.string(),
});
export type PayoutsQueueEntry = z.infer<typeof payoutsQueueEntrySchema>;
export const payoutsQueueResponseSchema = z.object({
  affiliates: z.array(payoutsQueueEntrySchema),
  pagination: paginationSchema,
  minimumPayout: money,
});

/** POST /admin/affiliates/payouts (with an Idempotency-Key): the whole payable balance, never a part of it. */
export const recordPayoutRequestSchema = z.object({
  affiliateUserId: idSchema,
  method: z.enum(PAYOUT_METHODS, AFFILIATE_ERRORS.PAYOUT_METHOD_INVALID),
  /** Must equal the payable balance the queue showed: a payout is never more, and never a part. */
  amount: vnd(AFFILIATE_ERRORS.PAYOUT_AMOUNT_INVALID).refine((amount) => amount > 0, AFFILIATE_ERRORS.PAYOUT_AMOUNT_INVALID),
  /** The bank transfer's reference (what the statement shows). */
  reference: text({ max: PAYOUT_LIMITS.referenceMax, required: AFFILIATE_ERRORS.PAYOUT_REFERENCE_REQUIRED, tooLong: AFFILIATE_ERRORS.PAYOUT_REFERENCE_TOO_LONG }),
  note: text({ max: PAYOUT_LIMITS.noteMax, tooLong: AFFILIATE_ERRORS.PAYOUT_NOTE_TOO_LONG, multiline: true }).optional().default(''),
});
export type RecordPayoutRequest = z.input<typeof recordPayoutRequestSchema>;
export const recordPayoutResponseSchema = z.object({ message: z.string(), payout: payoutSchema });

/** GET /admin/affiliates/payouts: every payout, newest first, optionally one affiliate's or one status. */
export const adminPayoutsQuerySchema = pageQuery().extend({
  affiliateUserId: idSchema.optional(),
  status: z.enum(PAYOUT_STATUSES).optional(),
});
export const adminPayoutSchema = payoutSchema.extend({ code: z.string(), name: z.string().nullable(), email: z.string().nullable(), recordedBy: z.string() });
export const adminPayoutsResponseSchema = z.object({ payouts: z.array(adminPayoutSchema), pagination: paginationSchema });

export const MANUAL_COMMISSION_LIMITS = { maxAmount: 100_000_000, reasonMax: 500 } as const;
/**
 * POST /admin/commissions/manual (with an Idempotency-Key): the affiliate by user id or by code
 * (exactly one), a positive amount and the reason the audit trail keeps.
 */
export const manualCommissionRequestSchema = z
  .object({
    affiliateUserId: idSchema.optional(),
    affiliateCode: z.string().trim().toUpperCase().regex(AFFILIATE_CODE_PATTERN, AFFILIATE_ERRORS.AFFILIATE_CODE_INVALID).optional(),
    amount: vnd(AFFILIATE_ERRORS.MANUAL_COMMISSION_AMOUNT_INVALID)
      .min(1, AFFILIATE_ERRORS.MANUAL_COMMISSION_AMOUNT_INVALID)
      .max(MANUAL_COMMISSION_LIMITS.maxAmount, AFFILIATE_ERRORS.MANUAL_COMMISSION_AMOUNT_INVALID),
    reason: text({
      max: MANUAL_COMMISSION_LIMITS.reasonMax,
      required: AFFILIATE_ERRORS.MANUAL_COMMISSION_REASON_REQUIRED,
      tooLong: AFFILIATE_ERRORS.MANUAL_COMMISSION_REASON_TOO_LONG,
      multiline: true,
    }),
  })
  .refine((body) => (body.affiliateUserId === undefined) !== (body.affiliateCode === undefined), {
    message: AFFILIATE_ERRORS.MANUAL_COMMISSION_TARGET_REQUIRED,
    path: ['affiliateUserId'],
  });
export type ManualCommissionRequest = z.input<typeof manualCommissionRequestSchema>;
export const manualCommissionResponseSchema = z.object({
  message: z.string(),
  commission: z.object({
    _id: z.string(),
    affiliateUserId: z.string(),
    amount: money,
    reason: z.string(),
    by: z.string(),
    /** Payable at once: no sale can be refunded under it (docs/decisions.md). */
    payableAt: z.string(),
    createdAt: z.string(),
  }),
  earnings: earningsSchema,
});

/** The audit trail: every entry of an affiliate's commission ledger, with who and why. */
export const LEDGER_ENTRY_KINDS = [
  'conversion_recorded',
  'conversion_approved',
  'conversion_rejected',
  'conversion_cancelled',
  'conversion_reversed',
  'manual_commission',
  'payout_recorded',
  'payout_carried_out',
  'payout_failed',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
export const ledgerEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  conversionId: z.string().nullable(),
  payoutId: z.string().nullable(),
  /** The commission or payout amount the entry is about (always positive; `kind` says which way it moved). */
  amount: money,
  /** The admin who decided it (null for the system: a sale, a refund, the payouts worker). */
  by: z.string().nullable(),
  byName: z.string().nullable(),
  /** The review's notes, the manual commission's reason, the payout's note, or why a payout failed. */
  reason: z.string().nullable(),
  /** A payout's bank reference; a conversion's order. */
  reference: z.string().nullable(),
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const affiliateHistoryResponseSchema = z.object({
  affiliate: z.object({ affiliateUserId: z.string(), code: z.string(), name: z.string().nullable(), email: z.string().nullable(), earnings: earningsSchema }),
  entries: z.array(ledgerEntrySchema),
  pagination: paginationSchema,
});

/** GET /admin/affiliates/stats (page, limit): the top affiliates, most revenue brought first. */
export const topAffiliateSchema = z.object({
  affiliateUserId: z.string(),
  code: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  revenue: money,
  /** Earned so far: pending + approved + paid. */
  commission: money,
  paid: money,
});
export const topAffiliatesResponseSchema = z.object({ affiliates: z.array(topAffiliateSchema), pagination: paginationSchema });

/** Commission amounts by where they stand; `approved` is approved and not yet paid (net of reversals). */
export const commissionsByStatusSchema = z.object({
  pending: money,
  approved: money,
  paid: money,
  rejected: money,
  cancelled: money,
  reversed: money,
});
const programmeDaySchema = z.object({ date: z.string(), clicks: z.number().int(), conversions: z.number().int(), revenue: money, commission: money });
/** GET /admin/stats/affiliates: the programme as a whole, and the last 30 Vietnam days for the charts. */
export const affiliateProgrammeStatsResponseSchema = z.object({
  totals: z.object({
    affiliates: z.number().int(),
    clicks: z.number().int(),
    signups: z.number().int(),
    enrollments: z.number().int(),
    revenue: money,
    manualCommissions: money,
    payouts: z.object({ count: z.number().int(), amount: money }),
  }),
  commissions: commissionsByStatusSchema,
  /** Oldest first, one point per Vietnam day. */
  series: z.array(programmeDaySchema),
});
export type AffiliateProgrammeStats = z.infer<typeof affiliateProgrammeStatsResponseSchema>;
