import { ERROR_MESSAGES, MEDIA_ERRORS, MEDIA_MESSAGES, MEDIA_PAGE_SIZE } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { Page } from '../../lib/paged-list';
import { createPickedFiles } from '../../lib/picked-files';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { MediaLibraryApi } from './media-library.api';
import { createMediaLibrarySaga } from './media-library.saga';
import { mediaLibraryActions, mediaLibraryReducer, mediaList } from './media-library.slice';
import { mediaAsset } from './media.fixture';

const reducer = combineReducers({ mediaLibrary: mediaLibraryReducer });
const apiError = (status: number, code: string, message: string) => new ApiError(message, status, message, code, null);
const networkError = () => new ApiError('Failed to fetch', null, null, null, null);
const page = (rows = [mediaAsset('a'), mediaAsset('b')]): Page<ReturnType<typeof mediaAsset>> => ({ rows, currentPage: 1, totalPages: 1, totalItems: rows.length });

function fakeApi(overrides: Partial<MediaLibraryApi> = {}): MediaLibraryApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    list: async (query) => {
      sent.push(['list', query]);
      return page();
    },
    upload: async (file, request, { idempotencyKey, onProgress }) => {
      sent.push(['upload', file, request, idempotencyKey]);
      onProgress(12);
      onProgress(67);
      onProgress(100);
      return { message: MEDIA_MESSAGES.uploaded, media: mediaAsset('new', { title: request.title ?? '' }) };
    },
    remove: async (id) => {
      sent.push(['remove', id]);
      return { message: MEDIA_MESSAGES.deleted, _id: id };
    },
    playbackUrl: async (id) => ({ playbackUrl: `/files/signed/${id}`, expiresAt: '2026-11-22T12:00:00.000Z' }),
    ...overrides,
  };
}

function start(api = fakeApi()) {
  const notify = recordingNotifier();
  const files = createPickedFiles();
  const visited: string[] = [];
  const harness = startSaga(reducer, createMediaLibrarySaga({ api, notify, files, navigate: (to) => void visited.push(to) }));
  const rows = () => dataOf(harness.getState().mediaLibrary.list.result)?.rows.map((m) => m._id) ?? [];
  return { harness, notify, files, api, visited, rows };
}

describe('media library saga', () => {
  it('loads 12 videos a page with the search typed', async () => {
    const { harness, api, rows } = start();
    harness.dispatch(mediaList.actions.opened());
    await harness.waitFor(mediaList.actions.received.type);
    expect(rows()).toEqual(['a', 'b']);
    harness.dispatch(mediaList.actions.searchTyped('  quảng cáo '));
    harness.dispatch(mediaList.actions.searchApplied());
    await harness.waitFor(mediaList.actions.received.type, 2);
    expect(api.sent[1]).toEqual(['list', { page: 1, limit: MEDIA_PAGE_SIZE, search: 'quảng cáo' }]);
  });

  it('uploads the picked file with progress in whole percents, puts it at the top and goes back to the library', async () => {
    const { harness, notify, files, api, visited, rows } = start();
    harness.dispatch(mediaList.actions.opened());
    await harness.waitFor(mediaList.actions.received.type);
    const video = new Blob(['mp4']);
    const fileKey = files.keep(video);
    const key = harness.getState().mediaLibrary.upload.idempotencyKey;
    harness.dispatch(mediaLibraryActions.uploadStarted({ fileKey, fileName: 'bai-1.mp4', title: 'Bài 1', returnTo: '/instructor/media-library' }));
    expect(harness.getState().mediaLibrary.upload).toMatchObject({ submission: { status: 'loading' }, fileName: 'bai-1.mp4' });
    await harness.waitFor(mediaLibraryActions.uploaded.type);
    expect(api.sent[1]).toEqual(['upload', video, { title: 'Bài 1' }, key]);
    expect(harness.actions.filter((a) => a.type === mediaLibraryActions.uploadProgressed.type).map((a) => a.payload)).toEqual([12, 67, 100]);
    expect(rows()).toEqual(['new', 'a', 'b']);
    expect(harness.getState().mediaLibrary.upload.idempotencyKey).not.toBe(key);
    expect(files.get(fileKey)).toBeUndefined();
    expect(notify.calls).toEqual([{ kind: 'success', message: MEDIA_MESSAGES.uploaded, options: undefined }]);
    await settle();
    expect(visited).toEqual(['/instructor/media-library']);
  });

  it('keeps a fresh upload on top of page 1 while the library has not listed it yet', async () => {
    const { harness, files, rows } = start();
    harness.dispatch(mediaLibraryActions.uploadStarted({ fileKey: files.keep(new Blob(['x'])), fileName: 'x.mp4', title: 'X' }));
    await harness.waitFor(mediaLibraryActions.uploaded.type);
    harness.dispatch(mediaList.actions.opened());
    await harness.waitFor(mediaList.actions.received.type);
    expect(rows()).toEqual(['new', 'a', 'b']);
  });

  it('says "Upload thất bại: …" with the server text, else the spec fallback', async () => {
    let attempt = 0;
    const tooLarge = apiError(413, 'FILE_TOO_LARGE', ERROR_MESSAGES.FILE_TOO_LARGE);
    const { harness, notify, files } = start(fakeApi({ upload: async () => Promise.reject(attempt++ === 0 ? tooLarge : networkError()) }));
    const fileKey = files.keep(new Blob(['x']));
    harness.dispatch(mediaLibraryActions.uploadStarted({ fileKey, fileName: 'x.mp4', title: '' }));
    await harness.waitFor(mediaLibraryActions.uploadFailed.type);
    expect(harness.getState().mediaLibrary.upload).toMatchObject({ progress: null, submission: { status: 'failed', error: { message: ERROR_MESSAGES.FILE_TOO_LARGE } } });
    harness.dispatch(mediaLibraryActions.uploadStarted({ fileKey, fileName: 'x.mp4', title: '' }));
    await harness.waitFor(mediaLibraryActions.uploadFailed.type, 2);
    expect(notify.calls.map((c) => c.message)).toEqual([`Upload thất bại: ${ERROR_MESSAGES.FILE_TOO_LARGE}`, `Upload thất bại: ${MEDIA_ERRORS.MEDIA_UPLOAD_FAILED}`]);
  });

  it('sends again under a new key when the server has the old one for another upload', async () => {
    const keys: string[] = [];
    const api = fakeApi({
      upload: async (_file, request, { idempotencyKey }) => {
        keys.push(idempotencyKey);
        if (keys.length === 1) throw apiError(422, 'IDEMPOTENCY_KEY_REUSED', ERROR_MESSAGES.IDEMPOTENCY_KEY_REUSED);
        return { message: MEDIA_MESSAGES.uploaded, media: mediaAsset('new', { title: request.title ?? '' }) };
      },
    });
    const { harness, files } = start(api);
    harness.dispatch(mediaLibraryActions.uploadStarted({ fileKey: files.keep(new Blob(['x'])), fileName: 'x.mp4', title: 'X' }));
    await harness.waitFor(mediaLibraryActions.uploaded.type);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('deletes after confirmation, and shows why a video in use is kept', async () => {
    let attempt = 0;
    const inUse = apiError(409, 'MEDIA_IN_USE', MEDIA_ERRORS.MEDIA_IN_USE);
    const api = fakeApi({
      remove: async (id) => {
        if (attempt++ === 0) throw inUse;
        return { message: MEDIA_MESSAGES.deleted, _id: id };
      },
    });
    const { harness, notify, rows } = start(api);
    harness.dispatch(mediaList.actions.opened());
    await harness.waitFor(mediaList.actions.received.type);
    harness.dispatch(mediaLibraryActions.deleteRequested(mediaAsset('a', { usedInLectures: 2 })));
    harness.dispatch(mediaLibraryActions.deleteConfirmed());
    await harness.waitFor(mediaLibraryActions.deleteFailed.type);
    expect(harness.getState().mediaLibrary.deletion).toMatchObject({ media: { _id: 'a' }, submission: { status: 'failed', error: { message: MEDIA_ERRORS.MEDIA_IN_USE } } });
    expect(notify.calls[0]).toMatchObject({ kind: 'error', message: `Xóa thất bại: ${MEDIA_ERRORS.MEDIA_IN_USE}` });
    harness.dispatch(mediaLibraryActions.deleteConfirmed());
    await harness.waitFor(mediaLibraryActions.deleted.type);
    expect(rows()).toEqual(['b']);
    expect(harness.getState().mediaLibrary.deletion.media).toBeNull();
  });

  it('plays through a signed link, with the spec text when none is given', async () => {
    const { harness } = start(fakeApi({ playbackUrl: async () => Promise.reject(networkError()) }));
    harness.dispatch(mediaLibraryActions.playRequested({ _id: 'a', title: 'A', durationSeconds: 10 }));
    await harness.waitFor(mediaLibraryActions.playbackFailed.type);
    expect(harness.getState().mediaLibrary.player.url).toMatchObject({ status: 'failed', error: { message: MEDIA_ERRORS.MEDIA_PLAYBACK_FAILED } });

    const ok = start();
    ok.harness.dispatch(mediaLibraryActions.playRequested({ _id: 'a', title: 'A', durationSeconds: 10 }));
    await ok.harness.waitFor(mediaLibraryActions.playbackReceived.type);
    expect(ok.harness.getState().mediaLibrary.player.url).toEqual({ status: 'succeeded', data: '/files/signed/a' });
  });
});
