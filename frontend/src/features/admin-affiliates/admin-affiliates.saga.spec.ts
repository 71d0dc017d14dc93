import { AFFILIATE_ERRORS, AffiliateSettings, PayoutsQueueEntry, PendingConversion } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { dataOf, errorOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { AdminAffiliatesApi } from './admin-affiliates.api';
import { createAdminAffiliatesSaga } from './admin-affiliates.saga';
import { adminAffiliatesActions as actions, adminAffiliatesReducer, payoutsQueueList, pendingConversionsList } from './admin-affiliates.slice';

const reducer = combineReducers({ adminAffiliates: adminAffiliatesReducer });
const ADMIN = { area: 'admin' };
const offline = () => new ApiError('Không thể kết nối máy chủ.', null, null, null, null);
const refused = (status: number, code: string, message: string) => new ApiError(message, status, message, code, null);
const conversion = (id: string): PendingConversion => ({
  _id: id,
  affiliateUserId: 'a1',
  type: 'COURSE_ENROLLMENT',
  tier: 'direct',
  referredUserId: 'b1',
  orderId: 'o1',
  amount: 1_990_000,
  ratePercent: 30,
  commission: 597_000,
  status: 'pending',
  notes: null,
  reviewedBy: null,
  reviewedAt: null,
  payableAt: '2027-04-01T00:00:00.000Z',
  createdAt: '2027-03-01T00:00:00.000Z',
  affiliateCode: 'ABCD2345',
  affiliateName: 'Lan',
  referredName: 'Bình',
});
const entry: PayoutsQueueEntry = { affiliateUserId: 'a1', code: 'ABCD2345', name: 'Lan', email: 'lan@example.vn', payable: 995_000, conversionCount: 2, deducted: 0, payableSince: '2027-04-01T00:00:00.000Z' };
const settings: AffiliateSettings = { directRatePercent: 30, teamRatePercent: 20, cookieDays: 30, holdingDays: 30, minimumPayout: 200_000, updatedAt: null, updatedBy: null };

function fakeApi(overrides: Partial<AdminAffiliatesApi> = {}): AdminAffiliatesApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  const empty = { rows: [], currentPage: 1, totalPages: 0, totalItems: 0 };
  return {
    sent,
    pendingConversions: async (query) => {
      sent.push(['pending', query]);
      return { rows: [conversion('c1'), conversion('c2')], currentPage: query.page, totalPages: 1, totalItems: 2 };
    },
    review: async (id, request) => {
      sent.push(['review', id, request]);
      return { message: 'Đã duyệt chuyển đổi.', conversion: { ...conversion(id), status: 'approved' } };
    },
    affiliates: async () => empty,
    history: async () => Promise.reject(offline()),
    settings: async () => settings,
    updateSettings: async (body) => {
      sent.push(['updateSettings', body]);
      return { message: 'Đã cập nhật cài đặt affiliate. Thay đổi áp dụng cho các chuyển đổi mới.', settings: { ...settings, ...body } };
    },
    payoutsQueue: async (query) => {
      sent.push(['queue', query]);
      return { rows: [entry], currentPage: 1, totalPages: 1, totalItems: 1 };
    },
    payouts: async () => empty,
    recordPayout: async (request, key) => {
      sent.push(['recordPayout', request, key]);
      return { message: 'Đã ghi nhận thanh toán hoa hồng.', payout: { _id: 'p1', affiliateUserId: 'a1', amount: 995_000, method: 'bank_transfer', reference: request.reference, conversionCount: 2, deducted: 0, status: 'processing', note: null, paidAt: '2027-05-01T00:00:00.000Z', carriedOutAt: null, failureReason: null } };
    },
    manualCommission: async () => Promise.reject(offline()),
    topAffiliates: async () => empty,
    programmeStats: async () => Promise.reject(offline()),
    ...overrides,
  };
}

function started(api = fakeApi()) {
  const notify = recordingNotifier();
  return { harness: startSaga(reducer, createAdminAffiliatesSaga({ api, notify })), notify, api };
}

describe('admin affiliates saga', () => {
  it('approves with notes: the row leaves the pending list and the page is asked again', async () => {
    const { harness, notify, api } = started();
    harness.dispatch(pendingConversionsList.actions.opened());
    await harness.waitFor(pendingConversionsList.actions.received.type);
    harness.dispatch(actions.reviewOpened({ conversion: conversion('c1'), decision: 'approved' }));
    harness.dispatch(actions.reviewSubmitted({ notes: 'Hợp lệ' }));
    harness.dispatch(actions.reviewSubmitted({ notes: 'Hợp lệ' }));
    await harness.waitFor(actions.reviewed.type);
    expect(harness.getState().adminAffiliates.review.conversion).toBeNull();
    await harness.waitFor(pendingConversionsList.actions.received.type, 2);
    expect(api.sent.filter(([kind]) => kind === 'review')).toEqual([['review', 'c1', { newStatus: 'approved', notes: 'Hợp lệ' }]]);
    expect(notify.calls).toEqual([{ kind: 'success', message: 'Đã duyệt chuyển đổi.', options: ADMIN }]);
  });

  it('keeps the dialog open with the spec’s text when a review fails without an answer, and with the server’s text on a 409', async () => {
    const lost = started(fakeApi({ review: async () => Promise.reject(offline()) }));
    lost.harness.dispatch(actions.reviewOpened({ conversion: conversion('c1'), decision: 'rejected' }));
    lost.harness.dispatch(actions.reviewSubmitted({ notes: '' }));
    await lost.harness.waitFor(actions.reviewFailed.type);
    expect(errorOf(lost.harness.getState().adminAffiliates.review.submission)?.message).toBe(AFFILIATE_ERRORS.CONVERSION_REVIEW_FAILED);
    expect(lost.harness.getState().adminAffiliates.review.conversion?._id).toBe('c1');

    const conflict = started(fakeApi({ review: async () => Promise.reject(refused(409, 'CONVERSION_ALREADY_REVIEWED', AFFILIATE_ERRORS.CONVERSION_ALREADY_REVIEWED)) }));
    conflict.harness.dispatch(actions.reviewOpened({ conversion: conversion('c1'), decision: 'rejected' }));
    conflict.harness.dispatch(actions.reviewSubmitted({ notes: '' }));
    await conflict.harness.waitFor(actions.reviewFailed.type);
    expect(conflict.notify.calls).toEqual([{ kind: 'error', message: AFFILIATE_ERRORS.CONVERSION_ALREADY_REVIEWED, options: ADMIN }]);
  });

  it('records a payout of the whole payable balance under one key per attempt; the affiliate leaves the queue', async () => {
    const failures = [offline(), refused(409, 'PAYOUT_AMOUNT_MISMATCH', AFFILIATE_ERRORS.PAYOUT_AMOUNT_MISMATCH)];
    let calls = 0;
    const base = fakeApi();
    const api = fakeApi({
      // The server's queue after the payout no longer has the affiliate.
      payoutsQueue: async () => ({ rows: calls > failures.length ? [] : [entry], currentPage: 1, totalPages: 1, totalItems: 1 }),
      recordPayout: async (request, key) => {
        calls += 1;
        if (calls <= failures.length) {
          base.sent.push(['recordPayout', request, key]);
          throw failures[calls - 1];
        }
        return base.recordPayout(request, key);
      },
    });
    const { harness, notify } = started({ ...api, sent: base.sent });
    harness.dispatch(payoutsQueueList.actions.opened());
    await harness.waitFor(payoutsQueueList.actions.received.type);
    harness.dispatch(actions.payoutOpened(entry));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      harness.dispatch(actions.payoutSubmitted({ reference: 'FT123', note: '' }));
      await harness.waitFor(attempt < 3 ? actions.payoutFailed.type : actions.payoutRecorded.type, attempt < 3 ? attempt : 1);
    }
    const sent = base.sent.filter(([kind]) => kind === 'recordPayout');
    expect(sent.map(([, request]) => request)).toEqual(Array(3).fill({ affiliateUserId: 'a1', method: 'bank_transfer', amount: 995_000, reference: 'FT123', note: '' }));
    const [first, second, third] = sent.map(([, , key]) => key);
    // Lost answer: the same attempt again. A refusal: the corrected request is a new one.
    expect(second).toBe(first);
    expect(third).not.toBe(second);
    // At once, before the reload answers: the row is gone.
    const shown = reducer(undefined, payoutsQueueList.actions.received({ rows: [entry], currentPage: 1, totalPages: 1, totalItems: 1 }));
    expect(dataOf(reducer(shown, actions.payoutRecorded({ affiliateUserId: 'a1' })).adminAffiliates.queue.result)?.rows).toEqual([]);
    expect(harness.getState().adminAffiliates.payout.entry).toBeNull();
    expect(notify.calls.map((c) => c.message)).toEqual([AFFILIATE_ERRORS.PAYOUT_RECORD_FAILED, AFFILIATE_ERRORS.PAYOUT_AMOUNT_MISMATCH, 'Đã ghi nhận thanh toán hoa hồng.']);
    await harness.waitFor(payoutsQueueList.actions.received.type, 2);
    expect(dataOf(harness.getState().adminAffiliates.queue.result)?.rows).toEqual([]);
  });

  it('loads and saves the settings, with the spec’s fallbacks for a failed load and a failed save', async () => {
    const { harness, notify, api } = started();
    harness.dispatch(actions.settingsRequested());
    await harness.waitFor(actions.settingsReceived.type);
    harness.dispatch(actions.settingsSubmitted({ directRatePercent: 25, teamRatePercent: 15, cookieDays: 60, holdingDays: 14, minimumPayout: 500_000 }));
    await harness.waitFor(actions.settingsSaved.type);
    expect(dataOf(harness.getState().adminAffiliates.settings)).toMatchObject({ directRatePercent: 25, holdingDays: 14 });
    expect(api.sent).toContainEqual(['updateSettings', { directRatePercent: 25, teamRatePercent: 15, cookieDays: 60, holdingDays: 14, minimumPayout: 500_000 }]);
    expect(notify.calls).toEqual([{ kind: 'success', message: 'Đã cập nhật cài đặt affiliate. Thay đổi áp dụng cho các chuyển đổi mới.', options: ADMIN }]);

    const down = started(fakeApi({ settings: async () => Promise.reject(offline()), updateSettings: async () => Promise.reject(offline()) }));
    down.harness.dispatch(actions.settingsRequested());
    down.harness.dispatch(actions.settingsSubmitted({ directRatePercent: 25, teamRatePercent: 15, cookieDays: 60, holdingDays: 14, minimumPayout: 500_000 }));
    await down.harness.waitFor(actions.settingsFailed.type);
    await down.harness.waitFor(actions.settingsSaveFailed.type);
    expect(down.notify.calls.map((c) => c.message).sort()).toEqual([AFFILIATE_ERRORS.AFFILIATE_SETTINGS_LOAD_FAILED, AFFILIATE_ERRORS.AFFILIATE_SETTINGS_UPDATE_FAILED].sort());
  });

  it('words the lists’ and the reports’ failures with the spec’s fallbacks', async () => {
    const { harness } = started(fakeApi({ pendingConversions: async () => Promise.reject(offline()), payoutsQueue: async () => Promise.reject(offline()) }));
    harness.dispatch(pendingConversionsList.actions.opened());
    harness.dispatch(payoutsQueueList.actions.opened());
    harness.dispatch(actions.statsRequested());
    await harness.waitFor(actions.statsFailed.type);
    await harness.waitFor(pendingConversionsList.actions.failed.type);
    await harness.waitFor(payoutsQueueList.actions.failed.type);
    const state = harness.getState().adminAffiliates;
    expect(errorOf(state.pending.result)?.message).toBe(AFFILIATE_ERRORS.PENDING_CONVERSIONS_FAILED);
    expect(errorOf(state.queue.result)?.message).toBe(AFFILIATE_ERRORS.PAYOUT_QUEUE_FAILED);
    expect(errorOf(state.stats)?.message).toBe(AFFILIATE_ERRORS.AFFILIATE_STATS_FAILED);
  });
});
