import {
  BodyOf,
  ERROR_MESSAGES,
  EndpointName,
  ErrorBody,
  GENERIC_ERROR_MESSAGE,
  QueryOf,
  ResponseOf,
  endpoints,
} from '@academy/contracts';

/**
 * A failed API call. `message` follows the spec's chain (part 1 §8): the server's `message`,
 * else the client/network error text, else 'Đã có lỗi xảy ra'.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or null when the request never got an answer. */
    readonly status: number | null,
    /** The text the server sent, if any: per-call fallbacks apply only when this is null. */
    readonly serverMessage: string | null,
    readonly code: string | null,
    /** Per-field messages of a 400 (`fields` in the error body). */
    readonly fields: Record<string, string> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The text to show for any thrown value: server message, else `fallback`, else the chain. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback ?? error.message;
  if (fallback) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  /** Names one logical request so the server records it once however often it is retried. */
  idempotencyKey?: string;
  /** The revision an edit screen was loaded at (`If-Match`): a change made since is a 409, not an overwrite. */
  expectedRevision?: number;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** A fresh Firebase ID token per request, or null when signed out. */
  getIdToken?: () => Promise<string | null>;
  /**
   * Told about every failed call before it is thrown, so the app can apply global rules
   * (a 403 ACCOUNT_DISABLED ends the session wherever it happens).
   */
  onError?: (error: ApiError) => void;
}

/** The server's code for a disabled account (and what a refused token refresh is mapped to). */
export const ACCOUNT_DISABLED_CODE = 'ACCOUNT_DISABLED';

export function isAccountDisabled(error: unknown): boolean {
  return error instanceof ApiError && error.code === ACCOUNT_DISABLED_CODE;
}

/** Path parameters (`:id`) cannot be typed from the catalogue because its paths are plain strings. */
export interface CallInput<N extends EndpointName> {
  params?: Record<string, string>;
  body?: BodyOf<N>;
  /** Coerced fields (page, limit) are `unknown` on the schema's input side; they are sent as text. */
  query?: QueryOf<N>;
  idempotencyKey?: string;
  expectedRevision?: number;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  call<N extends EndpointName>(name: N, input?: CallInput<N>): Promise<ResponseOf<N>>;
}

function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Thiếu tham số đường dẫn: ${name}`);
    return encodeURIComponent(value);
  });
}

/** The parsed body, null for an empty one, or `undefined` when it is not JSON (e.g. an HTML error page). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const errorBody = (body && typeof body === 'object' ? body : {}) as Partial<ErrorBody>;
  const serverMessage = typeof errorBody.message === 'string' && errorBody.message ? errorBody.message : null;
  return new ApiError(
    serverMessage ?? GENERIC_ERROR_MESSAGE,
    status,
    serverMessage,
    typeof errorBody.code === 'string' ? errorBody.code : null,
    errorBody.fields && typeof errorBody.fields === 'object' ? errorBody.fields : null,
  );
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  // Looked up per call so tests and late polyfills see the current global fetch.
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? fetch)(input, init);

  async function request<T>(method: string, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    try {
      return await send<T>(method, path, requestOptions);
    } catch (error) {
      if (error instanceof ApiError) options.onError?.(error);
      throw error;
    }
  }

  async function bearerToken(): Promise<string | null> {
    try {
      return options.getIdToken ? await options.getIdToken() : null;
    } catch (error) {
      // Firebase refuses to refresh the token of a disabled account: the same rule as the server's 403.
      if (typeof error === 'object' && error && 'code' in error && error.code === 'auth/user-disabled') {
        throw new ApiError(ERROR_MESSAGES.ACCOUNT_DISABLED, 403, ERROR_MESSAGES.ACCOUNT_DISABLED, ACCOUNT_DISABLED_CODE, null);
      }
      throw new ApiError(error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE, null, null, null, null);
    }
  }

  async function send<T>(method: string, path: string, { body, query, idempotencyKey, expectedRevision }: RequestOptions): Promise<T> {
    const token = await bearerToken();
    let response: Response;
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
      if (expectedRevision !== undefined) headers['If-Match'] = `"${expectedRevision}"`;
      response = await doFetch(`${baseUrl}${path}${toQueryString(query)}`, {
        method: method.toUpperCase(),
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
      throw new ApiError(text, null, null, null, null);
    }
    const data = await readJson(response);
    if (!response.ok) throw toApiError(response.status, data);
    if (data === undefined) throw new ApiError(GENERIC_ERROR_MESSAGE, response.status, null, null, null);
    return data as T;
  }

  function call<N extends EndpointName>(name: N, input: CallInput<N> = {}): Promise<ResponseOf<N>> {
    const endpoint = endpoints[name];
    return request<ResponseOf<N>>(endpoint.method, fillPath(endpoint.path, input.params), {
      body: input.body,
      query: input.query as Query | undefined,
      idempotencyKey: input.idempotencyKey,
      expectedRevision: input.expectedRevision,
    });
  }

  return { request, call };
}
