import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { pipeline } from 'stream';
import { FileRangeNotSatisfiable, type ByteRange, type FileStore, type StoredFile } from './files.port';

const FILE_NOT_FOUND = { message: 'Không tìm thấy tệp.', code: 'FILE_NOT_FOUND' } as const;
const RANGE_NOT_SATISFIABLE = { message: 'Khoảng dữ liệu yêu cầu không hợp lệ.', code: 'RANGE_NOT_SATISFIABLE' } as const;

/**
 * Headers every file answer carries besides the caller's own (caching above all). The policy makes
 * a file a dead end rather than a page of ours: should an HTML or SVG file ever be served, it runs
 * no script on this origin.
 */
const FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  'Accept-Ranges': 'bytes',
};

export interface StoredFileAnswer {
  /** Headers of this kind of answer, e.g. its `Cache-Control`. */
  headers: Record<string, string>;
  logger: Logger;
}

/**
 * Answers a GET or HEAD for one stored file: the whole file, or a single byte range (206, 416
 * when it starts past the end) so a `<video>` element can seek; conditional requests by weak ETag
 * and Last-Modified. An absent file is a JSON 404. Shared by `/files` and the signed media links.
 */
export async function answerWithStoredFile(files: FileStore, key: string, request: Request, response: Response, answer: StoredFileAnswer): Promise<void> {
  if (request.method === 'HEAD') return answerHead(files, key, request, response, answer);
  const range = request.headers.range ? await rangeOf(files, key, request) : null;
  if (range === 'unsatisfiable') return rangeNotSatisfiable(response, (await files.stat(key))?.size ?? 0);
  if (range === 'absent') return fileNotFound(response);
  try {
    const found = await files.read(key, range ?? undefined);
    if (!found) return fileNotFound(response);
    sendBody(found.file, found.body, range, request, response, answer);
  } catch (error) {
    // The file shrank between the look at its size and the read.
    if (error instanceof FileRangeNotSatisfiable) return rangeNotSatisfiable(response, error.size);
    throw error;
  }
}

async function answerHead(files: FileStore, key: string, request: Request, response: Response, answer: StoredFileAnswer): Promise<void> {
  const file = await files.stat(key);
  if (!file) return fileNotFound(response);
  describeFile(file, response, answer);
  response.status(request.fresh ? 304 : 200).end();
}

/**
 * One range resolved against the file's size (a suffix range needs it); null to send the whole
 * file, as RFC 9110 allows for a malformed or multi-part range, or a stale `If-Range`.
 */
async function rangeOf(files: FileStore, key: string, request: Request): Promise<ByteRange | null | 'unsatisfiable' | 'absent'> {
  const file = await files.stat(key);
  if (!file) return 'absent';
  if (!ifRangeHolds(request.get('if-range'), file)) return null;
  const ranges = request.range(file.size);
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/**
 * A part is sent only of the file the client already has parts of. An entity tag there must match
 * strongly, which our weak ones never do; a date must be the file's own `Last-Modified`.
 */
function ifRangeHolds(ifRange: string | undefined, file: StoredFile): boolean {
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return false;
  return Date.parse(ifRange) === Math.floor(Date.parse(file.updatedAt) / 1000) * 1000;
}

function sendBody(file: StoredFile, body: NodeJS.ReadableStream, range: ByteRange | null, request: Request, response: Response, answer: StoredFileAnswer): void {
  describeFile(file, response, answer);
  if (request.fresh) {
    (body as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    return void response.status(304).end();
  }
  if (range) {
    const end = Math.min(range.end, file.size - 1);
    response.status(206).setHeader('Content-Range', `bytes ${range.start}-${end}/${file.size}`);
    response.setHeader('Content-Length', end - range.start + 1);
  }
  pipeline(body, response, (error) => {
    // A client that goes away mid-file is ordinary; a store that fails mid-file is not.
    if (error && !response.destroyed && error.name !== 'AbortError') answer.logger.warn({ err: error, key: file.key }, 'file stream failed');
  });
}

function describeFile(file: StoredFile, response: Response, answer: StoredFileAnswer): void {
  response.set({ ...FILE_HEADERS, ...answer.headers });
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Length', file.size);
  response.setHeader('Last-Modified', new Date(file.updatedAt).toUTCString());
  response.setHeader('ETag', etagOf(file));
}

/** Weak: size and time, not a hash of the bytes (S3 and the local folder agree on no hash). */
export function etagOf(file: StoredFile): string {
  return `W/"${file.size.toString(16)}-${Date.parse(file.updatedAt).toString(16)}"`;
}

/** The one answer for a file that is absent or not to be told about. */
export function fileNotFound(response: Response): void {
  response.status(404).json(FILE_NOT_FOUND);
}

function rangeNotSatisfiable(response: Response, size: number): void {
  response.status(416).setHeader('Content-Range', `bytes */${size}`);
  response.json(RANGE_NOT_SATISFIABLE);
}
