import { Inject, Injectable } from '@nestjs/common';
import { AdminAffiliate, AdminAffiliateSort, Affiliate, AffiliateDashboard, DownlineMember, ParsedQueryOf, ResponseOf, toPagination } from '@academy/contracts';
import { DomainError } from '../../../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import type { AffiliateMembership } from '../../../identity';
import { AffiliateSettingsQuery } from '../affiliate-settings/affiliate-settings.query';
import { conversionRatePercent } from './conversion-rate';
import { affiliateDayRows, affiliatePeople, AffiliateRow, affiliateRows, ReferralRow, referralRows, vietnamDayOf } from './affiliates.read-model';

const SERIES_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A downline list shows this many of each; the totals count them all. */
const DOWNLINE_LIMIT = 500;

const earningsOf = ({ pending, approved, paid }: AffiliateRow) => ({ pending, approved, paid });
const toMember = ({ id, name, referrerId, linkedAt, isAffiliate }: ReferralRow): DownlineMember => ({ userId: id, name: name ?? null, referrerId, linkedAt, isAffiliate });

/** The admin list's sorts, as stored fields; ties by join date, newest first. */
const SORT_FIELDS: Record<AdminAffiliateSort, keyof AffiliateRow & string> = {
  joinedAt: 'joinedAt',
  earnings: 'earned',
  revenue: 'revenue',
  clicks: 'clicks',
  conversions: 'conversions',
  downline: 'downline',
};

export const toAdminAffiliate = (row: AffiliateRow, referredBy: string | null): AdminAffiliate => ({
  affiliateUserId: row.id,
  code: row.code,
  name: row.name,
  email: row.email,
  joinedAt: row.joinedAt,
  referredBy,
  clicks: row.clicks,
  signups: row.signups,
  enrollments: row.enrollments,
  teamConversions: row.teamConversions,
  revenue: row.revenue,
  earnings: earningsOf(row),
  downline: { direct: row.directReferrals, team: row.teamReferrals },
});

/** Reads affiliates: the user's own membership, dashboard and downline, the admin's list; and `isAffiliate` for identity's profile. */
@Injectable()
export class AffiliatesQuery implements AffiliateMembership {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly settings: AffiliateSettingsQuery,
  ) {}

  async isAffiliate(uid: string): Promise<boolean> {
    return (await affiliateRows(this.store).get(uid)) !== null;
  }

  async info(uid: string): Promise<ResponseOf<'myAffiliateInfo'>> {
    const row = await affiliateRows(this.store).get(uid);
    return row ? { isAffiliate: true, affiliate: await this.toAffiliate(row) } : { isAffiliate: false, affiliate: null };
  }

  async affiliate(uid: string): Promise<Affiliate> {
    return this.toAffiliate(await this.joined(uid));
  }

  async dashboard(uid: string, now: Date): Promise<AffiliateDashboard> {
    const row = await this.joined(uid);
    const [directs, settings, days] = await Promise.all([this.directsOf(uid), this.settings.current(), this.lastDays(uid, now)]);
    const team = directs.items.length > 0 ? await referralRows(this.store).count({ referrerId: { $in: directs.items.map((d) => d.id) } }) : 0;
    return {
      code: row.code,
      earnings: earningsOf(row),
      clicks: row.clicks,
      conversions: { signups: row.signups, enrollments: row.enrollments, total: row.signups + row.enrollments },
      // People brought, not conversions: one person's sign-up and orders are one success of a link.
      conversionRate: conversionRatePercent(directs.totalItems, row.clicks),
      directReferrals: directs.totalItems,
      teamReferrals: team,
      rates: { directRatePercent: settings.directRatePercent, teamRatePercent: settings.teamRatePercent },
      series: days,
    };
  }

  async downline(uid: string): Promise<ResponseOf<'myDownline'>> {
    await this.joined(uid);
    const directs = await this.directsOf(uid);
    const team =
      directs.items.length > 0
        ? await referralRows(this.store).find({ filter: { referrerId: { $in: directs.items.map((d) => d.id) } }, sort: [{ field: 'linkedAt', direction: 'desc' }], limit: DOWNLINE_LIMIT })
        : { items: [], totalItems: 0 };
    return { direct: directs.items.map(toMember), team: team.items.map(toMember), totals: { direct: directs.totalItems, team: team.totalItems } };
  }

  async list({ page, limit, search, sort, order }: ParsedQueryOf<'adminAffiliates'>): Promise<ResponseOf<'adminAffiliates'>> {
    const { items, totalItems } = await affiliateRows(this.store).find({
      ...(search ? { search: { text: search, fields: ['code', 'name', 'email'] } } : {}),
      sort: [{ field: SORT_FIELDS[sort], direction: order }, { field: 'joinedAt', direction: 'desc' }],
      page,
      limit,
    });
    const referredBy = await this.referrersOf(items.map((row) => row.id));
    const affiliates = items.map((row) => toAdminAffiliate(row, referredBy.get(row.id) ?? null));
    return { affiliates, pagination: toPagination(page, limit, totalItems) };
  }

  /** An affiliate as the admin sees them; 404 for a user who is not a member. */
  async member(uid: string): Promise<AffiliateRow> {
    const row = await affiliateRows(this.store).get(uid);
    if (!row) throw new DomainError('AFFILIATE_NOT_FOUND', 'not_found');
    return row;
  }

  /** Members by uid, for lists of other read models that name them. */
  async members(uids: readonly string[]): Promise<Map<string, AffiliateRow>> {
    const ids = [...new Set(uids)];
    if (ids.length === 0) return new Map();
    const { items } = await affiliateRows(this.store).find({ filter: { id: { $in: ids } }, limit: ids.length });
    return new Map(items.map((row) => [row.id, row]));
  }

  /** The names of people the module shows (admins who acted, members), by uid; absent once deleted. */
  async namesOf(uids: readonly string[]): Promise<Map<string, string | null>> {
    const ids = [...new Set(uids)];
    if (ids.length === 0) return new Map();
    const { items } = await affiliatePeople.rows(this.store).find({ filter: { id: { $in: ids } }, limit: ids.length });
    return new Map(items.map((row) => [row.id, row.name]));
  }

  private async joined(uid: string): Promise<AffiliateRow> {
    const row = await affiliateRows(this.store).get(uid);
    if (!row) throw new DomainError('AFFILIATE_NOT_JOINED', 'not_found');
    return row;
  }

  private async toAffiliate(row: AffiliateRow): Promise<Affiliate> {
    const referral = await referralRows(this.store).get(row.id);
    return { affiliateId: row.code, affiliateUserId: row.id, code: row.code, joinedAt: row.joinedAt, referredBy: referral?.referrerId ?? null, payout: earningsOf(row) };
  }

  private directsOf(uid: string) {
    return referralRows(this.store).find({ filter: { referrerId: uid }, sort: [{ field: 'linkedAt', direction: 'desc' }], limit: DOWNLINE_LIMIT });
  }

  private async referrersOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const { items } = await referralRows(this.store).find({ filter: { id: { $in: ids } }, limit: ids.length });
    return new Map(items.map((row) => [row.id, row.referrerId]));
  }

  /** The last 30 days in Vietnam time, oldest first; a day without activity is a point of zeros. */
  private async lastDays(uid: string, now: Date) {
    const days = Array.from({ length: SERIES_DAYS }, (_, i) => vietnamDayOf(new Date(now.getTime() - (SERIES_DAYS - 1 - i) * DAY_MS)));
    const { items } = await affiliateDayRows(this.store).find({ filter: { affiliateId: uid, day: { $gte: days[0] } }, limit: SERIES_DAYS + 1 });
    const byDay = new Map(items.map((row) => [row.day, row]));
    return days.map((date) => ({ date, clicks: byDay.get(date)?.clicks ?? 0, conversions: byDay.get(date)?.conversions ?? 0, commission: byDay.get(date)?.commission ?? 0 }));
  }
}
