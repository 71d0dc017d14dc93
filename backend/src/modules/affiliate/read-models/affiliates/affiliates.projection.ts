import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import { appliedByOf, countOnce } from '../../../../platform/projections/guarded-count';
import type { AccountEvent } from '../../../identity';
import type { AffiliateAccountEvent } from '../../domain/affiliate-account/affiliate-account.events';
import type { ReferralClickEvent } from '../../domain/clicks/referral-clicks.decider';
import type { CommissionsEvent } from '../../domain/commissions/commissions.events';
import {
  AFFILIATE_DAYS_COLLECTION,
  affiliateDayRows,
  affiliatePeople,
  AffiliateRow,
  affiliateRows,
  AFFILIATES_COLLECTION,
  CONVERSION_BASES_COLLECTION,
  conversionBaseRows,
  PROGRAMME_COLLECTION,
  PROGRAMME_DAYS_COLLECTION,
  PROGRAMME_ID,
  programmeDayRows,
  ProgrammeRow,
  programmeRows,
  referralRows,
  REFERRALS_COLLECTION,
  vietnamDayOf,
} from './affiliates.read-model';

// v2: names, revenue, downline sizes and the programme's totals (rebuilt from the log).
const NAME = 'affiliate.affiliates.v2';

type Amounts = Partial<Record<keyof AffiliateRow & string, number>>;
type ProgrammeAmounts = Partial<Record<Exclude<keyof ProgrammeRow, 'id'>, number>>;
type DayAmounts = { clicks?: number; conversions?: number; revenue?: number; commission?: number };

const nonZero = <T extends Record<string, number | undefined>>(by: T) => Object.fromEntries(Object.entries(by).filter(([, amount]) => amount !== 0 && amount !== undefined));

/** One guarded increment of an affiliate's totals per event: a redelivered event counts nothing twice. */
async function add(affiliateId: string, by: Amounts, context: ProjectionContext): Promise<void> {
  const changes = nonZero(by);
  if (Object.keys(changes).length > 0) await affiliateRows(context.store).increment(affiliateId, changes, { appliedBy: appliedByOf(NAME, context) });
}

async function addToDay(affiliateId: string, day: string, by: Omit<DayAmounts, 'revenue'>, context: ProjectionContext): Promise<void> {
  const seed = { id: `${affiliateId}:${day}`, affiliateId, day, clicks: 0, conversions: 0, commission: 0 };
  await countOnce(affiliateDayRows(context.store), seed, nonZero(by), appliedByOf(NAME, context));
}

const EMPTY_PROGRAMME: ProgrammeRow = {
  id: PROGRAMME_ID,
  affiliates: 0,
  clicks: 0,
  signups: 0,
  enrollments: 0,
  revenue: 0,
  manualCommissions: 0,
  payoutCount: 0,
  payoutAmount: 0,
  pending: 0,
  approved: 0,
  paid: 0,
  rejected: 0,
  cancelled: 0,
  reversed: 0,
};

/** The programme's totals and, when the event has a day, its chart point; once per event. */
async function addToProgramme(by: ProgrammeAmounts, context: ProjectionContext, day?: { day: string; by: DayAmounts }): Promise<void> {
  await countOnce(programmeRows(context.store), EMPTY_PROGRAMME, nonZero(by), appliedByOf(NAME, context));
  if (day) {
    const seed = { id: day.day, clicks: 0, conversions: 0, revenue: 0, commission: 0 };
    await countOnce(programmeDayRows(context.store), seed, nonZero(day.by), appliedByOf(NAME, context));
  }
}

/** A refund takes the conversion's revenue back from the affiliate, the programme and the sale's day. */
async function refunded(affiliateId: string, conversionId: string, change: { pending?: number; approved?: number }, counted: ProgrammeAmounts, context: ProjectionContext) {
  const base = await conversionBaseRows(context.store).get(conversionId);
  const revenue = base && base.tier === 'direct' ? base.revenue : 0;
  const commission = -((change.pending ?? 0) + (change.approved ?? 0));
  await add(affiliateId, { ...change, earned: -commission, revenue: -revenue }, context);
  const day = base && revenue > 0 ? { day: base.day, by: { revenue: -revenue } } : undefined;
  await addToProgramme({ ...change, ...counted, revenue: -revenue }, context, day);
}

/** Marks the admin who acted as shown, so the audit trail can name them. */
const nameAdmin = (by: string, context: ProjectionContext) => affiliatePeople.named(context.store, context.tools, by);

/**
 * Affiliates' totals (named, for the admin's search), their downline and their days, and the
 * programme's totals and days: the dashboard, the info call, the admin list and the statistics.
 * Exact under replay: totals move by guarded increments, rows are keyed by what they record.
 */
export const affiliatesProjection = defineProjection<AffiliateAccountEvent | ReferralClickEvent | CommissionsEvent | AccountEvent>({
  name: NAME,
  collections: [
    AFFILIATES_COLLECTION,
    REFERRALS_COLLECTION,
    AFFILIATE_DAYS_COLLECTION,
    PROGRAMME_COLLECTION,
    PROGRAMME_DAYS_COLLECTION,
    CONVERSION_BASES_COLLECTION,
    affiliatePeople.collection,
  ],
  handlers: {
    async AffiliateJoined({ data: { userId, code, at } }, context) {
      const { store, tools } = context;
      const person = await affiliatePeople.named(store, tools, userId);
      const zero = { clicks: 0, conversions: 0, signups: 0, enrollments: 0, teamConversions: 0, pending: 0, approved: 0, paid: 0, earned: 0, revenue: 0 };
      const downline = { directReferrals: 0, teamReferrals: 0, downline: 0 };
      await affiliateRows(store).insertIfAbsent({ id: userId, code, joinedAt: at, name: person.name, email: person.email, ...zero, ...downline });
      await referralRows(store).patch(userId, { isAffiliate: true });
      await addToProgramme({ affiliates: 1 }, context);
    },
    async ReferrerLinked({ data: { userId, referrerId, at } }, context) {
      const { store, tools } = context;
      const isAffiliate = (await affiliateRows(store).get(userId)) !== null;
      const person = await affiliatePeople.named(store, tools, userId);
      // The user's own directs join the referrer's team with them (a late link by a first order).
      const own = (await affiliateRows(store).get(userId))?.directReferrals ?? 0;
      await add(referrerId, { directReferrals: 1, teamReferrals: own, downline: 1 + own }, context);
      // The user is team to the referrer's own referrer.
      const upper = (await referralRows(store).get(referrerId))?.referrerId;
      if (upper) await add(upper, { teamReferrals: 1, downline: 1 }, context);
      await referralRows(store).upsert({ id: userId, name: person.name, referrerId, linkedAt: at, isAffiliate });
    },
    async ReferralLinkClicked({ data: { affiliateId, at } }, context) {
      const day = vietnamDayOf(at);
      await add(affiliateId, { clicks: 1 }, context);
      await addToDay(affiliateId, day, { clicks: 1 }, context);
      await addToProgramme({ clicks: 1 }, context, { day, by: { clicks: 1 } });
    },
    async ConversionRecorded({ data: { affiliateId, conversionId, type, tier, amount, commission, at } }, context) {
      const day = vietnamDayOf(at);
      const direct = tier === 'direct';
      const revenue = direct && type === 'COURSE_ENROLLMENT' ? amount : 0;
      await conversionBaseRows(context.store).insertIfAbsent({ id: conversionId, affiliateId, tier, revenue, day });
      const counted = !direct ? { teamConversions: 1 } : type === 'SIGNUP' ? { signups: 1, conversions: 1 } : { enrollments: 1, conversions: 1 };
      await add(affiliateId, { ...counted, pending: commission, earned: commission, revenue }, context);
      await addToDay(affiliateId, day, { conversions: direct ? 1 : 0, commission }, context);
      const byType = !direct ? {} : type === 'SIGNUP' ? { signups: 1 } : { enrollments: 1 };
      await addToProgramme({ ...byType, revenue, pending: commission }, context, { day, by: { conversions: direct ? 1 : 0, revenue, commission } });
    },
    async ConversionApproved({ data: { affiliateId, commission, by } }, context) {
      await nameAdmin(by, context);
      await add(affiliateId, { pending: -commission, approved: commission }, context);
      await addToProgramme({ pending: -commission, approved: commission }, context);
    },
    async ConversionRejected({ data: { affiliateId, commission, by } }, context) {
      await nameAdmin(by, context);
      await add(affiliateId, { pending: -commission, earned: -commission }, context);
      await addToProgramme({ pending: -commission, rejected: commission }, context);
    },
    async ConversionCancelled({ data: { affiliateId, conversionId, commission } }, context) {
      await refunded(affiliateId, conversionId, { pending: -commission }, { cancelled: commission }, context);
    },
    async ConversionReversed({ data: { affiliateId, conversionId, commission } }, context) {
      await refunded(affiliateId, conversionId, { approved: -commission }, { reversed: commission }, context);
    },
    async CommissionsPaidOut({ data: { affiliateId, amount, by } }, context) {
      await nameAdmin(by, context);
      await add(affiliateId, { approved: -amount, paid: amount }, context);
      await addToProgramme({ approved: -amount, paid: amount, payoutCount: 1, payoutAmount: amount }, context);
    },
    async ManualCommissionRecorded({ data: { affiliateId, commission, by } }, context) {
      await nameAdmin(by, context);
      await add(affiliateId, { approved: commission, earned: commission }, context);
      await addToProgramme({ approved: commission, manualCommissions: commission }, context);
    },
    // Carried out: the money was counted paid when the payout was recorded.
    async PayoutCarriedOut() {},
    async PayoutFailed({ data: { affiliateId, amount } }, context) {
      await add(affiliateId, { approved: amount, paid: -amount }, context);
      await addToProgramme({ approved: amount, paid: -amount, payoutCount: -1, payoutAmount: -amount }, context);
    },
    ...affiliatePeople.handlers,
  },
});
