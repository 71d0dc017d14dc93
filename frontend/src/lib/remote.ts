import { ApiError, errorMessage } from '../platform/api-client';

/**
 * Why a remote call failed, as the screen needs it: the Vietnamese text to show, the server's code
 * (or the provider's, for Firebase) and the per-field messages of a 400.
 */
export interface RemoteError {
  message: string;
  code: string | null;
  fields: Record<string, string>;
}

/**
 * Every remote value's lifecycle (spec part 1 §4). A union, so "succeeded with an error" or
 * "failed without one" cannot be written; `previous` keeps what is on screen during a reload.
 */
export type Remote<T, E = RemoteError> =
  | { status: 'idle' }
  | { status: 'loading'; previous?: T }
  | { status: 'succeeded'; data: T }
  | { status: 'failed'; error: E; previous?: T };

const IDLE = { status: 'idle' } as const;

/** The data on screen: the loaded value, or the one kept through a reload or a failure. */
export function dataOf<T, E>(value: Remote<T, E>): T | undefined {
  switch (value.status) {
    case 'idle':
      return undefined;
    case 'succeeded':
      return value.data;
    case 'loading':
    case 'failed':
      return value.previous;
    default: {
      const unreachable: never = value;
      return unreachable;
    }
  }
}

/** Why the last attempt failed, while it stands. */
export function errorOf<T, E>(value: Remote<T, E>): E | undefined {
  return value.status === 'failed' ? value.error : undefined;
}

/** Constructors, and the transitions a reducer makes (each keeps the data on screen). */
export const remote = {
  idle: <T, E = RemoteError>(): Remote<T, E> => IDLE,
  loading: <T, E = RemoteError>(previous?: T): Remote<T, E> =>
    previous === undefined ? { status: 'loading' } : { status: 'loading', previous },
  succeeded: <T, E = RemoteError>(data: T): Remote<T, E> => ({ status: 'succeeded', data }),
  /** A call that answers nothing worth keeping (a sign-in, a password change). */
  done: <E = RemoteError>(): Remote<void, E> => ({ status: 'succeeded', data: undefined }),
  failed: <T, E = RemoteError>(error: E, previous?: T): Remote<T, E> =>
    previous === undefined ? { status: 'failed', error } : { status: 'failed', error, previous },
  /** Loading again, keeping what is on screen. */
  reload: <T, E>(value: Remote<T, E>): Remote<T, E> => remote.loading(dataOf(value)),
  /** Failed, keeping what is on screen. */
  fail: <T, E>(value: Remote<T, E>, error: E): Remote<T, E> => remote.failed(error, dataOf(value)),
};

/** A failure the app itself words (a Firebase code mapped to the spec's text, a client check). */
export function remoteError(message: string, details: Partial<Omit<RemoteError, 'message'>> = {}): RemoteError {
  return { message, code: details.code || null, fields: details.fields ?? {} };
}

/** Any thrown value: the server's message (else `fallback`, else the chain of api-client), code and fields. */
export function toRemoteError(error: unknown, fallback?: string): RemoteError {
  const message = errorMessage(error, fallback);
  if (!(error instanceof ApiError)) return remoteError(message);
  return remoteError(message, { code: error.code, fields: error.fields ?? {} });
}
