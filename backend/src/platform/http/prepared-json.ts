import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';
import { compressForResponse, type Encoding, negotiateEncoding } from './static-files';

/** Answers that can never change (deep-frozen), whose JSON may be worked out once. */
const immutableAnswers = new WeakSet<object>();
const preparedBodies = new WeakMap<object, PreparedBody>();
/** `{ key: answer }` replies around one kept answer, by the answer, then by the key. */
const preparedWrappers = new WeakMap<object, Map<string, PreparedBody>>();

interface PreparedBody {
  json: Buffer;
  /** As Express would compute it for the same bytes; null when the app sends no ETags. */
  etag: string | null;
  /** Its compressed copies, made once each, on the first request that takes them; none for a reply made per request. */
  compressed: Map<Encoding, Buffer> | null;
}

/** Below this a compressed copy saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;
const ENCODINGS: ReadonlySet<Encoding> = new Set(['br', 'gzip']);

type EtagFunction = (body: Buffer, encoding?: BufferEncoding) => string | undefined;

/**
 * Marks a deep-frozen answer (a `FreshReadCache` answer) as one whose JSON never changes, so it is
 * serialised once, not on every response that sends it.
 */
export function markImmutableAnswer<T>(answer: T): T {
  if (typeof answer === 'object' && answer !== null && Object.isFrozen(answer)) immutableAnswers.add(answer);
  return answer;
}

/**
 * The JSON of a reply when it can be had without serialising a kept answer again: the answer
 * itself, or a plain object made for this reply around kept answers (`{ course }`), whose other
 * values are serialised as usual. Null for anything else, which Express serialises as always.
 */
export function preparedJson(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  if (immutableAnswers.has(body)) return jsonOfKept(body);
  if (Object.getPrototypeOf(body) !== Object.prototype) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  if (!entries.some(([, value]) => isKept(value))) return null;
  const members: string[] = [];
  for (const [key, value] of entries) {
    // JSON.stringify leaves out members whose value has no JSON (undefined, functions, symbols).
    const json = isKept(value) ? jsonOfKept(value) : (JSON.stringify(value) as string | undefined);
    if (json !== undefined) members.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${members.join(',')}}`;
}

/**
 * A reply made for this request around kept answers. One kept answer under one key (`{ course }`)
 * can never change either: prepared once per answer and key. Otherwise serialised each time (the
 * kept members from their JSON) and hashed by Express.
 */
function preparedWrapper(body: object, etagOf: EtagFunction | null): PreparedBody | null {
  const entries = Object.entries(body);
  const [key, answer] = entries[0] ?? [];
  if (entries.length !== 1 || key === undefined || !isKept(answer) || Object.getPrototypeOf(body) !== Object.prototype) {
    const json = preparedJson(body);
    return json === null ? null : { json: Buffer.from(json, 'utf8'), etag: null, compressed: null };
  }
  let byKey = preparedWrappers.get(answer);
  if (!byKey) preparedWrappers.set(answer, (byKey = new Map()));
  let prepared = byKey.get(key);
  if (!prepared) {
    const json = Buffer.from(`{${JSON.stringify(key)}:${jsonOfKept(answer)}}`, 'utf8');
    prepared = { json, etag: etagOf?.(json) ?? null, compressed: new Map() };
    byKey.set(key, prepared);
  }
  return prepared;
}

function isKept(value: unknown): value is object {
  return typeof value === 'object' && value !== null && immutableAnswers.has(value);
}

function jsonOfKept(answer: object): string {
  return preparedOf(answer, null).json.toString('utf8');
}

function preparedOf(answer: object, etagOf: EtagFunction | null): PreparedBody {
  let prepared = preparedBodies.get(answer);
  if (!prepared) {
    const json = Buffer.from(JSON.stringify(answer), 'utf8');
    prepared = { json, etag: etagOf?.(json) ?? null, compressed: new Map() };
    preparedBodies.set(answer, prepared);
  }
  return prepared;
}

/**
 * The bytes to send for a kept reply: compressed as the client takes it when that saves anything
 * (the public pages' answers are the first screen's bytes on a slow line), else its JSON.
 */
function bodyFor(response: Response, prepared: PreparedBody): Buffer {
  if (prepared.compressed === null || prepared.json.length < MIN_COMPRESSED_BYTES) return prepared.json;
  response.vary('Accept-Encoding');
  const encoding = negotiateEncoding(response.req.get('accept-encoding'), ENCODINGS);
  if (encoding === null) return prepared.json;
  let body = prepared.compressed.get(encoding);
  if (!body) prepared.compressed.set(encoding, (body = compressForResponse(prepared.json, encoding)));
  response.setHeader('Content-Encoding', encoding);
  return body;
}

/**
 * Nest's Express adapter, replying with the kept JSON (and ETag) of answers that cannot change
 * instead of serialising and hashing them per response, compressed once per encoding; the JSON and
 * headers are those `response.json` would send. Anything else, and any response whose `json`
 * someone wrapped (the idempotency interceptor keeps what it sends), goes through Express as before.
 */
export class PreparedJsonExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!this.sendsPlainJson(response) || typeof body !== 'object' || body === null) return super.reply(response, body, statusCode);
    const etagOf = (this.getInstance().get('etag fn') as EtagFunction | undefined) ?? null;
    let prepared: PreparedBody | null = null;
    if (immutableAnswers.has(body)) prepared = preparedOf(body, etagOf);
    else prepared = preparedWrapper(body, etagOf);
    if (prepared === null) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    // Without an ETag set here, Express hashes the body itself, as it would have.
    if (prepared.etag !== null) response.setHeader('ETag', prepared.etag);
    return response.send(bodyFor(response, prepared));
  }

  /** `response.json` would be plain `JSON.stringify` with the default Content-Type. */
  private sendsPlainJson(response: Response): boolean {
    const app = this.getInstance();
    return (
      !Object.prototype.hasOwnProperty.call(response, 'json') &&
      response.getHeader('Content-Type') === undefined &&
      response.getHeader('ETag') === undefined &&
      app.get('json replacer') === undefined &&
      app.get('json spaces') === undefined &&
      !app.get('json escape')
    );
  }
}
