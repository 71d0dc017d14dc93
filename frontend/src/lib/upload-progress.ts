import { UnknownAction } from '@reduxjs/toolkit';
import { END, buffers, eventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';

/** Starts an upload: reports each new percent and stops sending when `signal` aborts. */
export type StartUpload<T> = (onProgress: (percent: number) => void, signal: AbortSignal) => Promise<T>;

type UploadEvent<T> = { kind: 'progress'; percent: number } | { kind: 'done'; value: T } | { kind: 'failed'; error: unknown };

function uploadChannel<T>(start: StartUpload<T>) {
  return eventChannel<UploadEvent<T>>(
    (emit) => {
      const controller = new AbortController();
      let settled = false;
      const finish = (event: UploadEvent<T>) => {
        settled = true;
        emit(event);
        emit(END);
      };
      start((percent) => emit({ kind: 'progress', percent }), controller.signal).then(
        (value) => finish({ kind: 'done', value }),
        (error: unknown) => finish({ kind: 'failed', error }),
      );
      // Closed before the answer (the saga was cancelled: the user left or saved again): stop sending.
      return () => {
        if (!settled) controller.abort();
      };
    },
    // Buffered: a percent or the answer must not be lost while the saga is busy putting the last one.
    buffers.expanding<UploadEvent<T>>(16),
  );
}

/**
 * Runs an upload inside a saga, putting `progressed(percent)` for each new percent; returns the
 * answer or throws the error. Cancelling the calling saga aborts the transfer.
 */
// `any` as the value sent back: saga effects answer each yield with it, as in every saga here.
export function* uploadWithProgress<T>(start: StartUpload<T>, progressed: (percent: number) => UnknownAction): Generator<unknown, T, any> {
  const channel: ReturnType<typeof uploadChannel<T>> = yield call(uploadChannel<T>, start);
  try {
    for (;;) {
      const event: UploadEvent<T> = yield take(channel);
      if (event.kind === 'progress') yield put(progressed(event.percent));
      else if (event.kind === 'done') return event.value;
      else throw event.error;
    }
  } finally {
    channel.close();
  }
}
