import { z } from 'zod';
import { pageQuery, paginationSchema, searchSchema, text, vnd } from '../shared';
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
  /** Direct conversions per counted click, in percent with two decimals; 0 without clicks. */
  conversionRate: z.number(),
  directReferrals: z.number().int(),
  teamReferrals: z.number().int(),
  rates: z.object({ directRatePercent: z.number().int(), teamRatePercent: z.number().int() }),
  /** The last 30 days in Vietnam time, oldest first, one point per day. */
  series: z.array(dailyPointSchema),
});
export type AffiliateDashboard = z.infer<typeof affiliateDashboardResponseSchema>;

const downlineMemberSchema = z.object({ userId: z.string(), referrerId: z.string(), linkedAt: z.string(), isAffiliate: z.boolean() });
export type DownlineMember = z.infer<typeof downlineMemberSchema>;
export const downlineResponseSchema = z.object({
  direct: z.array(downlineMemberSchema),
  team: z.array(downlineMemberSchema),
  totals: z.object({ direct: z.number().int(), team: z.number().int() }),
});

export const payoutSchema = z.object({
  _id: z.string(),
  affiliateUserId: z.string(),
  amount: money,
  method: z.string(),
  reference: z.string(),
  conversionCount: z.number().int(),
  paidAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutPageResponseSchema = z.object({ payouts: z.array(payoutSchema), pagination: paginationSchema });

export const adminAffiliatesQuerySchema = pageQuery().extend({ search: searchSchema });
export const adminAffiliateSchema = z.object({
  affiliateUserId: z.string(),
  code: z.string(),
  joinedAt: z.string(),
  referredBy: z.string().nullable(),
  clicks: z.number().int(),
  signups: z.number().int(),
  enrollments: z.number().int(),
  earnings: earningsSchema,
});
export const adminAffiliatesResponseSchema = z.object({ affiliates: z.array(adminAffiliateSchema), pagination: paginationSchema });
