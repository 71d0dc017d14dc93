/**
 * The one place that says what a file key, a folder prefix, a content type, a byte range and a list
 * query may be. Both adapters call it before any I/O: the local adapter builds paths from keys, so a key that could climb out
 * of its root, or mean two different files on two adapters, never gets that far.
 */
import { FileStoreUsageError, MAX_LIST_LIMIT, type ByteRange, type FileListQuery } from './files.port';

export const MAX_FILE_KEY_LENGTH = 512;
/** S3's own limit on a key, in UTF-8 bytes (512 Vietnamese characters can exceed it). */
const MAX_FILE_KEY_BYTES = 1024;
/** Most file systems' limit on one name, so a key the local adapter takes is one S3 takes too. */
const MAX_SEGMENT_BYTES = 255;
const MAX_CONTENT_TYPE_LENGTH = 255;

/** C0 and C1 controls, DEL, and lone surrogates (which have no UTF-8 form). */
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]|\p{Surrogate}/u;
/** RFC 9110 media type: type/subtype and parameters, values as tokens or printable-ASCII quoted strings. */
const TOKEN = "[A-Za-z0-9!#$%&'*+.^_`|~-]+";
const QUOTED = '"[ !#-\\[\\]-~]*"';
const CONTENT_TYPE = new RegExp(`^${TOKEN}/${TOKEN}( *; *${TOKEN}=(${TOKEN}|${QUOTED}))*$`);

function refuse(what: string, value: string, reason: string): FileStoreUsageError {
  return new FileStoreUsageError(`Invalid ${what} ${JSON.stringify(value.slice(0, 80))}: ${reason}`);
}

function problemOf(key: string): string | null {
  if (key.length === 0) return 'empty';
  if (key.length > MAX_FILE_KEY_LENGTH) return `longer than ${MAX_FILE_KEY_LENGTH} characters`;
  if (Buffer.byteLength(key, 'utf8') > MAX_FILE_KEY_BYTES) return `longer than ${MAX_FILE_KEY_BYTES} bytes of UTF-8`;
  if (FORBIDDEN_CHARACTERS.test(key)) return 'holds a control character, a backslash or broken Unicode';
  if (key.startsWith('/')) return 'starts with /';
  for (const segment of key.split('/')) {
    if (segment === '') return 'has an empty segment';
    // '.' and '..' would be resolved away by a file system (and by some HTTP clients) but not by S3.
    if (segment === '.' || segment === '..') return 'has a . or .. segment';
    if (Buffer.byteLength(segment, 'utf8') > MAX_SEGMENT_BYTES) return `has a segment over ${MAX_SEGMENT_BYTES} bytes`;
  }
  return null;
}

export function isFileKey(key: unknown): key is string {
  return typeof key === 'string' && problemOf(key) === null;
}

/** '/'-separated relative path, e.g. `public/courses/abc/thumbnail-640.webp`. */
export function assertFileKey(key: unknown): asserts key is string {
  if (typeof key !== 'string') throw refuse('file key', String(key), 'not a string');
  const problem = problemOf(key);
  if (problem) throw refuse('file key', key, problem);
}

/** A folder to list: '' (the root) or a valid key followed by '/'. */
export function assertFolderPrefix(prefix: unknown): asserts prefix is string {
  if (prefix === '') return;
  if (typeof prefix !== 'string' || !prefix.endsWith('/')) throw refuse('folder prefix', String(prefix), "not '' and not ending in /");
  assertFileKey(prefix.slice(0, -1));
}

/** A media type, kept and later sent as a header: no line breaks, nothing a header cannot carry. */
export function assertContentType(contentType: unknown): asserts contentType is string {
  const valid = typeof contentType === 'string' && contentType.length <= MAX_CONTENT_TYPE_LENGTH && CONTENT_TYPE.test(contentType);
  if (!valid) throw refuse('content type', String(contentType), 'not a media type');
}

/** Whole, non-negative, in order; how far `end` may reach is the adapter's to clamp. */
export function assertByteRange(range: ByteRange | undefined): void {
  if (range === undefined) return;
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new FileStoreUsageError(`Invalid byte range ${JSON.stringify(range)}`);
  }
}

export function assertListQuery(query: FileListQuery): void {
  assertFolderPrefix(query.prefix);
  if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > MAX_LIST_LIMIT) {
    throw new FileStoreUsageError(`A list limit is 1 to ${MAX_LIST_LIMIT}, not ${String(query.limit)}`);
  }
  const token = query.pageToken;
  if (token !== undefined && token !== null && (typeof token !== 'string' || token.length === 0 || token.length > 2048)) {
    throw new FileStoreUsageError('Invalid page token');
  }
}

export function assertFileSource(source: unknown): asserts source is Buffer | { path: string } {
  if (Buffer.isBuffer(source)) return;
  const path = (source as { path?: unknown } | null)?.path;
  if (typeof path !== 'string' || path.length === 0) throw new FileStoreUsageError('A file source is a Buffer or { path } of a local file');
}
