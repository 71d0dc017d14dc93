import { POPUP_DELAY_MS, PublicPopup } from '@academy/contracts';
import { all, call, put, race, take, takeLatest } from 'redux-saga/effects';
import { toRemoteError } from '../../lib/remote';
import type { PopupApi } from './popup.api';
import type { PopupSeen } from './popup-seen';
import { popupActions } from './popup.slice';

export interface SitePopupSagaDeps {
  api: Pick<PopupApi, 'active'>;
  seen: PopupSeen;
  /** Resolves after `ms` (the 1.5 s before the popup). */
  wait(ms: number): Promise<void>;
  /** Resolves once the picture is in the browser, so the popup never appears half drawn. */
  preload(url: string): Promise<void>;
}

/**
 * The popup the public pages show. Apart from the admin's saga (popup.saga.ts), so the public
 * pages load none of the editing code (uploads, messages) with their first screen.
 */
export function createSitePopupSaga({ api, seen, wait, preload }: SitePopupSagaDeps) {
  /**
   * Spec part 1 section 4: 1.5 s after the page loads, only if a popup is active and this session
   * has not seen one; then it is marked seen. The question and the wait run side by side, and the
   * picture loads within the wait, so the popup comes at 1.5 s whole.
   */
  function* showOnce() {
    if (seen.has()) return;
    let popup: PublicPopup | null;
    try {
      [popup] = yield all([call(activeWithPicture), call(wait, POPUP_DELAY_MS)]);
    } catch (error) {
      yield put(popupActions.activePopupFailed(toRemoteError(error)));
      return;
    }
    yield put(popupActions.activePopupReceived(popup));
    if (!popup || seen.has()) return;
    seen.mark();
    yield put(popupActions.sitePopupShown());
  }

  function* activeWithPicture() {
    const popup: PublicPopup | null = yield call(api.active);
    if (popup) yield call(preload, popup.imageUrl);
    return popup;
  }

  function* siteFlow() {
    yield race({ shown: call(showOnce), left: take(popupActions.sitePageLeft.type) });
  }

  return function* sitePopupSaga() {
    yield takeLatest(popupActions.sitePageOpened.type, siteFlow);
  };
}
