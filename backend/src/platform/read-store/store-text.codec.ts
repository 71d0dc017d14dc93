/**
 * A reversible encoding for the few code units a store cannot hold exactly: NUL (PostgreSQL text
 * and jsonb refuse it, BSON refuses it in keys) and lone surrogates (jsonb refuses them; UTF-8
 * transports such as `pg` text parameters, BSON and protobuf replace them with U+FFFD or drop them).
 * Each becomes ESCAPE followed by four letters A-P, one per hex digit of the code unit, and so does
 * ESCAPE itself, so decoding is exact for every JavaScript string. Any other string passes through
 * unchanged after one regex test, without allocating: ordinary data is stored as it always was.
 *
 * The letters are upper case on purpose: normalised search text is lower case, so a search never
 * matches inside an escape, only whole escapes, and a substring search stays exact.
 */

/** A Unicode noncharacter: reserved for a program's internal use, so real text does not carry it. */
export const STORE_TEXT_ESCAPE = '\uFDD0';

// The `u` flag makes a surrogate pair one code point, so only lone surrogates match the range.
const NEEDS_ESCAPE = /[\0\uD800-\uDFFF\uFDD0]/u;
const NEEDS_ESCAPE_ALL = /[\0\uD800-\uDFFF\uFDD0]/gu;
const ESCAPED = /\uFDD0([A-P]{4})/g;
const LETTER_A = 0x41;

function escapeCodeUnit(unit: string): string {
  const code = unit.charCodeAt(0);
  const letter = (shift: number) => String.fromCharCode(LETTER_A + ((code >> shift) & 0xf));
  return `${STORE_TEXT_ESCAPE}${letter(12)}${letter(8)}${letter(4)}${letter(0)}`;
}

function unescapeCodeUnit(_escape: string, letters: string): string {
  let code = 0;
  for (let i = 0; i < letters.length; i++) code = (code << 4) | (letters.charCodeAt(i) - LETTER_A);
  return String.fromCharCode(code);
}

/** The stored form of `text`: well-formed Unicode without NUL. */
export function encodeStoreText(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(NEEDS_ESCAPE_ALL, escapeCodeUnit) : text;
}

/** The original of a stored string; the inverse of `encodeStoreText`. */
export function decodeStoreText(text: string): string {
  return text.includes(STORE_TEXT_ESCAPE) ? text.replace(ESCAPED, unescapeCodeUnit) : text;
}

/** `value` with every string and object key in it encoded; shares every part that needs no change. */
export function encodeStoreJson<T>(value: T): T {
  return mapStrings(value, encodeStoreText) as T;
}

/** The original of a stored JSON value; the inverse of `encodeStoreJson` and `encodeBsonStoreJson`. */
export function decodeStoreJson<T>(value: T): T {
  return mapStrings(value, decodeStoreText) as T;
}

const BSON_KEY_UNSAFE = /[.$]/;
const BSON_KEY_UNSAFE_ALL = /[.$]/g;

/**
 * The stored form of an object key for MongoDB: as `encodeStoreText`, and `.` and `$` escaped too,
 * since a dot nests a path and a leading dollar names an operator in an update. The escapes are
 * the codec's own, so `decodeStoreText` restores the key.
 */
export function encodeBsonKey(key: string): string {
  const text = encodeStoreText(key);
  return BSON_KEY_UNSAFE.test(text) ? text.replace(BSON_KEY_UNSAFE_ALL, escapeCodeUnit) : text;
}

/** `encodeStoreJson` with every object key in `encodeBsonKey` form; `decodeStoreJson` inverts it. */
export function encodeBsonStoreJson<T>(value: T): T {
  return mapStrings(value, encodeStoreText, encodeBsonKey) as T;
}

type TextMapping = (text: string) => string;

// Copy on write: a value is copied only when something inside it changes, so the common case
// (nothing to escape) walks the value and allocates nothing.
function mapStrings(value: unknown, mapping: TextMapping, keyMapping: TextMapping = mapping): unknown {
  if (typeof value === 'string') return mapping(value);
  if (Array.isArray(value)) return mapArray(value, mapping, keyMapping);
  if (value !== null && typeof value === 'object') return mapObject(value as Record<string, unknown>, mapping, keyMapping);
  return value;
}

function mapArray(items: unknown[], mapping: TextMapping, keyMapping: TextMapping): unknown[] {
  let copy: unknown[] | undefined;
  for (let i = 0; i < items.length; i++) {
    const mapped = mapStrings(items[i], mapping, keyMapping);
    if (mapped !== items[i]) {
      copy ??= items.slice();
      copy[i] = mapped;
    }
  }
  return copy ?? items;
}

function mapObject(object: Record<string, unknown>, mapping: TextMapping, keyMapping: TextMapping): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  // for...in rather than Object.entries: no array per object on the common path.
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const value = object[key];
    const mappedKey = keyMapping(key);
    const mappedValue = mapStrings(value, mapping, keyMapping);
    if (!copy && (mappedKey !== key || mappedValue !== value)) copy = ownEntriesBefore(object, key);
    if (copy) setOwn(copy, mappedKey, mappedValue);
  }
  return copy ?? object;
}

function ownEntriesBefore(object: Record<string, unknown>, stop: string): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key in object) {
    if (key === stop) break;
    if (Object.hasOwn(object, key)) setOwn(copy, key, object[key]);
  }
  return copy;
}

/** Defines rather than assigns, so a key named `__proto__` stays data, as JSON.parse makes it. */
function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}
