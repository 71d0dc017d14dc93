import { ACCOUNT_DISABLED_MESSAGE, BodyOf, EndpointName, ErrorBody, GENERIC_ERROR_MESSAGE, QueryOf, ResponseOf } from '@academy/contracts';
import type { EndpointRoute } from './endpoint-route-table';
import { publicEndpointRoutes } from './endpoint-routes';

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
  /**
   * Extra headers one call needs (a course access token). They cannot replace the ones the client
   * sets itself (Authorization, Accept, Idempotency-Key, If-Match, Content-Type).
   */
  headers?: Record<string, string>;
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
  /** Makes the request objects of `upload` (a real XMLHttpRequest by default). */
  xhr?: XhrFactory;
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
  headers?: Record<string, string>;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  call<N extends EndpointName>(name: N, input?: CallInput<N>): Promise<ResponseOf<N>>;
}

/** A multipart call of an endpoint that declares `upload`: its body goes as the JSON `data` field beside the files. */
export interface UploadInput<N extends EndpointName> extends CallInput<N> {
  /** Field name to file (`lectureThumbnails[2]` for an indexed field); an undefined entry is left out. */
  files: Record<string, Blob | undefined>;
  /** How much of the request has been sent, as a rounded integer percent, told once per new value. */
  onProgress?(percent: number): void;
  /** Aborting stops the transfer; the promise then rejects with an ApiError without a status. */
  signal?: AbortSignal;
}

/**
 * Uploads with progress. fetch cannot report how much of a request body has been sent, so this
 * uses XMLHttpRequest. A separate interface so the clients written by hand in tests stay valid.
 */
export interface Uploader {
  upload<N extends EndpointName>(name: N, input: UploadInput<N>): Promise<ResponseOf<N>>;
}

/** The parts of XMLHttpRequest an upload uses, so tests can stand in for it. */
export type XhrFactory = () => Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'responseText' | 'onload' | 'onerror' | 'onabort' | 'upload'
>;

/** The text when an upload never got an answer (the browser gives no reason for a failed XHR). */
export const UPLOAD_NETWORK_ERROR = 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra mạng và thử lại.';
export const UPLOAD_ABORTED = 'Đã hủy tải lên.';

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
  return parseJson(await response.text());
}

function parseJson(text: string): unknown {
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

/** An endpoint's method and path: the public ones at hand, the others loaded with the first call that needs one. */
async function routeOf(name: EndpointName): Promise<EndpointRoute> {
  const route = publicEndpointRoutes[name] ?? (await import('./member-endpoint-routes')).memberEndpointRoutes[name];
  if (!route) throw new Error(`No route for the endpoint ${name}`);
  return route;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient & Uploader {
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
        throw new ApiError(ACCOUNT_DISABLED_MESSAGE, 403, ACCOUNT_DISABLED_MESSAGE, ACCOUNT_DISABLED_CODE, null);
      }
      throw new ApiError(error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE, null, null, null, null);
    }
  }

  /** The call's extra headers, then Accept, bearer token, Idempotency-Key and If-Match: the same for JSON calls and uploads. */
  async function commonHeaders({ idempotencyKey, expectedRevision, headers: extra = {} }: RequestOptions): Promise<Record<string, string>> {
    const token = await bearerToken();
    const reserved = new Set(['accept', 'authorization', 'content-type', 'idempotency-key', 'if-match']);
    const headers: Record<string, string> = Object.fromEntries(Object.entries(extra).filter(([name]) => !reserved.has(name.toLowerCase())));
    headers.Accept = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    if (expectedRevision !== undefined) headers['If-Match'] = `"${expectedRevision}"`;
    return headers;
  }

  async function send<T>(method: string, path: string, { body, query, ...headerOptions }: RequestOptions): Promise<T> {
    const headers = await commonHeaders(headerOptions);
    let response: Response;
    try {
      if (body !== undefined) headers['Content-Type'] = 'application/json';
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

  async function call<N extends EndpointName>(name: N, input: CallInput<N> = {}): Promise<ResponseOf<N>> {
    const endpoint = await routeOf(name);
    return request<ResponseOf<N>>(endpoint.method, fillPath(endpoint.path, input.params), {
      body: input.body,
      query: input.query as Query | undefined,
      idempotencyKey: input.idempotencyKey,
      expectedRevision: input.expectedRevision,
      headers: input.headers,
    });
  }

  async function sendMultipart<T>(method: string, url: string, form: FormData, input: UploadInput<EndpointName>): Promise<T> {
    const headers = await commonHeaders({ idempotencyKey: input.idempotencyKey, expectedRevision: input.expectedRevision, headers: input.headers });
    return new Promise<T>((resolve, reject) => {
      const xhr = (options.xhr ?? (() => new XMLHttpRequest()))();
      let lastPercent = -1;
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        input.signal?.removeEventListener('abort', abort);
        outcome();
      };
      const abort = () => xhr.abort();
      xhr.open(method.toUpperCase(), url);
      // No Content-Type: the browser writes the multipart boundary itself.
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable || event.total <= 0) return;
        const percent = Math.min(100, Math.round((event.loaded / event.total) * 100));
        if (percent === lastPercent) return;
        lastPercent = percent;
        input.onProgress?.(percent);
      };
      xhr.onload = () =>
        settle(() => {
          const data = parseJson(xhr.responseText);
          if (xhr.status < 200 || xhr.status >= 300) reject(toApiError(xhr.status, data));
          else if (data === undefined) reject(new ApiError(GENERIC_ERROR_MESSAGE, xhr.status, null, null, null));
          else resolve(data as T);
        });
      xhr.onerror = () => settle(() => reject(new ApiError(UPLOAD_NETWORK_ERROR, null, null, null, null)));
      xhr.onabort = () => settle(() => reject(new ApiError(UPLOAD_ABORTED, null, null, null, null)));
      if (input.signal?.aborted) {
        settle(() => reject(new ApiError(UPLOAD_ABORTED, null, null, null, null)));
        return;
      }
      input.signal?.addEventListener('abort', abort);
      xhr.send(form);
    });
  }

  async function upload<N extends EndpointName>(name: N, input: UploadInput<N>): Promise<ResponseOf<N>> {
    const endpoint = await routeOf(name);
    const form = new FormData();
    if (input.body !== undefined) form.append('data', JSON.stringify(input.body));
    for (const [field, file] of Object.entries(input.files)) if (file) form.append(field, file);
    const url = `${baseUrl}${fillPath(endpoint.path, input.params)}${toQueryString(input.query as Query | undefined)}`;
    try {
      return await sendMultipart<ResponseOf<N>>(endpoint.method, url, form, input as UploadInput<EndpointName>);
    } catch (error) {
      if (error instanceof ApiError) options.onError?.(error);
      throw error;
    }
  }

  return { request, call, upload };
}
