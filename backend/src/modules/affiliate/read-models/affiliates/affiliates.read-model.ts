import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/**
 * An affiliate's totals, by uid: what the dashboard, the info call and the admin's list show.
 * Counters and earnings move by guarded increments (exact under replay). `approved` is approved and
 * not yet paid, net of reversals (it can dip below zero while a refunded paid commission is owed).
 */
export interface AffiliateRow {
  id: string;
  code: string;
  joinedAt: string;
  clicks: number;
  /** Direct conversions by type, and conversions earned as someone's team. */
  signups: number;
  enrollments: number;
  teamConversions: number;
  pending: number;
  approved: number;
  paid: number;
}

/** Who referred whom (one row per referred user), for the downline. */
export interface ReferralRow {
  id: string;
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

export const affiliateRows = (store: ReadStore) =>
  store.collection<AffiliateRow>(AFFILIATES_COLLECTION, { present: ['code', 'joinedAt'], indexes: [[{ field: 'joinedAt', direction: 'desc' }]] });
export const referralRows = (store: ReadStore) =>
  store.collection<ReferralRow>(REFERRALS_COLLECTION, { present: ['referrerId', 'linkedAt'], indexes: [['referrerId', { field: 'linkedAt', direction: 'desc' }]] });
export const affiliateDayRows = (store: ReadStore) =>
  store.collection<AffiliateDayRow>(AFFILIATE_DAYS_COLLECTION, { present: ['affiliateId', 'day'], indexes: [['affiliateId', 'day']] });

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The calendar day of an instant in Vietnam (UTC+7), as YYYY-MM-DD. */
export const vietnamDayOf = (at: string | Date): string => new Date(new Date(at).getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
