import { AdminSiteSettings, SITE_SETTINGS_MESSAGES, SiteSettings, SiteSettingsChangedResponse, SiteSettingsHistoryResponse } from '@academy/contracts';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { dataOf, toRemoteError } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import type { Notifier } from '../../platform/notify';
import type { SiteSettingsApi } from './site-settings.api';
import { selectAdminSiteSettings, selectSiteSettingsStatus } from './site-settings.selectors';
import { siteSettingsActions as actions } from './site-settings.slice';

export interface SiteSettingsSagaDeps {
  api: SiteSettingsApi;
  notify: Notifier;
}

const ADMIN = { area: 'admin' } as const;
const isConflict = (error: unknown) => error instanceof ApiError && error.code === 'EDIT_CONFLICT';

export function createSiteSettingsSaga({ api, notify }: SiteSettingsSagaDeps) {
  /** Once per visit (the server caches the answer); a failed load is tried again by the next footer. */
  function* loadSite() {
    const status: ReturnType<typeof selectSiteSettingsStatus> = yield select(selectSiteSettingsStatus);
    if (status === 'loading' || status === 'succeeded') return;
    yield put(actions.siteRequested());
    try {
      const settings: SiteSettings | null = yield call(api.publicSettings);
      yield put(actions.siteReceived(settings));
    } catch (error) {
      // The footer shows what it has without the contact block; no toast for a visitor.
      yield put(actions.siteFailed(toRemoteError(error, SITE_SETTINGS_MESSAGES.loadFailed)));
    }
  }

  function* loadAdmin() {
    try {
      const site: AdminSiteSettings = yield call(api.forAdmin);
      yield put(actions.adminReceived(site));
    } catch (error) {
      yield put(actions.adminFailed(toRemoteError(error, SITE_SETTINGS_MESSAGES.loadFailed)));
    }
  }

  function* loadHistory(page: number) {
    try {
      const history: SiteSettingsHistoryResponse = yield call(api.history, page);
      yield put(actions.historyReceived(history));
    } catch (error) {
      yield put(actions.historyFailed(toRemoteError(error, SITE_SETTINGS_MESSAGES.historyLoadFailed)));
    }
  }

  function* open() {
    yield all([call(loadAdmin), call(loadHistory, 1)]);
  }

  function* save({ payload: form }: ReturnType<typeof actions.submitted>) {
    const admin: ReturnType<typeof selectAdminSiteSettings> = yield select(selectAdminSiteSettings);
    try {
      const response: SiteSettingsChangedResponse = yield call(api.save, form, dataOf(admin)?.revision ?? null);
      yield put(actions.saved(response.site));
      notify.success(response.message, ADMIN);
      yield call(loadHistory, 1);
    } catch (error) {
      const failure = toRemoteError(error, SITE_SETTINGS_MESSAGES.saveFailed);
      yield put(actions.saveFailed(failure));
      notify.error(failure.message, ADMIN);
      // Another admin saved meanwhile: show theirs, so this admin edits on top of it.
      if (isConflict(error)) yield all([call(loadAdmin), call(loadHistory, 1)]);
    }
  }

  return function* siteSettingsSaga() {
    yield takeLeading(actions.siteWanted.type, loadSite);
    yield takeLatest(actions.adminOpened.type, open);
    yield takeLatest(actions.historyPageRequested.type, ({ payload }: ReturnType<typeof actions.historyPageRequested>) => loadHistory(payload));
    yield takeLatest(actions.submitted.type, save);
  };
}
