import { ERROR_MESSAGES, fileInUseMessage, STORAGE_MESSAGES } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { StorageApi } from './storage.api';
import { folderPage, storedFile } from './storage.fixture';
import { createStorageSaga } from './storage.saga';
import { storageActions, storageReducer } from './storage.slice';

const reducer = combineReducers({ storage: storageReducer });
const apiError = (status: number, code: string, message: string) => new ApiError(message, status, message, code, null);

/** Two pages at the root, one page anywhere else; remembers what it was asked. */
function fakeApi(overrides: Partial<StorageApi> = {}): StorageApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    list: async (prefix, token) => {
      sent.push(['list', prefix, token]);
      if (prefix === '' && token === null) return folderPage('', { folders: ['private/', 'public/'], files: [storedFile('a.txt')], nextPageToken: 'a.txt' });
      if (prefix === '') return folderPage('', { files: [storedFile('b.txt')] });
      return folderPage(prefix, { files: [storedFile(`${prefix}x.webp`)] });
    },
    remove: async (fileName) => {
      sent.push(['remove', fileName]);
      return { message: STORAGE_MESSAGES.deleted, fileName };
    },
    ...overrides,
  };
}

function started(api = fakeApi()) {
  const notify = recordingNotifier();
  const harness = startSaga(reducer, createStorageSaga({ api, notify }));
  const shown = () => dataOf(harness.getState().storage.listing);
  return { harness, notify, api, shown };
}

describe('storage saga', () => {
  it('opens a folder with its sub-folders and files, then loads the next page onto it', async () => {
    const { harness, api, shown } = started();
    harness.dispatch(storageActions.folderOpened(''));
    await harness.waitFor(storageActions.folderReceived.type);
    expect(shown()).toEqual({ folders: ['private/', 'public/'], files: [storedFile('a.txt')], nextPageToken: 'a.txt' });
    harness.dispatch(storageActions.moreRequested());
    await harness.waitFor(storageActions.moreReceived.type);
    expect(shown()?.files.map((file) => file.fullPath)).toEqual(['a.txt', 'b.txt']);
    expect(shown()?.nextPageToken).toBeNull();
    expect(api.sent).toEqual([
      ['list', '', null],
      ['list', '', 'a.txt'],
    ]);
  });

  it('drops a page of the folder the admin has just left', async () => {
    let answerRoot: () => void = () => {};
    const api = fakeApi();
    const slowRoot = fakeApi({
      list: (prefix, token) => (prefix === '' ? new Promise((resolve) => (answerRoot = () => resolve(api.list(prefix, token)))) : api.list(prefix, token)),
    });
    const { harness, shown } = started(slowRoot);
    harness.dispatch(storageActions.folderOpened(''));
    await settle();
    harness.dispatch(storageActions.folderOpened('public/'));
    await harness.waitFor(storageActions.folderReceived.type);
    answerRoot();
    await settle();
    expect(harness.getState().storage.prefix).toBe('public/');
    expect(shown()?.files.map((file) => file.fullPath)).toEqual(['public/x.webp']);
  });

  it('falls back to the list text when a folder fails to load without a server message', async () => {
    const { harness } = started(fakeApi({ list: async () => Promise.reject(new ApiError('Failed to fetch', null, null, null, null)) }));
    harness.dispatch(storageActions.folderOpened('public/'));
    await harness.waitFor(storageActions.folderFailed.type);
    expect(harness.getState().storage.listing).toMatchObject({ status: 'failed', error: { message: STORAGE_MESSAGES.loadFailed } });
  });

  it('deletes the confirmed file, takes it off the list and toasts the server text', async () => {
    const { harness, api, notify, shown } = started();
    harness.dispatch(storageActions.folderOpened('public/'));
    await harness.waitFor(storageActions.folderReceived.type);
    harness.dispatch(storageActions.deleteRequested(storedFile('public/x.webp')));
    harness.dispatch(storageActions.deleteConfirmed());
    await harness.waitFor(storageActions.deleted.type);
    expect(api.sent).toContainEqual(['remove', 'public/x.webp']);
    expect(shown()?.files).toEqual([]);
    expect(harness.getState().storage.deletion.file).toBeNull();
    expect(notify.calls).toEqual([{ kind: 'success', message: STORAGE_MESSAGES.deleted, options: { area: 'admin' } }]);
  });

  it('keeps the dialog open with the server’s refusal for a file in use, and the file listed', async () => {
    const refusal = fileInUseMessage({ kind: 'course', title: 'Quảng cáo Facebook' });
    const { harness, shown } = started(fakeApi({ remove: async () => Promise.reject(apiError(409, 'FILE_IN_USE', refusal)) }));
    harness.dispatch(storageActions.folderOpened('public/'));
    await harness.waitFor(storageActions.folderReceived.type);
    harness.dispatch(storageActions.deleteRequested(storedFile('public/x.webp')));
    harness.dispatch(storageActions.deleteConfirmed());
    await harness.waitFor(storageActions.deleteFailed.type);
    expect(harness.getState().storage.deletion).toMatchObject({ file: { fullPath: 'public/x.webp' }, submission: { status: 'failed', error: { message: refusal, code: 'FILE_IN_USE' } } });
    expect(shown()?.files).toHaveLength(1);
    expect(refusal).not.toBe(ERROR_MESSAGES.FILE_IN_USE);
  });
});
