import { AFFILIATE_ERRORS, Affiliate, AffiliateDashboard } from '@academy/contracts';
import { PayloadAction } from '@reduxjs/toolkit';
import { all, call, debounce, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { createPagedListSaga } from '../../lib/paged-list';
import { toRemoteError } from '../../lib/remote';
import { Notifier } from '../../platform/notify';
import { ApiError } from '../../platform/api-client';
import { AffiliateDashboardApi, Downline, TrackedReferral } from './affiliate-dashboard.api';
import { selectLinkBuilder, selectMyConversions, selectMyPayouts } from './affiliate-dashboard.selectors';
import { AffiliateInfo, LinkBuilderState, ReferralLink, affiliateDashboardActions as actions, myConversionsList, myPayoutsList } from './affiliate-dashboard.slice';
import { DEFAULT_REFERRAL_DAYS, ReferralCookies, documentReferralCookies } from './referral-cookies';
import { LinkTarget } from './referral-links';

export interface AffiliateDashboardSagaDeps {
  api: AffiliateDashboardApi;
  notify: Notifier;
  /** Where a followed referral link is remembered: the browser's cookies unless a test says otherwise. */
  referralCookies?: ReferralCookies;
}

/** The tracker's answers that mean "this code is no affiliate's" (404), or no code at all (400). */
const isRefusedCode = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Spec part 2 §9: searches wait 500 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 500;

export function createAffiliateDashboardSaga(deps: AffiliateDashboardSagaDeps) {
  const cookies = () => deps.referralCookies ?? documentReferralCookies();

  /**
   * A referral link: the click is counted first (GET /affiliates/track/{code}), and only a code the
   * tracker accepts is remembered, for the programme's cookie days, as the tracker normalised it.
   * A refused code stores nothing and says so. A tracker out of reach (offline, 5xx) must not cost
   * the affiliate the customer: the code is kept for the default days, uncounted, and the server
   * still decides at sign-up or purchase whether it belongs to an affiliate.
   */
  function* followReferral(action: PayloadAction<ReferralLink>) {
    const { code, source } = action.payload;
    try {
      const tracked: TrackedReferral = yield call(deps.api.track, code);
      cookies().store(tracked.code, source, tracked.cookieDays);
      yield put(actions.referralStored(tracked));
    } catch (error) {
      if (isRefusedCode(error)) {
        // Spec part 1 §8: 'Affiliate code invalid'.
        const failure = toRemoteError(error, AFFILIATE_ERRORS.AFFILIATE_CODE_INVALID);
        yield put(actions.referralRefused(failure));
        deps.notify.error(failure.message);
        return;
      }
      cookies().store(code, source, DEFAULT_REFERRAL_DAYS);
      yield put(actions.referralStored({ code, counted: false, cookieDays: DEFAULT_REFERRAL_DAYS }));
    }
  }

  /** Membership first: a member who has not joined sees the join call and nothing else is asked. */
  function* loadInfo() {
    try {
      const info: AffiliateInfo = yield call(deps.api.info);
      yield put(actions.infoReceived(info));
      if (info.isAffiliate) yield all([put(actions.dashboardRequested()), put(actions.downlineRequested())]);
    } catch (error) {
      // Spec part 1 §8: 'Affiliate data toast'.
      const failure = toRemoteError(error, AFFILIATE_ERRORS.AFFILIATE_DATA_FAILED);
      yield put(actions.infoFailed(failure));
      deps.notify.error(failure.message);
    }
  }

  function* join() {
    try {
      const answer: { message: string; affiliate: Affiliate } = yield call(deps.api.join);
      yield put(actions.joined(answer.affiliate));
      deps.notify.success(answer.message);
      yield all([put(actions.dashboardRequested()), put(actions.downlineRequested())]);
    } catch (error) {
      const failure = toRemoteError(error);
      yield put(actions.joinFailed(failure));
      deps.notify.error(failure.message);
    }
  }

  function* loadDashboard() {
    try {
      const dashboard: AffiliateDashboard = yield call(deps.api.dashboard);
      yield put(actions.dashboardReceived(dashboard));
    } catch (error) {
      const failure = toRemoteError(error, AFFILIATE_ERRORS.AFFILIATE_DATA_FAILED);
      yield put(actions.dashboardFailed(failure));
      deps.notify.error(failure.message);
    }
  }

  function* loadDownline() {
    try {
      const downline: Downline = yield call(deps.api.downline);
      yield put(actions.downlineReceived(downline));
    } catch (error) {
      // Spec part 1 §8: 'Affiliate system load' (the referral system: who I brought, and their team).
      yield put(actions.downlineFailed(toRemoteError(error, AFFILIATE_ERRORS.AFFILIATE_SYSTEM_LOAD_FAILED)));
    }
  }

  function* loadLinkTargets() {
    const { search }: LinkBuilderState = yield select(selectLinkBuilder);
    try {
      const targets: LinkTarget[] = yield call(deps.api.linkTargets, search);
      yield put(actions.linkTargetsReceived(targets));
    } catch (error) {
      yield put(actions.linkTargetsFailed(toRemoteError(error)));
    }
  }

  const conversionsSaga = createPagedListSaga(myConversionsList, {
    select: selectMyConversions,
    fetch: deps.api.conversions,
    fallback: AFFILIATE_ERRORS.CONVERSION_HISTORY_FAILED,
  });
  const payoutsSaga = createPagedListSaga(myPayoutsList, {
    select: selectMyPayouts,
    fetch: deps.api.payouts,
    fallback: AFFILIATE_ERRORS.PAYOUT_HISTORY_FAILED,
  });

  return function* affiliateDashboardSaga() {
    yield fork(conversionsSaga);
    yield fork(payoutsSaga);
    yield takeLatest(actions.referralLinkOpened.type, followReferral);
    yield takeLatest(actions.opened.type, loadInfo);
    // One join at a time: a double click asks once (the server would answer the same code anyway).
    yield takeLeading(actions.joinRequested.type, join);
    yield takeLatest(actions.dashboardRequested.type, loadDashboard);
    yield takeLatest(actions.downlineRequested.type, loadDownline);
    yield takeLatest(actions.linkBuilderOpened.type, loadLinkTargets);
    yield debounce(SEARCH_DEBOUNCE_MS, actions.linkSearchTyped.type, loadLinkTargets);
  };
}
