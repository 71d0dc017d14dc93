import { Affiliate, AffiliateDashboard, Conversion, ConversionType, Payout, ResponseOf } from '@academy/contracts';
import { ListQuery, Page, toPage } from '../../lib/paged-list';
import { ApiClient } from '../../platform/api-client';
import { LinkTarget } from './referral-links';

/** The people this affiliate brought (direct) and the people they brought in turn (team). */
export type Downline = ResponseOf<'myDownline'>;
/** The conversions table's filter: a type, or '' for every type. */
export type ConversionFilters = { type: '' | ConversionType };

/** A followed referral link, as the tracker answered: the code as stored, whether the click counted, the cookie's days. */
export type TrackedReferral = ResponseOf<'trackAffiliate'>;

/** How many courses and tools the link builder offers for what was typed. */
export const LINK_TARGET_MATCHES = 5;

export interface AffiliateDashboardApi {
  /** Counts a click on a referral link (no login needed); refuses a code that is no affiliate's. */
  track(code: string): Promise<TrackedReferral>;
  info(): Promise<{ isAffiliate: boolean; affiliate: Affiliate | null }>;
  join(): Promise<{ message: string; affiliate: Affiliate }>;
  dashboard(): Promise<AffiliateDashboard>;
  downline(): Promise<Downline>;
  conversions(query: ListQuery<ConversionFilters>): Promise<Page<Conversion>>;
  payouts(query: ListQuery<Record<string, string>>): Promise<Page<Payout>>;
  /** Courses and tools whose name matches, for the link builder (the public catalogues). */
  linkTargets(search: string): Promise<LinkTarget[]>;
}

export function createAffiliateDashboardApi(client: ApiClient): AffiliateDashboardApi {
  return {
    track: (code) => client.call('trackAffiliate', { params: { code } }),
    info: () => client.call('myAffiliateInfo'),
    join: () => client.call('joinAffiliate'),
    dashboard: () => client.call('affiliateDashboard'),
    downline: () => client.call('myDownline'),
    conversions: async ({ page, limit, type }) => {
      const { conversions, pagination } = await client.call('myConversions', { query: { page, limit, ...(type ? { type } : {}) } });
      return toPage(conversions, pagination, pagination.totalItems);
    },
    payouts: async ({ page, limit }) => {
      const { payouts, pagination } = await client.call('myPayouts', { query: { page, limit } });
      return toPage(payouts, pagination, pagination.totalItems);
    },
    linkTargets: async (search) => {
      const term = search.trim() || undefined;
      const [courses, tools] = await Promise.all([
        client.call('listCourses', { query: { page: 1, limit: LINK_TARGET_MATCHES, ...(term ? { search: term } : {}) } }),
        client.call('listTools', { query: { page: 1, limit: LINK_TARGET_MATCHES, ...(term ? { searchTerm: term } : {}) } }),
      ]);
      return [
        ...courses.courses.map((course): LinkTarget => ({ kind: 'course', slug: course.slug, name: course.title })),
        ...tools.tools.map((tool): LinkTarget => ({ kind: 'tool', slug: tool.slug, name: tool.name })),
      ];
    },
  };
}
