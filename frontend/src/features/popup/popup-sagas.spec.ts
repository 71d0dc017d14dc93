import { ERROR_MESSAGES, Popup, POPUP_DELAY_MS, POPUP_MESSAGES, PopupForm, PublicPopup } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { createPickedFiles } from '../../lib/picked-files';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import type { PopupApi } from './popup.api';
import type { PopupSeen } from './popup-seen';
import { createPopupAdminSaga } from './popup-admin.saga';
import { selectPopupList, selectSitePopup } from './popup.selectors';
import { popupActions, popupReducer } from './popup.slice';
import { createSitePopupSaga } from './site-popup.saga';

const reducer = combineReducers({ popup: popupReducer });

const popup = (id: string, overrides: Partial<Popup> = {}): Popup => ({
  _id: id,
  title: `Ưu đãi ${id}`,
  imageUrl: `/files/public/site-content/popups/${id}/popup-ab-1200.webp`,
  link: 'https://khoahoc.vn/uu-dai',
  isActive: false,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
  revision: 0,
  ...overrides,
});
const shown: PublicPopup = { _id: 'p1', title: 'Ưu đãi p1', imageUrl: '/files/public/site-content/popups/p1/popup-ab-1200.webp', link: 'https://khoahoc.vn/uu-dai' };

/** A session store in memory, as sessionStorage would hold it. */
function memorySeen(initially = false): PopupSeen & { marked: () => boolean } {
  let seen = initially;
  return { has: () => seen, mark: () => void (seen = true), marked: () => seen };
}

/** A wait the test ends when it likes, to see what happens before and after the 1.5 s. */
function controlledWait() {
  const waits: { ms: number; done: () => void }[] = [];
  return { waits, wait: (ms: number) => new Promise<void>((resolve) => waits.push({ ms, done: resolve })) };
}

function fakeApi(overrides: Partial<PopupApi> = {}): PopupApi & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    list: async () => [popup('p2'), popup('p1', { isActive: true })],
    create: async (form: PopupForm, image, key) => {
      calls.push(['create', form, image, key]);
      return { message: POPUP_MESSAGES.created, popup: popup('new', { title: form.title, isActive: form.isActive ?? false }) };
    },
    update: async (id, form, image, revision) => {
      calls.push(['update', id, form, image, revision]);
      return { message: POPUP_MESSAGES.updated, popup: popup(id, { title: form.title, isActive: form.isActive ?? false, revision: revision + 1 }) };
    },
    remove: async (id) => {
      calls.push(['remove', id]);
      return { message: POPUP_MESSAGES.deleted, id };
    },
    active: async () => shown,
    ...overrides,
  };
}

function start(options: { api?: PopupApi; seen?: PopupSeen; preload?: (url: string) => Promise<void> } = {}) {
  const timer = controlledWait();
  const notify = recordingNotifier();
  const files = createPickedFiles();
  const api = options.api ?? fakeApi();
  const seen = options.seen ?? memorySeen();
  const preloaded: string[] = [];
  const preload = options.preload ?? (async (url: string) => void preloaded.push(url));
  // The public pages' saga and the admin's, as the app runs them once both features are loaded.
  const sagas = [createSitePopupSaga({ api, seen, wait: timer.wait, preload }), createPopupAdminSaga({ api, notify, files })];
  const harness = startSaga(reducer, function* popupSagas() {
    yield all(sagas.map((saga) => fork(saga)));
  });
  return { harness, timer, notify, files, preloaded };
}

describe('popup saga: the site popup', () => {
  it('shows the active popup only once the 1.5 s have passed, with its picture loaded, and marks the session', async () => {
    const seen = memorySeen();
    const { harness, timer, preloaded } = start({ seen });
    harness.dispatch(popupActions.sitePageOpened());
    await settle();
    expect(timer.waits.map((w) => w.ms)).toEqual([POPUP_DELAY_MS]);
    expect(preloaded).toEqual([shown.imageUrl]);
    expect(selectSitePopup(harness.getState())).toBeNull();
    expect(seen.marked()).toBe(false);

    timer.waits[0].done();
    await harness.waitFor(popupActions.sitePopupShown.type);
    expect(selectSitePopup(harness.getState())).toEqual(shown);
    expect(seen.marked()).toBe(true);

    harness.dispatch(popupActions.sitePopupClosed());
    expect(selectSitePopup(harness.getState())).toBeNull();
  });

  it('shows nothing in a session that has seen a popup, and asks nothing', async () => {
    const api = fakeApi({ active: jest.fn(async () => shown) });
    const { harness, timer } = start({ api, seen: memorySeen(true) });
    harness.dispatch(popupActions.sitePageOpened());
    await settle();
    expect(timer.waits).toEqual([]);
    expect(api.active).not.toHaveBeenCalled();
    expect(harness.types()).not.toContain(popupActions.sitePopupShown.type);
  });

  it('shows nothing when no popup is active, and leaves the session unmarked for one switched on later', async () => {
    const seen = memorySeen();
    const { harness, timer } = start({ api: fakeApi({ active: async () => null }), seen });
    harness.dispatch(popupActions.sitePageOpened());
    await settle();
    timer.waits[0].done();
    await harness.waitFor(popupActions.activePopupReceived.type);
    await settle();
    expect(harness.types()).not.toContain(popupActions.sitePopupShown.type);
    expect(seen.marked()).toBe(false);
  });

  it('goes on quietly without a popup when it or its picture cannot load', async () => {
    for (const failing of [
      start({ api: fakeApi({ active: async () => Promise.reject(new ApiError('Đã có lỗi xảy ra', 502, null, null, null)) }) }),
      start({ preload: async () => Promise.reject(new Error('404')) }),
    ]) {
      failing.harness.dispatch(popupActions.sitePageOpened());
      await settle();
      failing.timer.waits[0]?.done();
      await failing.harness.waitFor(popupActions.activePopupFailed.type);
      expect(failing.harness.types()).not.toContain(popupActions.sitePopupShown.type);
      expect(failing.notify.calls).toEqual([]);
    }
  });

  it('shows nothing once the visitor has left for a page without the popup', async () => {
    const seen = memorySeen();
    const { harness, timer } = start({ seen });
    harness.dispatch(popupActions.sitePageOpened());
    await settle();
    harness.dispatch(popupActions.sitePageLeft());
    timer.waits[0].done();
    await settle();
    expect(harness.types()).not.toContain(popupActions.sitePopupShown.type);
    expect(seen.marked()).toBe(false);
  });
});

describe('popup saga: /admin/popup', () => {
  it('loads the list, and creates with the picture and the form’s idempotency key', async () => {
    const api = fakeApi();
    const { harness, files, notify } = start({ api });
    harness.dispatch(popupActions.adminOpened());
    await harness.waitFor(popupActions.listReceived.type);
    expect(dataOf(selectPopupList(harness.getState()))?.map((p) => p._id)).toEqual(['p2', 'p1']);

    harness.dispatch(popupActions.createOpened());
    const key = harness.getState().popup.editor.idempotencyKey;
    const image = new Blob(['png'], { type: 'image/png' });
    const imageKey = files.keep(image);
    harness.dispatch(popupActions.editorSubmitted({ form: { title: 'Mới', link: 'https://khoahoc.vn', isActive: false }, imageKey }));
    await harness.waitFor(popupActions.saved.type);
    expect(api.calls[0]).toEqual(['create', { title: 'Mới', link: 'https://khoahoc.vn', isActive: false }, image, key]);
    expect(files.get(imageKey)).toBeUndefined();
    expect(dataOf(selectPopupList(harness.getState()))?.[0]).toMatchObject({ _id: 'new', title: 'Mới' });
    expect(harness.getState().popup.editor.open).toBe(false);
    expect(notify.calls).toEqual([{ kind: 'success', message: POPUP_MESSAGES.created, options: { area: 'admin' } }]);
  });

  it('switches a popup on with its revision, then reloads the list to show the one switched off', async () => {
    const api = fakeApi();
    const { harness } = start({ api });
    harness.dispatch(popupActions.adminOpened());
    await harness.waitFor(popupActions.listReceived.type);
    harness.dispatch(popupActions.toggleRequested({ popup: popup('p2', { revision: 4 }), isActive: true }));
    expect(harness.getState().popup.toggling).toEqual({ p2: true });
    await harness.waitFor(popupActions.toggled.type);
    await harness.waitFor(popupActions.listReceived.type, 2);
    expect(api.calls[0]).toEqual(['update', 'p2', { title: 'Ưu đãi p2', link: 'https://khoahoc.vn/uu-dai', isActive: true }, undefined, 4]);
    expect(harness.getState().popup.toggling).toEqual({});
  });

  it('tells the admin when another admin changed the popup meanwhile, and reloads the list', async () => {
    const conflict = new ApiError(ERROR_MESSAGES.EDIT_CONFLICT, 409, ERROR_MESSAGES.EDIT_CONFLICT, 'EDIT_CONFLICT', null);
    const { harness, notify } = start({ api: fakeApi({ update: async () => Promise.reject(conflict) }) });
    harness.dispatch(popupActions.editOpened(popup('p1')));
    harness.dispatch(popupActions.editorSubmitted({ form: { title: 'Sửa', link: 'https://khoahoc.vn', isActive: false }, imageKey: null }));
    await harness.waitFor(popupActions.saveFailed.type);
    await harness.waitFor(popupActions.listReceived.type);
    expect(harness.getState().popup.editor.submission).toMatchObject({ status: 'failed', error: { message: ERROR_MESSAGES.EDIT_CONFLICT } });
    expect(notify.calls).toEqual([{ kind: 'error', message: ERROR_MESSAGES.EDIT_CONFLICT, options: { area: 'admin' } }]);
  });

  it('sends a create again under a new key when the server had the key with another form', async () => {
    const keys: string[] = [];
    const api = fakeApi({
      create: async (form, _image, key) => {
        keys.push(key);
        if (keys.length === 1) throw new ApiError(ERROR_MESSAGES.IDEMPOTENCY_KEY_REUSED, 422, ERROR_MESSAGES.IDEMPOTENCY_KEY_REUSED, 'IDEMPOTENCY_KEY_REUSED', null);
        return { message: POPUP_MESSAGES.created, popup: popup('new', { title: form.title }) };
      },
    });
    const { harness } = start({ api });
    harness.dispatch(popupActions.createOpened());
    harness.dispatch(popupActions.editorSubmitted({ form: { title: 'Lần hai', link: 'https://khoahoc.vn', isActive: false }, imageKey: null }));
    await harness.waitFor(popupActions.saved.type);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('deletes the popup the admin confirmed', async () => {
    const api = fakeApi();
    const { harness } = start({ api });
    harness.dispatch(popupActions.adminOpened());
    await harness.waitFor(popupActions.listReceived.type);
    harness.dispatch(popupActions.deleteRequested(popup('p2')));
    harness.dispatch(popupActions.deleteConfirmed());
    await harness.waitFor(popupActions.deleted.type);
    expect(api.calls).toEqual([['remove', 'p2']]);
    expect(dataOf(selectPopupList(harness.getState()))?.map((p) => p._id)).toEqual(['p1']);
    expect(harness.getState().popup.deletion.popup).toBeNull();
  });
});
