import { MEDIA_ERRORS } from '@academy/contracts';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { isFileKey } from '../../../platform/files/file-key';
import type { FileStore } from '../../../platform/files/files.port';
import { answerWithStoredFile, fileNotFound } from '../../../platform/files/stored-file-answer';
import { MEDIA_FILES_PREFIX } from '../commands/media-files';
import type { MediaPlaybackLinks } from './media-playback-links';

const LINK_INVALID = { message: MEDIA_ERRORS.MEDIA_PLAYBACK_LINK_INVALID, code: 'MEDIA_PLAYBACK_LINK_INVALID' } as const;

/**
 * `GET|HEAD /media/stream/<token>`: the video a signed link names, with byte ranges so a `<video>`
 * element seeks. Outside `/api`, so the player fetches it directly; whoever holds the link may
 * watch until it expires, and the browser may keep what it fetched no longer than that. A forged,
 * altered or expired link is a 403; the player asks for a new link then.
 */
export function mediaStream(links: MediaPlaybackLinks, files: FileStore, logger: Logger): Router {
  const router = Router();
  router.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return fileNotFound(response);
    const grant = links.grantOf(tokenOf(request.path));
    // Only the library's own files, whatever a link names: a leaked key still opens no other file.
    if (!grant || !isFileKey(grant.fileKey) || !grant.fileKey.startsWith(MEDIA_FILES_PREFIX)) return void response.status(403).json(LINK_INVALID);
    const headers = { 'Cache-Control': `private, max-age=${links.secondsLeft(grant)}` };
    answerWithStoredFile(files, grant.fileKey, request, response, { headers, logger }).catch(next);
  });
  return router;
}

/** The one path segment after the mount point; anything deeper is no token of ours. */
function tokenOf(path: string): string {
  const segment = path.replace(/^\//, '');
  return segment.includes('/') ? '' : segment;
}
