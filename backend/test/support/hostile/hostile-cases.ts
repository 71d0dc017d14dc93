import { Access, Endpoint, endpoints, idSchema } from '@academy/contracts';
import { gzipSync } from 'zlib';
import type { z } from 'zod';
import { HOSTILE_BODY_VALUES, HOSTILE_PATH_SEGMENTS, HOSTILE_QUERIES, HOSTILE_QUERY_VALUES, HostileQueryValue, HostileValue, unstorable } from './hostile-values';
import { accepts, fieldsOf, shapeOf, validSample } from './schema-samples';

export const ROLES = ['anonymous', 'student', 'instructor', 'admin'] as const;
export type SweepRole = (typeof ROLES)[number];

/** One request of the sweep and what the target behaviour allows for it. */
export interface HostileRequest {
  label: string;
  method: string;
  /** Below `/api`, percent-encoded as sent, query string included. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** The statuses allowed; absent: any status below 500. */
  statuses?: number[];
  /** The methods a 405 must name in `Allow`. */
  allow?: string[];
}

/** What the generators need to know about the endpoint under attack and the caller. */
export interface SweepTarget {
  endpoint: Endpoint;
  role: SweepRole;
  /** The value of every `:param` in otherwise valid requests (a real resource where one helps). */
  paramValue: string;
  /** The server's query-string parser: a refusal is predicted by parsing as the server does. */
  parseQuery(query: string): unknown;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const JSON_TYPE = { 'Content-Type': 'application/json' };
/** Node's HTTP parser answers a request line this long itself (431), before the app sees it. */
const OVERLONG_URL = 16_000;
/** A throttled request is refused before it is read: an acceptable answer to anything. */
const THROTTLED = 429;

/** The access rule as the sweep's callers meet it: every signed-in caller has a verified email. */
function mayCall(access: Access, role: SweepRole): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'token':
    case 'user':
    case 'verified':
      return role !== 'anonymous';
    case 'admin':
      return role === 'admin';
    default:
      return access satisfies never;
  }
}

/** Allowed statuses: `refusal` for a caller who may call, the access refusals for one who may not. */
function expected(target: SweepTarget, refusal: number[] | undefined, beforeAuth = false): number[] | undefined {
  if (mayCall(target.endpoint.access, target.role)) return refusal && [...refusal, THROTTLED];
  return [...(beforeAuth && refusal ? refusal : []), 401, 403, THROTTLED];
}

function concretePath(path: string, valueOf: (param: string) => string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, param: string) => valueOf(param));
}

function validPath(target: SweepTarget): string {
  return concretePath(target.endpoint.path, () => encodeURIComponent(target.paramValue));
}

function validBodyText(target: SweepTarget): string | undefined {
  const schema = target.endpoint.body;
  return schema && JSON.stringify(validSample(schema) ?? {});
}

/** The body parser's strict JSON: an object or an array, else a 400 before anything else runs. */
function parsedJsonBody(text: string): { value: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? { value } : null;
  } catch {
    return null;
  }
}

/** The statuses for a JSON body, predicted as the server decides: parser first, then the contract. */
function jsonStatuses(target: SweepTarget, text: string, mustRefuse: boolean): number[] | undefined {
  const schema = target.endpoint.body;
  const parsed = parsedJsonBody(text);
  if (parsed === null) {
    // The parser refuses before the access check; an endpoint that reads no body may not parse it at all.
    return !schema && mayCall(target.endpoint.access, target.role) ? undefined : expected(target, [400], true);
  }
  const refused = mustRefuse || (schema !== undefined && !accepts(schema, parsed.value));
  return expected(target, refused ? [400] : undefined);
}

function jsonRequest(target: SweepTarget, label: string, text: string, mustRefuse = false): HostileRequest {
  return {
    label,
    method: target.endpoint.method.toUpperCase(),
    path: validPath(target),
    headers: JSON_TYPE,
    body: Buffer.from(text),
    statuses: jsonStatuses(target, text, mustRefuse),
  };
}

const RAW_VALUE_SLOT = '\u0001hostile\u0001';

/** The sample as JSON text with the value at `path` replaced (raw JSON spliced in as is). */
function withField(sample: Record<string, unknown>, path: string[], value: HostileValue): string {
  const copy = structuredClone(sample);
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = (parent[key] ??= {}) as Record<string, unknown>;
  const key = path[path.length - 1];
  if (value.omit) delete parent[key];
  else parent[key] = value.raw === undefined ? value.value : RAW_VALUE_SLOT;
  const text = JSON.stringify(copy);
  return value.raw === undefined ? text : text.replace(JSON.stringify(RAW_VALUE_SLOT), value.raw);
}

/** Text with nothing a reader can see: zero-width spaces, direction marks. */
const invisibleOnly = (value: unknown) => typeof value === 'string' && value !== '' && !/[\p{L}\p{N}\p{P}\p{S}]/u.test(value);

/** A valid body with one field made hostile, for every field and every hostile value. */
function bodyFieldCases(target: SweepTarget): HostileRequest[] {
  const schema = target.endpoint.body;
  if (!schema) return [];
  return fieldsOf(schema).flatMap((field) =>
    HOSTILE_BODY_VALUES.map((value) => {
      // Names must show something (issue 7); no store holds NUL or a lone surrogate.
      const mustRefuse = unstorable(value.value) || (field.path[field.path.length - 1] === 'name' && invisibleOnly(value.value));
      return jsonRequest(target, `body.${field.path.join('.')} = ${value.name}`, withField(validSample(schema) ?? {}, field.path, value), mustRefuse);
    }),
  );
}

function withKey(validText: string, key: string, rawValue: string): string {
  const entry = `${JSON.stringify(key)}:${rawValue}`;
  return validText === '{}' ? `{${entry}}` : `{${entry},${validText.slice(1)}`;
}

/** Whole bodies: not an object at all, prototype keys beside valid fields, broken or deep JSON. */
function wholeBodyCases(target: SweepTarget): HostileRequest[] {
  // A fresh valid body each time: its email is new, so a refusal can be checked at the identity provider.
  const valid = () => validBodyText(target) ?? '{}';
  const bodies: Array<[string, string]> = [
    ['top-level array []', '[]'],
    ['top-level array holding the valid body', `[${valid()}]`],
    ['null body', 'null'],
    ['bare string body', '"Nguyễn Văn An"'],
    ['bare number body', '42'],
    ['empty object body', '{}'],
    ['body {"__proto__": {"role": "admin"}}', '{"__proto__":{"role":"admin"}}'],
    ['valid body + "__proto__": {"role": "admin"}', withKey(valid(), '__proto__', '{"role":"admin"}')],
    ['valid body + "constructor": {"prototype": …}', withKey(valid(), 'constructor', '{"prototype":{"role":"admin"}}')],
    ['valid body + "prototype": {…}', withKey(valid(), 'prototype', '{"role":"admin"}')],
    ['malformed JSON', '{"name": '],
    ['JSON nested 5,000 deep', '['.repeat(5_000) + ']'.repeat(5_000)],
  ];
  return bodies.map(([label, text]) => jsonRequest(target, label, text));
}

function queryPart(field: string, value: HostileQueryValue): string {
  const key = encodeURIComponent(field) + (value.suffix ?? '');
  return (Array.isArray(value.raw) ? value.raw : [value.raw]).map((raw) => `${key}=${raw}`).join('&');
}

function encodeQuery(sample: Record<string, unknown>): string[] {
  return Object.entries(sample).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
}

function queryRequest(target: SweepTarget, label: string, query: string, mustRefuse = false): HostileRequest {
  const schema = target.endpoint.query as z.ZodType;
  const path = `${validPath(target)}?${query}`;
  const refused = mustRefuse || !accepts(schema, target.parseQuery(query));
  return {
    label,
    method: target.endpoint.method.toUpperCase(),
    path,
    headers: target.endpoint.body ? JSON_TYPE : undefined,
    body: target.endpoint.body ? Buffer.from(validBodyText(target) ?? '{}') : undefined,
    statuses: path.length > OVERLONG_URL ? [400, 414, 431] : expected(target, refused ? [400] : undefined),
  };
}

/** A valid query with one field made hostile, then the probe's whole hostile queries. */
function queryCases(target: SweepTarget): HostileRequest[] {
  const schema = target.endpoint.query;
  if (!schema) return [];
  const sample = validSample(schema, true) ?? {};
  const perField = Object.keys(shapeOf(schema) ?? {}).flatMap((field) => {
    const others = encodeQuery(Object.fromEntries(Object.entries(sample).filter(([key]) => key !== field)));
    return HOSTILE_QUERY_VALUES.map((value) => {
      const query = [...others, queryPart(field, value)].join('&');
      const sent = (target.parseQuery(query) as Record<string, unknown>)[field];
      return queryRequest(target, `query.${field} = ${value.name}`, query, unstorable(sent));
    });
  });
  return [...perField, ...HOSTILE_QUERIES.map(([label, query]) => queryRequest(target, label, query))];
}

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Each `:param` in turn replaced by a hostile segment. Every path parameter of the API is an id
 * (the backend checks them all with the contracts' `idSchema`), so that schema predicts refusals.
 */
function pathCases(target: SweepTarget): HostileRequest[] {
  const params = [...target.endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
  return params.flatMap((param) =>
    HOSTILE_PATH_SEGMENTS.map(([name, segment]): HostileRequest => {
      const body = validBodyText(target);
      const decoded = decodedSegment(segment);
      const refused = decoded === null || !accepts(idSchema, decoded);
      const path = concretePath(target.endpoint.path, (p) => (p === param ? segment : encodeURIComponent(target.paramValue)));
      return {
        label: `path :${param} = ${name}`,
        method: target.endpoint.method.toUpperCase(),
        path,
        headers: body ? JSON_TYPE : undefined,
        body: body ? Buffer.from(body) : undefined,
        // A path that does not decode, or holds a control character, is refused before the access check.
        statuses: expected(target, refused ? [400] : undefined, true),
      };
    }),
  );
}

let gzipBomb: Buffer | undefined;
/** 20 MB of zeros in about 20 kB: refused as too large after inflating, never held whole. */
const gzipBombBody = () => (gzipBomb ??= gzipSync(Buffer.alloc(20 * 1024 * 1024)));

/** Bodies the HTTP layer must refuse with its own status, before any handler runs. */
function transportCases(target: SweepTarget): HostileRequest[] {
  const valid = () => Buffer.from(validBodyText(target) ?? '{}');
  const transports: Array<[string, Record<string, string>, Buffer, number[]]> = [
    ['JSON body over 100 KB', JSON_TYPE, Buffer.from(JSON.stringify({ padding: 'a'.repeat(150_000) })), [413]],
    ['gzip bomb (20 MB of zeros)', { ...JSON_TYPE, 'Content-Encoding': 'gzip' }, gzipBombBody(), [413]],
    ['broken gzip', { ...JSON_TYPE, 'Content-Encoding': 'gzip' }, Buffer.from('khong phai gzip'), [400]],
    ['Content-Encoding: br2', { ...JSON_TYPE, 'Content-Encoding': 'br2' }, valid(), [415]],
    ['charset=latin-9', { 'Content-Type': 'application/json; charset=latin-9' }, valid(), [415]],
    ['text/plain body', { 'Content-Type': 'text/plain' }, valid(), [400, 415]],
    ['form body', { 'Content-Type': 'application/x-www-form-urlencoded' }, Buffer.from('name=a&role=admin'), [400, 415]],
    ['JSON body without Content-Type', {}, valid(), [400, 415]],
  ];
  // An endpoint that reads no body may ignore one; it must still never fail on it.
  const readsBody = target.endpoint.body !== undefined;
  return transports.map(([label, headers, body, statuses]) => ({
    label,
    method: target.endpoint.method.toUpperCase(),
    path: validPath(target),
    headers,
    body,
    statuses: !readsBody && mayCall(target.endpoint.access, target.role) ? undefined : expected(target, statuses, true),
  }));
}

const BOUNDARY = 'hostile-sweep-boundary';

/** A multipart body of `data` JSON and files, each part as [field, file name or null for text, content]. */
function multipart(parts: Array<[string, string | null, Buffer | string]>): Buffer {
  const chunks = parts.flatMap(([field, fileName, content]) => [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"${fileName === null ? '' : `; filename="${fileName}"`}\r\n\r\n`,
    content,
    '\r\n',
  ]);
  return Buffer.concat([...chunks, `--${BOUNDARY}--\r\n`].map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)));
}

/** Where the endpoint takes files: every lie about a file and every broken form is refused, before the access check. */
function uploadCases(target: SweepTarget): HostileRequest[] {
  const rules = target.endpoint.upload;
  if (!rules) return [];
  const data: [string, null, string] = ['data', null, validBodyText(target) ?? '{}'];
  const fieldOf = (field: string) => (rules[field].indexed ? `${field}[0]` : field);
  const lies = Object.keys(rules).flatMap((field): Array<[string, Buffer]> => [
    [`${field}: a PHP script named .jpg`, multipart([data, [fieldOf(field), 'anh.jpg', '<?php system($_GET["c"]); ?>']])],
    [`${field}: an empty file`, multipart([data, [fieldOf(field), 'rong.png', Buffer.alloc(0)]])],
  ]);
  const forms: Array<[string, Buffer]> = [
    ...lies,
    ['an undeclared file field', multipart([data, ['avatar', 'a.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]])],
    ['data that is not JSON', multipart([['data', null, '{"title": ']])],
    ['a form cut off inside a file', Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"; filename="a.png"\r\n\r\n\x89PNG`)],
  ];
  return forms.map(([label, body]) => ({
    label: `multipart: ${label}`,
    method: target.endpoint.method.toUpperCase(),
    path: validPath(target),
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    statuses: expected(target, [400], true),
  }));
}

const segmentsOf = (path: string) => path.split('/').slice(1);

/** The catalogue's methods for a concrete path (`/admin/users/create` is also `/admin/users/:id`). */
function catalogueMethods(concrete: string): string[] {
  const segments = segmentsOf(concrete);
  const matching = Object.values(endpoints).filter(({ path }) => {
    const pattern = segmentsOf(path);
    return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
  return [...new Set(matching.map(({ method }) => method.toUpperCase()))].sort();
}

/** Every other method on the path: 405 naming the catalogue's methods, whoever asks. */
function wrongMethodCases(target: SweepTarget): HostileRequest[] {
  const firstForPattern = Object.values(endpoints).find(({ path }) => path === target.endpoint.path);
  if (firstForPattern !== target.endpoint) return [];
  const path = validPath(target);
  const allowed = catalogueMethods(path);
  return METHODS.filter((method) => !allowed.includes(method)).map((method) => ({
    label: `wrong method ${method}`,
    method,
    path,
    statuses: [405],
    allow: allowed,
  }));
}

/** Every hostile request the sweep sends to one endpoint as one role. */
export function hostileRequests(target: SweepTarget): HostileRequest[] {
  return [
    ...bodyFieldCases(target),
    ...wholeBodyCases(target),
    ...queryCases(target),
    ...pathCases(target),
    ...transportCases(target),
    ...uploadCases(target),
    ...wrongMethodCases(target),
  ];
}
