import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { pipeline } from 'stream';
import { isFileKey } from './file-key';
import { FileRangeNotSatisfiable, type ByteRange, type FileStore, type StoredFile } from './files.port';

export const PUBLIC_FILES_PREFIX = 'public/';

const FILE_NOT_FOUND = { message: 'Không tìm thấy tệp.', code: 'FILE_NOT_FOUND' } as const;
const RANGE_NOT_SATISFIABLE = { message: 'Khoảng dữ liệu yêu cầu không hợp lệ.', code: 'RANGE_NOT_SATISFIABLE' } as const;

/**
 * Headers of every file answer. Public keys are content-addressed or versioned by their callers, so
 * an answer never goes stale. The policy makes a file a dead end rather than a page of ours: should
 * an HTML or SVG file ever land under `public/`, it runs no script on this origin.
 */
const FILE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  'Accept-Ranges': 'bytes',
};

/**
 * `/files/<key>` for keys under `public/` (GET and HEAD, single byte ranges for video seeking,
 * conditional requests). Everything else, including every private key, is the same JSON 404, so
 * the answer never tells whether a private file exists.
 */
export function publicFiles(files: FileStore, logger: Logger): Router {
  const router = Router();
  router.use((request: Request, response: Response, next: NextFunction) => {
    serve(files, logger, request, response).catch(next);
  });
  return router;
}

async function serve(files: FileStore, logger: Logger, request: Request, response: Response): Promise<void> {
  const key = publicKeyOf(request.path);
  if (key === null || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound(response);
  if (request.method === 'HEAD') return answerHead(files, key, request, response);
  const range = request.headers.range ? await rangeOf(files, key, request) : null;
  if (range === 'unsatisfiable') return rangeNotSatisfiable(response, (await files.stat(key))?.size ?? 0);
  if (range === 'absent') return notFound(response);
  try {
    const found = await files.read(key, range ?? undefined);
    if (!found) return notFound(response);
    sendBody(found.file, found.body, range, request, response, logger);
  } catch (error) {
    // The file shrank between the look at its size and the read.
    if (error instanceof FileRangeNotSatisfiable) return rangeNotSatisfiable(response, error.size);
    throw error;
  }
}

/** The key of a public file from the path under `/files`, or null. */
export function publicKeyOf(path: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(path.replace(/^\//, ''));
  } catch {
    return null;
  }
  return key.startsWith(PUBLIC_FILES_PREFIX) && isFileKey(key) ? key : null;
}

async function answerHead(files: FileStore, key: string, request: Request, response: Response): Promise<void> {
  const file = await files.stat(key);
  if (!file) return notFound(response);
  describeFile(file, response);
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

function sendBody(
  file: StoredFile,
  body: NodeJS.ReadableStream,
  range: ByteRange | null,
  request: Request,
  response: Response,
  logger: Logger,
): void {
  describeFile(file, response);
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
    if (error && !response.destroyed && error.name !== 'AbortError') logger.warn({ err: error, key: file.key }, 'public file stream failed');
  });
}

function describeFile(file: StoredFile, response: Response): void {
  response.set(FILE_HEADERS);
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Length', file.size);
  response.setHeader('Last-Modified', new Date(file.updatedAt).toUTCString());
  response.setHeader('ETag', etagOf(file));
}

/** Weak: size and time, not a hash of the bytes (S3 and the local folder agree on no hash). */
export function etagOf(file: StoredFile): string {
  return `W/"${file.size.toString(16)}-${Date.parse(file.updatedAt).toString(16)}"`;
}

function notFound(response: Response): void {
  response.status(404).json(FILE_NOT_FOUND);
}

function rangeNotSatisfiable(response: Response, size: number): void {
  response.status(416).setHeader('Content-Range', `bytes */${size}`);
  response.json(RANGE_NOT_SATISFIABLE);
}
