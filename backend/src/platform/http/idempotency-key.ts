import { createHash } from 'crypto';
import { HttpProblem } from './http-problem';

/** Printable ASCII, 1 to 255 characters (Stripe's limit): what fits in a header and a log line. */
const IDEMPOTENCY_KEY = /^[\x20-\x7E]{1,255}$/;

/** No request body of ours nests deeper; a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;

export function isValidIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY.test(key);
}

/**
 * What makes two requests "the same request": method, path, caller and body, the body in a
 * canonical form (keys sorted) so that key order does not count. A hash: bodies may hold passwords.
 */
export function requestFingerprint(request: { method: string; url: string; scope: string; body: unknown }): string {
  const canonical = canonicalJson([request.method, request.url, request.scope, request.body ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** JSON with every object's keys sorted. */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) throw new HttpProblem(400, 'VALIDATION_FAILED');
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key], depth + 1)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
