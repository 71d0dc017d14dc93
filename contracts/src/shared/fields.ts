import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages';

/**
 * The field schemas every module shares: text the stores can hold, names with something visible
 * in them, email, Vietnamese phone numbers, https links and ids (money in money.ts, pages in
 * pagination.ts). One definition each, so a rule (no NUL, well-formed Unicode) is checked once at
 * the edge for every endpoint, and one text each: a module's schema uses these texts unless the
 * spec words its field differently.
 */
export { FIELD_MESSAGES };

/** C0 controls (NUL included) and DEL; single-line text refuses line breaks too. */
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F]/;
const CONTROL_IN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A UTF-16 surrogate without its partner: not a character, and no store can hold it as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Bidirectional embeddings and overrides: they make a name read differently from what it is. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Text a person can read: zero-width and direction marks alone say nothing. */
export const hasReadableText = (value: string) => LETTER_OR_DIGIT.test(value);

export interface TextOptions {
  /** Most characters, after trimming. */
  max: number;
  /** Message when missing or blank; absent means the empty string is allowed. */
  required?: string;
  /** Message when longer than `max`. */
  tooLong?: string;
  /** Allows line breaks and tabs (messages, descriptions). */
  multiline?: boolean;
}

/** True for well-formed text without control characters (line breaks and tabs only if multiline). */
export function isStorableText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_IN_MULTILINE : CONTROL_IN_LINE).test(value) && !LONE_SURROGATE.test(value);
}

/** Well-formed text without control characters, trimmed and in NFC (one spelling per letter). */
export function text({ max, required, tooLong, multiline = false }: TextOptions) {
  const base = z
    .string(required ?? FIELD_MESSAGES.textMalformed)
    .refine((value) => isStorableText(value, multiline), FIELD_MESSAGES.textMalformed)
    .trim()
    .normalize('NFC');
  const bounded = base.max(max, tooLong ?? `Tối đa ${max} ký tự.`);
  return required ? bounded.min(1, required) : bounded;
}

/** A person's name: one line, at least one letter, no bidirectional overrides. */
export function personName({ max, required, tooLong }: { max: number; required: string; tooLong?: string }) {
  return text({ max, required, tooLong })
    .refine((name) => name === '' || !BIDI_CONTROL.test(name), FIELD_MESSAGES.textMalformed)
    .refine((name) => name === '' || LETTER.test(name), FIELD_MESSAGES.nameInvisible);
}

/** Emails are compared lower-case; 254 is the longest address SMTP delivers. */
export function email(messages: { required?: string; invalid?: string } = {}) {
  const invalid = messages.invalid ?? FIELD_MESSAGES.emailInvalid;
  const required = messages.required ?? invalid;
  return text({ max: 254, required, tooLong: invalid }).toLowerCase().pipe(z.email(invalid));
}

/** Vietnamese numbers: 0 or +84 then 9 or 10 digits; spaces and dots are ignored. */
export const VIETNAMESE_PHONE = /^(\+84|0)\d{9,10}$/;
const normalisePhone = (phone: string) => phone.replace(/[\s.]/g, '');

/** A phone number, or the empty string when `required` is not given. */
export function phone(messages: { required?: string; invalid?: string } = {}) {
  const invalid = messages.invalid ?? FIELD_MESSAGES.phoneInvalid;
  return z
    .string(messages.required ?? invalid)
    .max(30, invalid)
    .transform(normalisePhone)
    .refine((p) => p.length > 0 || !messages.required, messages.required ?? invalid)
    .refine((p) => p === '' || VIETNAMESE_PHONE.test(p), invalid);
}

/** Hosts a browser must never be sent to from our pages: this machine and private networks. */
const INTERNAL_HOST = /^(localhost|.*\.localhost|.*\.local|.*\.internal|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+|0\.0\.0\.0|\[.*\])$/i;

/** zod runs a refinement even after the URL check failed, so this must not throw. */
function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** A public https link (avatars, images): no `javascript:`, `file:` or internal addresses. */
export function httpsUrl(message: string = FIELD_MESSAGES.urlInvalid) {
  return text({ max: 2048, required: message, tooLong: message }).pipe(
    z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: message }).refine((url) => !INTERNAL_HOST.test(hostnameOf(url)), message),
  );
}

/**
 * A path or body id: Firebase uids, hex and UUIDs, queue and job names. Anything else (NUL,
 * slashes, 5,000 characters) cannot name a resource, so it is refused before any store is asked.
 */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
export const idSchema = z.string(FIELD_MESSAGES.idInvalid).regex(ID_PATTERN, FIELD_MESSAGES.idInvalid);

/** `?search=`: optional, one line, at most 100 characters. */
export const searchSchema = text({ max: 100, tooLong: FIELD_MESSAGES.searchTooLong }).optional();

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `YYYY-MM-DD` that exists (no 31 February). */
function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day as the date filters send it, read as a day in Vietnam by the server. */
export const calendarDaySchema = z.string(FIELD_MESSAGES.dateInvalid).max(10, FIELD_MESSAGES.dateInvalid).refine(isCalendarDay, FIELD_MESSAGES.dateInvalid);

/**
 * `?fromDate&toDate` of the history and admin screens: both optional, both days included; spread
 * `fields` into a query object and refine the whole query with `inOrder`.
 */
export const dayRange = {
  fields: { fromDate: calendarDaySchema.optional(), toDate: calendarDaySchema.optional() },
  inOrder: ({ fromDate, toDate }: { fromDate?: string; toDate?: string }) => !fromDate || !toDate || fromDate <= toDate,
  inOrderIssue: { message: FIELD_MESSAGES.dateRangeInvalid, path: ['toDate'] },
};
