import { AFFILIATE_ERRORS, Affiliate, AffiliateDashboard, Conversion } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { ListQuery } from '../../lib/paged-list';
import { dataOf, errorOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { AffiliateDashboardApi, ConversionFilters } from './affiliate-dashboard.api';
import { createAffiliateDashboardSaga } from './affiliate-dashboard.saga';
import { affiliateDashboardActions as actions, affiliateDashboardReducer, myConversionsList, myPayoutsList } from './affiliate-dashboard.slice';
import { ReferralCookies } from './referral-cookies';

const reducer = combineReducers({ affiliateDashboard: affiliateDashboardReducer });
const affiliate: Affiliate = { affiliateId: 'u1', affiliateUserId: 'u1', code: 'ABCD2345', joinedAt: '2027-03-01T00:00:00.000Z', referredBy: null, payout: { pending: 0, approved: 0, paid: 0 } };
const dashboard: AffiliateDashboard = {
  code: 'ABCD2345',
  earnings: { pending: 597_000, approved: 0, paid: 0 },
  clicks: 4,
  conversions: { signups: 1, enrollments: 1, total: 2 },
  conversionRate: 50,
  directReferrals: 1,
  teamReferrals: 0,
  rates: { directRatePercent: 30, teamRatePercent: 20 },
  series: [],
};
const conversion = (id: string): Conversion => ({
  _id: id,
  affiliateUserId: 'u1',
  type: 'SIGNUP',
  tier: 'direct',
  referredUserId: 'u2',
  orderId: null,
  amount: 0,
  ratePercent: 30,
  commission: 0,
  status: 'pending',
  notes: null,
  reviewedBy: null,
  reviewedAt: null,
  payableAt: '2027-04-01T00:00:00.000Z',
  createdAt: '2027-03-01T00:00:00.000Z',
});
const offline = () => new ApiError('Không thể kết nối máy chủ.', null, null, null, null);
const refused = (status: number, code: string, message: string) => new ApiError(message, status, message, code, null);

function fakeApi(overrides: Partial<AffiliateDashboardApi> = {}): AffiliateDashboardApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    track: async (code) => {
      sent.push(['track', code]);
      if (code === 'KHONGCO') throw refused(404, 'AFFILIATE_CODE_INVALID', AFFILIATE_ERRORS.AFFILIATE_CODE_INVALID);
      return { code: code.toUpperCase(), counted: true, cookieDays: 45 };
    },
    info: async () => ({ isAffiliate: true, affiliate }),
    join: async () => {
      sent.push(['join']);
      return { message: 'Chúc mừng! Bạn đã tham gia chương trình affiliate.', affiliate };
    },
    dashboard: async () => dashboard,
    downline: async () => ({ direct: [], team: [], totals: { direct: 0, team: 0 } }),
    conversions: async (query: ListQuery<ConversionFilters>) => {
      sent.push(['conversions', query]);
      return { rows: [conversion('c1')], currentPage: query.page, totalPages: 2, totalItems: 11 };
    },
    payouts: async (query) => {
      sent.push(['payouts', query]);
      return { rows: [], currentPage: 1, totalPages: 0, totalItems: 0 };
    },
    linkTargets: async (search) => {
      sent.push(['linkTargets', search]);
      return [{ kind: 'course', slug: 'quang-cao', name: 'Quảng cáo' }];
    },
    ...overrides,
  };
}

function started(api = fakeApi()) {
  const notify = recordingNotifier();
  // The cookie writes go into the api's log, so a test can see they came after the tracker's answer.
  const referralCookies: ReferralCookies = { store: (code, source, days) => api.sent.push(['store', code, source, days]) };
  return { harness: startSaga(reducer, createAffiliateDashboardSaga({ api, notify, referralCookies })), notify, api };
}

describe('following a referral link', () => {
  it('counts the click first, then stores the code as the tracker wrote it, with the link’s source, for the programme’s cookie days', async () => {
    const { harness, api, notify } = started();
    harness.dispatch(actions.referralLinkOpened({ code: 'abcd2345', source: 'course_quang-cao' }));
    await harness.waitFor(actions.referralStored.type);
    expect(api.sent).toEqual([
      ['track', 'abcd2345'],
      ['store', 'ABCD2345', 'course_quang-cao', 45],
    ]);
    expect(harness.getState().affiliateDashboard.referral).toEqual({
      link: { code: 'abcd2345', source: 'course_quang-cao' },
      result: { status: 'succeeded', data: { code: 'ABCD2345', counted: true, cookieDays: 45 } },
    });
    expect(notify.calls).toEqual([]);
  });

  it('stores nothing for a code that is no affiliate’s, and says so with the spec’s text', async () => {
    const { harness, api, notify } = started();
    harness.dispatch(actions.referralLinkOpened({ code: 'KHONGCO' }));
    await harness.waitFor(actions.referralRefused.type);
    expect(api.sent).toEqual([['track', 'KHONGCO']]);
    expect(errorOf(harness.getState().affiliateDashboard.referral.result)).toMatchObject({ message: 'Mã affiliate không hợp lệ.', code: 'AFFILIATE_CODE_INVALID' });
    expect(notify.calls).toEqual([{ kind: 'error', message: 'Mã affiliate không hợp lệ.', options: undefined }]);
  });

  it('keeps the referral uncounted for the default 30 days when the tracker is out of reach', async () => {
    const { harness, api, notify } = started(fakeApi({ track: async () => Promise.reject(offline()) }));
    harness.dispatch(actions.referralLinkOpened({ code: 'ABCD2345' }));
    await harness.waitFor(actions.referralStored.type);
    expect(api.sent).toEqual([['store', 'ABCD2345', undefined, 30]]);
    expect(dataOf(harness.getState().affiliateDashboard.referral.result)).toEqual({ code: 'ABCD2345', counted: false, cookieDays: 30 });
    expect(notify.calls).toEqual([]);
  });
});

describe('affiliate dashboard saga', () => {
  it('asks the membership first, and for an affiliate loads the figures and the downline', async () => {
    const { harness } = started();
    harness.dispatch(actions.opened());
    await harness.waitFor(actions.dashboardReceived.type);
    await harness.waitFor(actions.downlineReceived.type);
    expect(dataOf(harness.getState().affiliateDashboard.dashboard)).toEqual(dashboard);
  });

  it('for a member who has not joined asks nothing more; joining shows the dashboard and toasts the server’s text', async () => {
    const { harness, notify, api } = started(fakeApi({ info: async () => ({ isAffiliate: false, affiliate: null }) }));
    harness.dispatch(actions.opened());
    await harness.waitFor(actions.infoReceived.type);
    expect(harness.types()).not.toContain(actions.dashboardRequested.type);

    harness.dispatch(actions.joinRequested());
    harness.dispatch(actions.joinRequested());
    await harness.waitFor(actions.dashboardReceived.type);
    expect(api.sent.filter(([kind]) => kind === 'join')).toHaveLength(1);
    expect(dataOf(harness.getState().affiliateDashboard.info)).toEqual({ isAffiliate: true, affiliate });
    expect(notify.calls).toEqual([{ kind: 'success', message: 'Chúc mừng! Bạn đã tham gia chương trình affiliate.', options: undefined }]);
  });

  it('words each failure with the spec’s fallback when the server says nothing, and the server’s text when it does', async () => {
    const { harness, notify } = started(
      fakeApi({
        dashboard: async () => Promise.reject(offline()),
        downline: async () => Promise.reject(offline()),
        conversions: async () => Promise.reject(offline()),
        payouts: async () => Promise.reject(offline()),
      }),
    );
    harness.dispatch(actions.opened());
    harness.dispatch(myConversionsList.actions.opened());
    harness.dispatch(myPayoutsList.actions.opened());
    await harness.waitFor(actions.dashboardFailed.type);
    await harness.waitFor(actions.downlineFailed.type);
    await harness.waitFor(myConversionsList.actions.failed.type);
    await harness.waitFor(myPayoutsList.actions.failed.type);
    const state = harness.getState().affiliateDashboard;
    expect(errorOf(state.dashboard)?.message).toBe(AFFILIATE_ERRORS.AFFILIATE_DATA_FAILED);
    expect(errorOf(state.downline)?.message).toBe(AFFILIATE_ERRORS.AFFILIATE_SYSTEM_LOAD_FAILED);
    expect(errorOf(state.conversions.result)?.message).toBe(AFFILIATE_ERRORS.CONVERSION_HISTORY_FAILED);
    expect(errorOf(state.payouts.result)?.message).toBe(AFFILIATE_ERRORS.PAYOUT_HISTORY_FAILED);
    expect(notify.calls).toEqual([{ kind: 'error', message: AFFILIATE_ERRORS.AFFILIATE_DATA_FAILED, options: undefined }]);

    const joinRefused = started(fakeApi({ info: async () => ({ isAffiliate: false, affiliate: null }), join: async () => Promise.reject(refused(403, 'EMAIL_NOT_VERIFIED', 'Vui lòng xác thực email.')) }));
    joinRefused.harness.dispatch(actions.joinRequested());
    await joinRefused.harness.waitFor(actions.joinFailed.type);
    expect(joinRefused.notify.calls).toEqual([{ kind: 'error', message: 'Vui lòng xác thực email.', options: undefined }]);
  });

  it('filters conversions by type from page 1, and leaves an empty type out of the query', async () => {
    const { harness, api } = started();
    harness.dispatch(myConversionsList.actions.opened());
    await harness.waitFor(myConversionsList.actions.received.type);
    harness.dispatch(myConversionsList.actions.pageChanged(2));
    await harness.waitFor(myConversionsList.actions.received.type, 2);
    harness.dispatch(myConversionsList.actions.filterChanged({ type: 'COURSE_ENROLLMENT' }));
    await harness.waitFor(myConversionsList.actions.received.type, 3);
    expect(api.sent.filter(([kind]) => kind === 'conversions').map(([, query]) => query)).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
      { page: 1, limit: 10, type: 'COURSE_ENROLLMENT' },
    ]);
  });

  it('offers courses and tools when the link builder opens, and searches 500 ms after the last keystroke', async () => {
    jest.useFakeTimers();
    try {
      const { harness, api } = started();
      harness.dispatch(actions.linkBuilderOpened());
      await jest.advanceTimersByTimeAsync(0);
      harness.dispatch(actions.linkSearchTyped('qu'));
      await jest.advanceTimersByTimeAsync(300);
      harness.dispatch(actions.linkSearchTyped('quang cao'));
      await jest.advanceTimersByTimeAsync(499);
      expect(api.sent.filter(([kind]) => kind === 'linkTargets')).toEqual([['linkTargets', '']]);
      await jest.advanceTimersByTimeAsync(2);
      expect(api.sent.filter(([kind]) => kind === 'linkTargets')).toEqual([['linkTargets', ''], ['linkTargets', 'quang cao']]);
      expect(dataOf(harness.getState().affiliateDashboard.links.targets)).toEqual([{ kind: 'course', slug: 'quang-cao', name: 'Quảng cáo' }]);
    } finally {
      jest.useRealTimers();
    }
  });
});
