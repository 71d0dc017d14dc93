import { AFFILIATE_ERRORS, AffiliateProgrammeStats, AffiliateSettings, ResponseOf } from '@academy/contracts';
import { call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { createPagedListSaga } from '../../lib/paged-list';
import { toRemoteError } from '../../lib/remote';
import { Notifier } from '../../platform/notify';
import { AdminAffiliatesApi, AffiliateHistory } from './admin-affiliates.api';
import {
  selectAffiliates,
  selectHistory,
  selectManualCommission,
  selectPayoutDialog,
  selectPayouts,
  selectPayoutsQueue,
  selectPendingConversions,
  selectReview,
  selectTopAffiliates,
} from './admin-affiliates.selectors';
import {
  HistoryState,
  ManualCommissionState,
  PayoutDialogState,
  ReviewState,
  adminAffiliatesActions as actions,
  affiliatesList,
  payoutsList,
  payoutsQueueList,
  pendingConversionsList,
  topAffiliatesList,
} from './admin-affiliates.slice';

export interface AdminAffiliatesSagaDeps {
  api: AdminAffiliatesApi;
  notify: Notifier;
}

const ADMIN = { area: 'admin' } as const;

export function createAdminAffiliatesSaga(deps: AdminAffiliatesSagaDeps) {
  function* review({ payload }: ReturnType<typeof actions.reviewSubmitted>) {
    const { conversion, decision }: ReviewState = yield select(selectReview);
    if (!conversion) return;
    try {
      const answer: ResponseOf<'reviewConversion'> = yield call(deps.api.review, conversion._id, { newStatus: decision, notes: payload.notes });
      yield put(actions.reviewed(answer.conversion));
      deps.notify.success(answer.message, ADMIN);
    } catch (error) {
      // Spec part 1 §8: 'Review conversion'.
      const failure = toRemoteError(error, AFFILIATE_ERRORS.CONVERSION_REVIEW_FAILED);
      yield put(actions.reviewFailed(failure));
      deps.notify.error(failure.message, ADMIN);
    }
  }

  function* loadHistory() {
    const { affiliate, page }: HistoryState = yield select(selectHistory);
    if (!affiliate) return;
    try {
      const history: AffiliateHistory = yield call(deps.api.history, affiliate.affiliateUserId, page);
      yield put(actions.historyReceived(history));
    } catch (error) {
      yield put(actions.historyFailed(toRemoteError(error, AFFILIATE_ERRORS.AFFILIATE_HISTORY_FAILED)));
    }
  }

  function* loadSettings() {
    try {
      const settings: AffiliateSettings = yield call(deps.api.settings);
      yield put(actions.settingsReceived(settings));
    } catch (error) {
      // Spec part 1 §8: 'Affiliate settings load'.
      const failure = toRemoteError(error, AFFILIATE_ERRORS.AFFILIATE_SETTINGS_LOAD_FAILED);
      yield put(actions.settingsFailed(failure));
      deps.notify.error(failure.message, ADMIN);
    }
  }

  function* saveSettings({ payload }: ReturnType<typeof actions.settingsSubmitted>) {
    try {
      const answer: ResponseOf<'updateAffiliateSettings'> = yield call(deps.api.updateSettings, payload);
      yield put(actions.settingsSaved(answer.settings));
      deps.notify.success(answer.message, ADMIN);
    } catch (error) {
      // Spec part 1 §8: 'Settings update'.
      const failure = toRemoteError(error, AFFILIATE_ERRORS.AFFILIATE_SETTINGS_UPDATE_FAILED);
      yield put(actions.settingsSaveFailed(failure));
      deps.notify.error(failure.message, ADMIN);
    }
  }

  function* recordPayout({ payload }: ReturnType<typeof actions.payoutSubmitted>) {
    const { entry, attemptKey }: PayoutDialogState = yield select(selectPayoutDialog);
    if (!entry) return;
    try {
      // The whole payable balance the queue showed: the server refuses any other amount.
      const request = { affiliateUserId: entry.affiliateUserId, method: 'bank_transfer' as const, amount: entry.payable, ...payload };
      const answer: ResponseOf<'recordPayout'> = yield call(deps.api.recordPayout, request, attemptKey);
      yield put(actions.payoutRecorded({ affiliateUserId: entry.affiliateUserId }));
      deps.notify.success(answer.message, ADMIN);
    } catch (error) {
      // Spec part 1 §8: 'Record payout'.
      const failure = toRemoteError(error, AFFILIATE_ERRORS.PAYOUT_RECORD_FAILED);
      yield put(actions.payoutFailed(failure));
      deps.notify.error(failure.message, ADMIN);
    }
  }

  function* manualCommission({ payload }: ReturnType<typeof actions.manualSubmitted>) {
    const { attemptKey }: ManualCommissionState = yield select(selectManualCommission);
    try {
      const answer: ResponseOf<'manualCommission'> = yield call(deps.api.manualCommission, payload, attemptKey);
      yield put(actions.manualRecorded());
      deps.notify.success(answer.message, ADMIN);
    } catch (error) {
      const failure = toRemoteError(error, AFFILIATE_ERRORS.MANUAL_COMMISSION_FAILED);
      yield put(actions.manualFailed(failure));
      deps.notify.error(failure.message, ADMIN);
    }
  }

  function* loadStats() {
    try {
      const stats: AffiliateProgrammeStats = yield call(deps.api.programmeStats);
      yield put(actions.statsReceived(stats));
    } catch (error) {
      // Spec part 1 §8: 'Affiliate stats'.
      yield put(actions.statsFailed(toRemoteError(error, AFFILIATE_ERRORS.AFFILIATE_STATS_FAILED)));
    }
  }

  const lists = [
    createPagedListSaga(pendingConversionsList, {
      select: selectPendingConversions,
      fetch: deps.api.pendingConversions,
      fallback: AFFILIATE_ERRORS.PENDING_CONVERSIONS_FAILED,
      // The decided row left at once; the page is asked again so the next one moves up.
      reloadOn: [actions.reviewed.type],
    }),
    createPagedListSaga(affiliatesList, {
      select: selectAffiliates,
      fetch: deps.api.affiliates,
      fallback: AFFILIATE_ERRORS.AFFILIATE_STATS_FAILED,
      reloadOn: [actions.manualRecorded.type, actions.payoutRecorded.type],
    }),
    createPagedListSaga(payoutsQueueList, {
      select: selectPayoutsQueue,
      fetch: deps.api.payoutsQueue,
      fallback: AFFILIATE_ERRORS.PAYOUT_QUEUE_FAILED,
      reloadOn: [actions.payoutRecorded.type, actions.manualRecorded.type],
    }),
    createPagedListSaga(payoutsList, {
      select: selectPayouts,
      fetch: deps.api.payouts,
      fallback: AFFILIATE_ERRORS.PAYOUT_HISTORY_FAILED,
      reloadOn: [actions.payoutRecorded.type],
    }),
    createPagedListSaga(topAffiliatesList, {
      select: selectTopAffiliates,
      fetch: deps.api.topAffiliates,
      fallback: AFFILIATE_ERRORS.AFFILIATE_STATS_FAILED,
    }),
  ];

  return function* adminAffiliatesSaga() {
    for (const list of lists) yield fork(list);
    yield takeLeading(actions.reviewSubmitted.type, review);
    yield takeLatest([actions.historyOpened.type, actions.historyPageChanged.type, actions.manualRecorded.type], loadHistory);
    yield takeLatest(actions.settingsRequested.type, loadSettings);
    yield takeLeading(actions.settingsSubmitted.type, saveSettings);
    yield takeLeading(actions.payoutSubmitted.type, recordPayout);
    yield takeLeading(actions.manualSubmitted.type, manualCommission);
    yield takeLatest([actions.statsRequested.type, actions.manualRecorded.type], loadStats);
  };
}
