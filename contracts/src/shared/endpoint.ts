import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/**
 * public: anyone. token: a valid Firebase ID token, profile not needed yet (first sign-in).
 * user: a signed-in user with a profile and an enabled account. verified: such a user whose email is
 * verified (the token says so): buying, the affiliate programme, learning. admin: a user whose role is admin.
 */
export type Access = 'public' | 'token' | 'user' | 'verified' | 'admin';

/**
 * A file field of a multipart endpoint. The server checks the size while the file streams in (413
 * past `maxBytes`) and the kind by the file's first bytes, never by its name or declared type (400).
 */
export interface UploadRule {
  kind: 'image' | 'video';
  maxBytes: number;
  /** The field repeats as `name[0]`, `name[1]`, … (one per lecture, say), at most `maxCount` of them. */
  indexed?: { maxCount: number };
}

/** One API endpoint: the backend validates with these schemas and the OpenAPI document lists them. */
export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Below the `/api` base path, with `:param` segments. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  body?: Body;
  query?: Query;
  response: Response;
  /**
   * Accepts an `Idempotency-Key` header: a retry with the same key and body replays the first
   * answer instead of acting twice (orders, payments, sign-up, the contact form).
   */
  idempotent?: boolean;
  /**
   * Makes the endpoint multipart: each named file field with its rule, and the JSON of the text field
   * `data` as the body `body` validates. The same endpoint also takes a plain JSON body (no files).
   */
  upload?: Record<string, UploadRule>;
  /**
   * A POST that records nothing and only computes its answer (a signed playback link, an audience
   * count): not a write, so the write rate limits do not count it.
   */
  recordsNothing?: boolean;
  /**
   * A provider's webhook (SePay's bank notifications): public, authenticated by the key the
   * provider sends, which the handler checks before it records anything. Not limited per client
   * IP like the other public writes: every notification comes from the provider's few addresses,
   * and a limit would turn a busy hour of payments into retries.
   */
  webhook?: boolean;
}

/** Declares one endpoint, keeping its exact schema types for the typed client and the server. */
export function endpoint<B extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(e: Endpoint<B, Q, R>) {
  return e;
}
