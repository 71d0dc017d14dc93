import { PAYMENT_REVIEWS_PAGE_SIZE, PaymentReview } from '@academy/contracts';
import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import { Page, PagedListState, createPagedListSaga } from '../../lib/paged-list';
import { dataOf, toRemoteError } from '../../lib/remote';
import { Notifier } from '../../platform/notify';
import { PaymentReviewsApi } from './payment-reviews.api';
import { REVIEW_ACTIONS } from './payment-review-format';
import { selectReviewDecision, selectReviewList } from './payment-reviews.selectors';
import { PaymentReviewsState, ReviewFilters, paymentReviewsActions, reviewsList } from './payment-reviews.slice';

export interface PaymentReviewsSagaDeps {
  api: PaymentReviewsApi;
  notify: Notifier;
}

const ADMIN = { area: 'admin' } as const;
/** What the screen says when the server gave no text. */
export const REVIEWS_LOAD_FAILED = 'Không thể tải danh sách giao dịch. Vui lòng thử lại.';

/** The page to show once one row has left: the same one, or the last that still has rows. */
export function pageAfterRemoval(list: PagedListState<PaymentReview, ReviewFilters>): number {
  const page = dataOf(list.result);
  if (!page) return list.page;
  const lastPage = Math.max(1, Math.ceil(page.totalItems / PAYMENT_REVIEWS_PAGE_SIZE));
  return Math.min(list.page, lastPage);
}

export function createPaymentReviewsSaga({ api, notify }: PaymentReviewsSagaDeps) {
  /** One row is enough to learn the total; a failure only leaves the badge off. */
  function* countOpen() {
    try {
      const page: Page<PaymentReview> = yield call(api.list, { status: 'open', page: 1, limit: 1 });
      yield put(paymentReviewsActions.openCountReceived(page.totalItems));
    } catch {
      // The badge is a convenience: the screen itself shows the error when it is opened.
    }
  }

  function* resolve({ payload: decision }: ReturnType<typeof paymentReviewsActions.decisionConfirmed>) {
    const { review }: PaymentReviewsState['decision'] = yield select(selectReviewDecision);
    if (!review) return;
    try {
      const decided: PaymentReview = yield call(api.resolve, review._id, decision);
      yield put(paymentReviewsActions.resolved(decided));
      notify.success(REVIEW_ACTIONS[decision.action].done, ADMIN);
      // The next transfer moves up into the page (or the page before, when this one is now empty).
      const list: PagedListState<PaymentReview, ReviewFilters> = yield select(selectReviewList);
      yield put(reviewsList.actions.pageChanged(pageAfterRemoval(list)));
    } catch (error) {
      const failure = toRemoteError(error);
      notify.error(failure.message, ADMIN);
      yield put(paymentReviewsActions.decisionFailed(failure));
      // Another admin decided it first: the list shows what happened instead of a row that cannot be decided.
      if (failure.code === 'PAYMENT_REVIEW_CLOSED') yield put(reviewsList.actions.opened());
    }
  }

  const listSaga = createPagedListSaga(reviewsList, {
    select: selectReviewList,
    fetch: api.list,
    fallback: REVIEWS_LOAD_FAILED,
    pageSize: PAYMENT_REVIEWS_PAGE_SIZE,
  });

  return function* paymentReviewsSaga() {
    yield fork(listSaga);
    yield takeLatest(paymentReviewsActions.adminAreaShown.type, countOpen);
    yield takeLatest(paymentReviewsActions.decisionConfirmed.type, resolve);
  };
}
