import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import { appliedByOf, countOnce } from '../../../../platform/projections/guarded-count';
import type { AffiliateAccountEvent } from '../../domain/affiliate-account/affiliate-account.events';
import type { ReferralClickEvent } from '../../domain/clicks/referral-clicks.decider';
import type { CommissionsEvent } from '../../domain/commissions/commissions.events';
import {
  AFFILIATE_DAYS_COLLECTION,
  affiliateDayRows,
  AffiliateRow,
  affiliateRows,
  AFFILIATES_COLLECTION,
  referralRows,
  REFERRALS_COLLECTION,
  vietnamDayOf,
} from './affiliates.read-model';

const NAME = 'affiliate.affiliates.v1';
type Amounts = Partial<Record<keyof AffiliateRow & string, number>>;

/** One guarded increment of an affiliate's totals per event: a redelivered event counts nothing twice. */
async function add(affiliateId: string, by: Amounts, context: ProjectionContext): Promise<void> {
  const changes = Object.fromEntries(Object.entries(by).filter(([, amount]) => amount !== 0));
  if (Object.keys(changes).length > 0) await affiliateRows(context.store).increment(affiliateId, changes, { appliedBy: appliedByOf(NAME, context) });
}

async function addToDay(affiliateId: string, at: string, by: { clicks?: number; conversions?: number; commission?: number }, context: ProjectionContext): Promise<void> {
  const day = vietnamDayOf(at);
  const seed = { id: `${affiliateId}:${day}`, affiliateId, day, clicks: 0, conversions: 0, commission: 0 };
  await countOnce(affiliateDayRows(context.store), seed, by, appliedByOf(NAME, context));
}

/** Affiliates' totals, their downline and their days: the dashboard, the info call and the admin list. */
export const affiliatesProjection = defineProjection<AffiliateAccountEvent | ReferralClickEvent | CommissionsEvent>({
  name: NAME,
  collections: [AFFILIATES_COLLECTION, REFERRALS_COLLECTION, AFFILIATE_DAYS_COLLECTION],
  handlers: {
    async AffiliateJoined({ data: { userId, code, at } }, { store }) {
      const zero = { clicks: 0, signups: 0, enrollments: 0, teamConversions: 0, pending: 0, approved: 0, paid: 0 };
      await affiliateRows(store).insertIfAbsent({ id: userId, code, joinedAt: at, ...zero });
      await referralRows(store).patch(userId, { isAffiliate: true });
    },
    async ReferrerLinked({ data: { userId, referrerId, at } }, { store }) {
      const isAffiliate = (await affiliateRows(store).get(userId)) !== null;
      await referralRows(store).upsert({ id: userId, referrerId, linkedAt: at, isAffiliate });
    },
    async ReferralLinkClicked({ data: { affiliateId, at } }, context) {
      await add(affiliateId, { clicks: 1 }, context);
      await addToDay(affiliateId, at, { clicks: 1 }, context);
    },
    async ConversionRecorded({ data: { affiliateId, type, tier, commission, at } }, context) {
      const counted = tier === 'team' ? { teamConversions: 1 } : type === 'SIGNUP' ? { signups: 1 } : { enrollments: 1 };
      await add(affiliateId, { ...counted, pending: commission }, context);
      await addToDay(affiliateId, at, { conversions: tier === 'direct' ? 1 : 0, commission }, context);
    },
    async ConversionApproved({ data: { affiliateId, commission } }, context) {
      await add(affiliateId, { pending: -commission, approved: commission }, context);
    },
    async ConversionRejected({ data: { affiliateId, commission } }, context) {
      await add(affiliateId, { pending: -commission }, context);
    },
    async ConversionCancelled({ data: { affiliateId, commission } }, context) {
      await add(affiliateId, { pending: -commission }, context);
    },
    async ConversionReversed({ data: { affiliateId, commission } }, context) {
      await add(affiliateId, { approved: -commission }, context);
    },
    async CommissionsPaidOut({ data: { affiliateId, amount } }, context) {
      await add(affiliateId, { approved: -amount, paid: amount }, context);
    },
  },
});
