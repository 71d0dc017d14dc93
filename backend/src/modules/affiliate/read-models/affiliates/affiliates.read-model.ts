import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { namedPeople } from '../../../identity';

/**
 * An affiliate's totals, by uid: what the dashboard, the info call and the admin's list show.
 * Counters and earnings move by guarded increments (exact under replay). `approved` is approved and
 * not yet paid, net of reversals (it can dip below zero while a refunded paid commission is owed).
 */
export interface AffiliateRow {
  id: string;
  code: string;
  /** The member's name and email, copied from identity for the admin's search; null once deleted. */
  name: string | null;
  email: string | null;
  joinedAt: string;
  clicks: number;
  /** Direct conversions of either type (the admin list's sort). */
  conversions: number;
  /** Direct conversions by type, and conversions earned as someone's team. */
  signups: number;
  enrollments: number;
  teamConversions: number;
  pending: number;
  approved: number;
  paid: number;
  /** pending + approved + paid: earned so far (the admin list's sort). */
  earned: number;
  /** What direct referred buyers paid for courses, refunds deducted. */
  revenue: number;
  directReferrals: number;
  teamReferrals: number;
  /** directReferrals + teamReferrals (the admin list's sort). */
  downline: number;
}

/** Who referred whom (one row per referred user), for the downline. */
export interface ReferralRow {
  id: string;
  /** The referred member's name (shown to their referrer); null once deleted. */
  name: string | null;
  referrerId: string;
  linkedAt: string;
  isAffiliate: boolean;
}

/** One affiliate's day in Vietnam time (the dashboard's chart). */
export interface AffiliateDayRow {
  id: string;
  affiliateId: string;
  day: string;
  clicks: number;
  conversions: number;
  commission: number;
}

export const AFFILIATES_COLLECTION = 'affiliate_affiliates';
export const REFERRALS_COLLECTION = 'affiliate_referrals';
export const AFFILIATE_DAYS_COLLECTION = 'affiliate_days';
export const PROGRAMME_COLLECTION = 'affiliate_programme';
export const PROGRAMME_DAYS_COLLECTION = 'affiliate_programme_days';
export const CONVERSION_BASES_COLLECTION = 'affiliate_conversion_bases';

/** The programme as a whole (one document): what the admin's statistics show. Guarded increments. */
export interface ProgrammeRow {
  id: string;
  affiliates: number;
  clicks: number;
  signups: number;
  enrollments: number;
  revenue: number;
  manualCommissions: number;
  payoutCount: number;
  payoutAmount: number;
  pending: number;
  approved: number;
  paid: number;
  rejected: number;
  cancelled: number;
  reversed: number;
}
export const PROGRAMME_ID = 'programme';

/** The programme's day in Vietnam time (the admin's charts). */
export interface ProgrammeDayRow {
  id: string;
  clicks: number;
  conversions: number;
  revenue: number;
  commission: number;
}

/** What a refund must take back of a conversion: its affiliate, tier, type, base and day (the refund events carry the commission only). */
export interface ConversionBaseRow {
  id: string;
  affiliateId: string;
  tier: 'direct' | 'team';
  revenue: number;
  day: string;
}

export const affiliateRows = (store: ReadStore) =>
  store.collection<AffiliateRow>(AFFILIATES_COLLECTION, {
    present: ['code', 'joinedAt'],
    indexes: [
      [{ field: 'joinedAt', direction: 'desc' }],
      [{ field: 'revenue', direction: 'desc' }],
      [{ field: 'earned', direction: 'desc' }],
    ],
  });
export const programmeRows = (store: ReadStore) => store.collection<ProgrammeRow>(PROGRAMME_COLLECTION);
export const programmeDayRows = (store: ReadStore) => store.collection<ProgrammeDayRow>(PROGRAMME_DAYS_COLLECTION);
export const conversionBaseRows = (store: ReadStore) => store.collection<ConversionBaseRow>(CONVERSION_BASES_COLLECTION);

/**
 * The affiliate module's copy of every account's sealed details, opened for the people it shows:
 * affiliates (the admin's list and search), referred members (their referrer's downline) and the
 * admins who reviewed, credited or paid (the audit trail).
 */
export const affiliatePeople = namedPeople('affiliate_people', async (store, uid, person) => {
  await affiliateRows(store).patch(uid, { name: person.name, email: person.email });
  await referralRows(store).patch(uid, { name: person.name });
});
export const referralRows = (store: ReadStore) =>
  store.collection<ReferralRow>(REFERRALS_COLLECTION, { present: ['referrerId', 'linkedAt'], indexes: [['referrerId', { field: 'linkedAt', direction: 'desc' }]] });
export const affiliateDayRows = (store: ReadStore) =>
  store.collection<AffiliateDayRow>(AFFILIATE_DAYS_COLLECTION, { present: ['affiliateId', 'day'], indexes: [['affiliateId', 'day']] });

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The calendar day of an instant in Vietnam (UTC+7), as YYYY-MM-DD. */
export const vietnamDayOf = (at: string | Date): string => new Date(new Date(at).getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
