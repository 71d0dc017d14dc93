import { MEDIA_ERRORS, MEDIA_PAGE_SIZE, MediaUploadedResponse, DeleteMediaResponse, PlaybackUrlResponse } from '@academy/contracts';
import { nanoid } from '@reduxjs/toolkit';
import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import { createPagedListSaga } from '../../lib/paged-list';
import { PickedFiles } from '../../lib/picked-files';
import { toRemoteError } from '../../lib/remote';
import { uploadWithProgress } from '../../lib/upload-progress';
import { ApiError } from '../../platform/api-client';
import { Notifier } from '../../platform/notify';
import { MediaLibraryApi } from './media-library.api';
import { selectMediaDeletion, selectMediaList, selectMediaUpload } from './media-library.selectors';
import { MediaLibraryState, mediaLibraryActions, mediaList } from './media-library.slice';

export interface MediaLibrarySagaDeps {
  api: MediaLibraryApi;
  notify: Notifier;
  files: PickedFiles;
  navigate(to: string): Promise<void> | void;
}

/** Texts the spec gives no words for. */
export const MEDIA_LIBRARY_TEXTS = {
  loadFailed: 'Không thể tải thư viện media.',
  fileMissing: 'Vui lòng chọn lại tệp video.',
} as const;

export function createMediaLibrarySaga({ api, notify, files, navigate }: MediaLibrarySagaDeps) {
  function* send(file: Blob, title: string) {
    const start = (key: string) => (onProgress: (percent: number) => void, signal: AbortSignal) =>
      api.upload(file, { title }, { idempotencyKey: key, onProgress, signal });
    const { idempotencyKey }: MediaLibraryState['upload'] = yield select(selectMediaUpload);
    try {
      return yield* uploadWithProgress(start(idempotencyKey), mediaLibraryActions.uploadProgressed);
    } catch (error) {
      // An earlier attempt under this key did arrive with another title: this is a new upload.
      if (!(error instanceof ApiError) || error.code !== 'IDEMPOTENCY_KEY_REUSED') throw error;
      const fresh = nanoid();
      yield put(mediaLibraryActions.uploadKeyReplaced(fresh));
      return yield* uploadWithProgress(start(fresh), mediaLibraryActions.uploadProgressed);
    }
  }

  function* upload({ payload }: ReturnType<typeof mediaLibraryActions.uploadStarted>) {
    const file = files.get(payload.fileKey);
    try {
      if (!file) throw new Error(MEDIA_LIBRARY_TEXTS.fileMissing);
      const response: MediaUploadedResponse = yield* send(file, payload.title);
      files.release(payload.fileKey);
      yield put(mediaLibraryActions.uploaded({ media: response.media, nextKey: nanoid() }));
      notify.success(response.message);
      if (payload.returnTo) yield call(navigate, payload.returnTo);
    } catch (error) {
      const failure = toRemoteError(error, MEDIA_ERRORS.MEDIA_UPLOAD_FAILED);
      yield put(mediaLibraryActions.uploadFailed(failure));
      notify.error(`Upload thất bại: ${failure.message}`);
    }
  }

  function* remove() {
    const { media }: MediaLibraryState['deletion'] = yield select(selectMediaDeletion);
    if (!media) return;
    try {
      const response: DeleteMediaResponse = yield call(api.remove, media._id);
      yield put(mediaLibraryActions.deleted(response._id));
      notify.success(response.message);
    } catch (error) {
      // A video still used by a lecture is refused with the server's explanation; the dialog shows it too.
      const failure = toRemoteError(error, MEDIA_ERRORS.MEDIA_DELETE_FAILED);
      yield put(mediaLibraryActions.deleteFailed(failure));
      notify.error(`Xóa thất bại: ${failure.message}`);
    }
  }

  function* play({ payload }: ReturnType<typeof mediaLibraryActions.playRequested>) {
    try {
      const response: PlaybackUrlResponse = yield call(api.playbackUrl, payload._id);
      yield put(mediaLibraryActions.playbackReceived(response.playbackUrl));
    } catch (error) {
      yield put(mediaLibraryActions.playbackFailed(toRemoteError(error, MEDIA_ERRORS.MEDIA_PLAYBACK_FAILED)));
    }
  }

  const listSaga = createPagedListSaga(mediaList, {
    select: selectMediaList,
    fetch: api.list,
    fallback: MEDIA_LIBRARY_TEXTS.loadFailed,
    pageSize: MEDIA_PAGE_SIZE,
  });

  return function* mediaLibrarySaga() {
    yield fork(listSaga);
    yield takeLatest(mediaLibraryActions.uploadStarted.type, upload);
    yield takeLatest(mediaLibraryActions.deleteConfirmed.type, remove);
    yield takeLatest(mediaLibraryActions.playRequested.type, play);
  };
}
