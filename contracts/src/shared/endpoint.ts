import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/**
 * public: anyone. token: a valid Firebase ID token, profile not needed yet (first sign-in).
 * user: a signed-in user with a profile and an enabled account. verified: such a user whose email is
 * verified (the token says so): buying, the affiliate programme, learning. admin: a user whose role is admin.
 */
export type Access = 'public' | 'token' | 'user' | 'verified' | 'admin';

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
}

/** Declares one endpoint, keeping its exact schema types for the typed client and the server. */
export function endpoint<B extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(e: Endpoint<B, Q, R>) {
  return e;
}
