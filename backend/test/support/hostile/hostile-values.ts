/**
 * The hostile values the sweep puts into one field at a time. `raw` is JSON text spliced into the
 * body as is, for what `JSON.stringify` cannot write (a `__proto__` key, a number beyond 1e308).
 */
export interface HostileValue {
  name: string;
  value?: unknown;
  raw?: string;
  /** Leave the field out. */
  omit?: true;
}

export const HOSTILE_BODY_VALUES: HostileValue[] = [
  { name: 'missing', omit: true },
  { name: 'number', value: 12345 },
  { name: 'text', value: 'abc' },
  { name: 'empty text', value: '' },
  { name: 'array', value: ['a', 'b'] },
  { name: 'object', value: { a: 1 } },
  { name: 'null', value: null },
  { name: 'true', value: true },
  { name: 'false', value: false },
  { name: '{"$gt": ""}', value: { $gt: '' } },
  { name: '{"$ne": null}', value: { $ne: null } },
  { name: '{"__proto__": {"role": "admin"}}', raw: '{"__proto__":{"role":"admin"}}' },
  { name: '{"constructor": {"prototype": …}}', value: { constructor: { prototype: { role: 'admin' } } } },
  { name: 'NUL inside', value: 'a\u0000b' },
  { name: 'lone high surrogate', value: 'Lan\ud800' },
  { name: 'lone low surrogate', value: '\udc00' },
  { name: 'zero-width only', value: '\u200B\u200B' },
  { name: 'RTL override only', value: '\u202E' },
  { name: 'RTL override in a name', value: 'Lan\u202Enimda' },
  { name: '100,000 characters', value: 'a'.repeat(100_000) },
  { name: '1e308', value: 1e308 },
  { name: '1e999 (Infinity once parsed)', raw: '1e999' },
  { name: '-1', value: -1 },
  { name: '2**53', value: 2 ** 53 },
  { name: '1.5', value: 1.5 },
];

/** A query value as sent on the wire: already percent-encoded. */
export interface HostileQueryValue {
  name: string;
  /** `field=<raw>`; an array repeats the key. */
  raw: string | string[];
  /** Appended to the field name: `[$gt]` sends `field[$gt]=<raw>`. */
  suffix?: string;
}

export const HOSTILE_QUERY_VALUES: HostileQueryValue[] = [
  { name: 'text', raw: 'abc' },
  { name: 'empty', raw: '' },
  { name: 'decimal', raw: '1.5' },
  { name: 'negative', raw: '-1' },
  { name: '1e308', raw: '1e308' },
  { name: '2**53', raw: '9007199254740992' },
  { name: '20 digits', raw: '99999999999999999999' },
  { name: 'repeated key', raw: ['1', '2'] },
  { name: 'nested object', raw: '1', suffix: '[a]' },
  { name: '[$gt]', raw: '', suffix: '[$gt]' },
  { name: '[$ne]', raw: 'null', suffix: '[$ne]' },
  { name: 'NUL', raw: 'a%00b' },
  { name: 'UTF-8 bytes of a lone surrogate', raw: 'Lan%ED%A0%80' },
  { name: '%u escape of a lone surrogate', raw: 'Lan%uD800' },
  { name: 'broken percent-encoding', raw: '%E0%A4%A' },
  { name: 'zero-width only', raw: '%E2%80%8B%E2%80%8B' },
  { name: 'RTL override only', raw: '%E2%80%AE' },
  { name: '5,000 characters', raw: 'a'.repeat(5_000) },
  { name: '100,000 characters', raw: 'a'.repeat(100_000) },
];

/** Whole query strings from the probe of issue 7, sent to every endpoint that reads a query. */
export const HOSTILE_QUERIES: Array<[name: string, query: string]> = [
  ['?page=abc', 'page=abc'],
  ['?page=1.5', 'page=1.5'],
  ['?limit=1.5', 'limit=1.5'],
  ['?page=214748366&limit=100', 'page=214748366&limit=100'],
  ['?page=99999999999999999999', 'page=99999999999999999999'],
  ['?page=1&page=2', 'page=1&page=2'],
  ['?search=%00', 'search=%00'],
  ['?filter[$gt]=', 'filter[$gt]='],
  ['?__proto__[role]=admin', '__proto__[role]=admin'],
  ['?constructor[prototype][role]=admin', 'constructor[prototype][role]=admin'],
];

/** Path segments put in place of one `:param`, percent-encoded as sent. */
export const HOSTILE_PATH_SEGMENTS: Array<[name: string, segment: string]> = [
  ['%00', '%00'],
  ['NUL inside', 'abc%00def'],
  ['..%2F..', '..%2F..'],
  ['..', '..'],
  ['5,000 characters', 'a'.repeat(5_000)],
  ['broken percent-encoding %E0%A4%A', '%E0%A4%A'],
  ['Vietnamese text', encodeURIComponent('Nguyễn Văn An')],
  ['emoji', encodeURIComponent('😀')],
  ['UTF-8 bytes of a lone surrogate', '%ED%A0%80'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['{"$gt":""}', encodeURIComponent('{"$gt":""}')],
];

/**
 * Text the stores cannot hold (NUL, a lone surrogate): a request carrying it must be refused
 * whatever the schema says. `JSON.stringify` escapes exactly these (surrogate pairs stay as they are).
 */
export function unstorable(value: unknown): boolean {
  return /\\u0000|\\ud[89a-f][0-9a-f]{2}/i.test(JSON.stringify(value) ?? '');
}
