import {
  AdminAffiliate,
  AdminAffiliateSort,
  AffiliateProgrammeStats,
  AffiliateSettings,
  Conversion,
  ManualCommissionRequest,
  PayoutsQueueEntry,
  PendingConversion,
  RecordPayoutRequest,
  ResponseOf,
  ReviewConversionRequest,
} from '@academy/contracts';
import { ListQuery, Page, toPage } from '../../lib/paged-list';
import { ApiClient } from '../../platform/api-client';

export type AffiliateFilters = { sort: AdminAffiliateSort; order: 'asc' | 'desc' };
export type AdminPayout = ResponseOf<'adminPayouts'>['payouts'][number];
export type TopAffiliate = ResponseOf<'topAffiliates'>['affiliates'][number];
export type AffiliateHistory = ResponseOf<'affiliateHistory'>;
type NoFilters = Record<string, never>;

export interface AdminAffiliatesApi {
  pendingConversions(query: ListQuery<NoFilters>): Promise<Page<PendingConversion>>;
  review(id: string, request: ReviewConversionRequest): Promise<{ message: string; conversion: Conversion }>;
  affiliates(query: ListQuery<AffiliateFilters>): Promise<Page<AdminAffiliate>>;
  history(affiliateUserId: string, page: number): Promise<AffiliateHistory>;
  settings(): Promise<AffiliateSettings>;
  updateSettings(settings: AffiliateSettingsRequest): Promise<{ message: string; settings: AffiliateSettings }>;
  payoutsQueue(query: ListQuery<NoFilters>): Promise<Page<PayoutsQueueEntry>>;
  payouts(query: ListQuery<NoFilters>): Promise<Page<AdminPayout>>;
  /** `attemptKey` is the Idempotency-Key: a double click or a retry after a lost answer pays once. */
  recordPayout(request: RecordPayoutRequest, attemptKey: string): Promise<ResponseOf<'recordPayout'>>;
  manualCommission(request: ManualCommissionRequest, attemptKey: string): Promise<ResponseOf<'manualCommission'>>;
  topAffiliates(query: ListQuery<NoFilters>): Promise<Page<TopAffiliate>>;
  programmeStats(): Promise<AffiliateProgrammeStats>;
}

export type AffiliateSettingsRequest = Omit<AffiliateSettings, 'updatedAt' | 'updatedBy'>;

/** How many history entries the drawer shows a page. */
export const HISTORY_PAGE_SIZE = 20;

export function createAdminAffiliatesApi(client: ApiClient): AdminAffiliatesApi {
  return {
    pendingConversions: async ({ page, limit }) => {
      const { conversions, pagination } = await client.call('pendingConversions', { query: { page, limit } });
      return toPage(conversions, pagination, pagination.totalItems);
    },
    review: (id, body) => client.call('reviewConversion', { params: { id }, body }),
    affiliates: async ({ page, limit, search, sort, order }) => {
      const { affiliates, pagination } = await client.call('adminAffiliates', { query: { page, limit, search, sort, order } });
      return toPage(affiliates, pagination, pagination.totalItems);
    },
    history: (id, page) => client.call('affiliateHistory', { params: { id }, query: { page, limit: HISTORY_PAGE_SIZE } }),
    settings: async () => (await client.call('affiliateSettings')).settings,
    updateSettings: (body) => client.call('updateAffiliateSettings', { body }),
    payoutsQueue: async ({ page, limit }) => {
      const { affiliates, pagination } = await client.call('payoutsQueue', { query: { page, limit } });
      return toPage(affiliates, pagination, pagination.totalItems);
    },
    payouts: async ({ page, limit }) => {
      const { payouts, pagination } = await client.call('adminPayouts', { query: { page, limit } });
      return toPage(payouts, pagination, pagination.totalItems);
    },
    recordPayout: (body, attemptKey) => client.call('recordPayout', { body, idempotencyKey: attemptKey }),
    manualCommission: (body, attemptKey) => client.call('manualCommission', { body, idempotencyKey: attemptKey }),
    topAffiliates: async ({ page, limit }) => {
      const { affiliates, pagination } = await client.call('topAffiliates', { query: { page, limit } });
      return toPage(affiliates, pagination, pagination.totalItems);
    },
    programmeStats: () => client.call('affiliateProgrammeStats'),
  };
}
