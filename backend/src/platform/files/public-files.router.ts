import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { isFileKey } from './file-key';
import type { FileStore } from './files.port';
import { answerWithStoredFile, fileNotFound, type StoredFileAnswer } from './stored-file-answer';

export const PUBLIC_FILES_PREFIX = 'public/';

/** Public keys are content-addressed or versioned by their callers, so an answer never goes stale. */
const PUBLIC_CACHING = { 'Cache-Control': 'public, max-age=31536000, immutable' };

/**
 * `/files/<key>` for keys under `public/` (GET and HEAD, single byte ranges for video seeking,
 * conditional requests). Everything else, including every private key, is the same JSON 404, so
 * the answer never tells whether a private file exists.
 */
export function publicFiles(files: FileStore, logger: Logger): Router {
  const router = Router();
  const answer: StoredFileAnswer = { headers: PUBLIC_CACHING, logger };
  router.use((request: Request, response: Response, next: NextFunction) => {
    const key = publicKeyOf(request.path);
    if (key === null || (request.method !== 'GET' && request.method !== 'HEAD')) return fileNotFound(response);
    answerWithStoredFile(files, key, request, response, answer).catch(next);
  });
  return router;
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
