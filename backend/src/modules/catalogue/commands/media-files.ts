import type { InspectedVideo } from '../../../platform/files/video-inspector';

/** Every library video lives below this private prefix: never under `public/`, so `/files` never serves one. */
export const MEDIA_FILES_PREFIX = 'private/media/';

const EXTENSIONS: Record<InspectedVideo['contentType'], string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' };

/** `private/media/<ownerId>/<mediaId>.<ext>`: by owner, so one library's files sit together in the storage browser. */
export const mediaFileKey = (ownerId: string, mediaId: string, contentType: InspectedVideo['contentType']) =>
  `${MEDIA_FILES_PREFIX}${ownerId}/${mediaId}.${EXTENSIONS[contentType]}`;
