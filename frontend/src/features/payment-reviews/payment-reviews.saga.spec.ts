import { ERROR_MESSAGES, PaymentReview } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { review } from './payment-review.fixture';
import { REVIEW_ACTIONS } from './payment-review-format';
import { PaymentReviewsApi, PaymentReviewsQuery } from './payment-reviews.api';
import { createPaymentReviewsSaga } from './payment-reviews.saga';
import { paymentReviewsActions, paymentReviewsReducer, reviewsList } from './payment-reviews.slice';

const reducer = combineReducers({ paymentReviews: paymentReviewsReducer });

/** A server holding `open` transfers (and `closed` decided ones), 20 a page, that decides as asked. */
function fakeApi(open: PaymentReview[], closed: PaymentReview[] = [], refuse?: ApiError): PaymentReviewsApi & { asked: PaymentReviewsQuery[]; sent: unknown[][] } {
  const asked: PaymentReviewsQuery[] = [];
  const sent: unknown[][] = [];
  return {
    asked,
    sent,
    list: async (query) => {
      asked.push(query);
      const rows = query.status === 'closed' ? closed : open;
      const { page, limit } = query;
      return { rows: rows.slice((page - 1) * limit, page * limit), currentPage: page, totalPages: Math.ceil(rows.length / limit), totalItems: rows.length };
    },
    resolve: async (id, decision) => {
      sent.push([id, decision]);
      if (refuse) throw refuse;
      const index = open.findIndex((row) => row._id === id);
      const [decided] = open.splice(index, 1);
      const status = { match: 'matched', return: 'returned', ignore: 'ignored' } as const;
      return { ...decided, status: status[decision.action], note: decision.note, decidedBy: 'admin-1', decidedAt: '2026-12-01T10:00:00.000Z' };
    },
  };
}

const many = (count: number, prefix = 'r') => Array.from({ length: count }, (_, i) => review(`${prefix}${i + 1}`));

async function opened(api: ReturnType<typeof fakeApi>) {
  const notify = recordingNotifier();
  const harness = startSaga(reducer, createPaymentReviewsSaga({ api, notify }));
  harness.dispatch(reviewsList.actions.opened());
  await harness.waitFor(reviewsList.actions.received.type);
  const state = () => harness.getState().paymentReviews;
  const ids = () => (dataOf(state().list.result)?.rows ?? []).map((row) => row._id);
  return { harness, notify, state, ids };
}

describe('payment reviews saga', () => {
  it('loads the open transfers 20 a page, the decided ones on the other tab, and counts the open ones for the badge', async () => {
    const api = fakeApi(many(23), [review('c1', { status: 'matched' })]);
    const { harness, state, ids } = await opened(api);
    expect(api.asked).toEqual([{ page: 1, limit: 20, status: 'open' }]);
    expect(ids()).toHaveLength(20);
    expect(state().openCount).toBe(23);

    harness.dispatch(reviewsList.actions.filterChanged({ status: 'closed' }));
    await harness.waitFor(reviewsList.actions.received.type, 2);
    expect(api.asked[1]).toEqual({ page: 1, limit: 20, status: 'closed' });
    expect(ids()).toEqual(['c1']);
    // The decided tab's total is not the badge's count.
    expect(state().openCount).toBe(23);
  });

  it('counts the open transfers with one row when an admin dashboard opens', async () => {
    const api = fakeApi(many(3));
    const harness = startSaga(reducer, createPaymentReviewsSaga({ api, notify: recordingNotifier() }));
    harness.dispatch(paymentReviewsActions.adminAreaShown());
    await harness.waitFor(paymentReviewsActions.openCountReceived.type);
    expect(api.asked).toEqual([{ status: 'open', page: 1, limit: 1 }]);
    expect(harness.getState().paymentReviews.openCount).toBe(3);
  });

  it('sends the decision, takes the row out of the open list at once, toasts, and refills the page', async () => {
    const api = fakeApi(many(21));
    const { harness, notify, state, ids } = await opened(api);
    const decision = { action: 'match', orderCode: 'DH0000000123A', note: 'Đã gọi điện cho người mua' } as const;
    harness.dispatch(paymentReviewsActions.decisionAsked({ review: review('r2'), action: 'match' }));
    harness.dispatch(paymentReviewsActions.decisionConfirmed(decision));
    await harness.waitFor(paymentReviewsActions.resolved.type);
    expect(api.sent).toEqual([['r2', decision]]);
    expect(ids()).not.toContain('r2');
    expect(state().openCount).toBe(20);
    expect(state().decision).toEqual({ review: null, action: null, submission: { status: 'idle' } });
    expect(notify.calls).toEqual([{ kind: 'success', message: REVIEW_ACTIONS.match.done, options: { area: 'admin' } }]);

    // The 21st transfer moves up into the first page.
    await harness.waitFor(reviewsList.actions.received.type, 2);
    expect(ids()).toHaveLength(20);
    expect(ids()).toContain('r21');
    expect(state().list.page).toBe(1);
  });

  it('goes back a page when the last row of the last page is decided', async () => {
    const api = fakeApi(many(21));
    const { harness, ids, state } = await opened(api);
    harness.dispatch(reviewsList.actions.pageChanged(2));
    await harness.waitFor(reviewsList.actions.received.type, 2);
    expect(ids()).toEqual(['r21']);
    harness.dispatch(paymentReviewsActions.decisionAsked({ review: review('r21'), action: 'ignore' }));
    harness.dispatch(paymentReviewsActions.decisionConfirmed({ action: 'ignore', note: 'Giao dịch thử' }));
    await harness.waitFor(reviewsList.actions.received.type, 3);
    expect(state().list.page).toBe(1);
    expect(ids()).toHaveLength(20);
  });

  it("keeps the dialog open with the server's message when the order was paid by something else", async () => {
    const text = ERROR_MESSAGES.PAYMENT_ORDER_ALREADY_PAID;
    const api = fakeApi(many(2), [], new ApiError(text, 409, text, 'PAYMENT_ORDER_ALREADY_PAID', null));
    const { harness, notify, state, ids } = await opened(api);
    harness.dispatch(paymentReviewsActions.decisionAsked({ review: review('r1'), action: 'match' }));
    harness.dispatch(paymentReviewsActions.decisionConfirmed({ action: 'match', orderCode: 'DH0000000123A', note: 'ghép' }));
    await harness.waitFor(paymentReviewsActions.decisionFailed.type);
    expect(state().decision).toMatchObject({ action: 'match', submission: { status: 'failed', error: { message: text, code: 'PAYMENT_ORDER_ALREADY_PAID' } } });
    expect(ids()).toEqual(['r1', 'r2']);
    expect(notify.calls).toEqual([{ kind: 'error', message: text, options: { area: 'admin' } }]);
  });

  it('loads the list again when another admin decided the transfer first', async () => {
    const text = ERROR_MESSAGES.PAYMENT_REVIEW_CLOSED;
    const api = fakeApi(many(2), [], new ApiError(text, 409, text, 'PAYMENT_REVIEW_CLOSED', null));
    const { harness } = await opened(api);
    harness.dispatch(paymentReviewsActions.decisionAsked({ review: review('r1'), action: 'return' }));
    harness.dispatch(paymentReviewsActions.decisionConfirmed({ action: 'return', note: 'Đã hoàn' }));
    await harness.waitFor(reviewsList.actions.received.type, 2);
    expect(api.asked).toHaveLength(2);
  });
});
