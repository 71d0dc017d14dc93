import { endpoint, Endpoint, UploadRule } from '../shared';
import {
  deleteMediaResponseSchema,
  listMediaQuerySchema,
  listMediaResponseSchema,
  MEDIA_LIMITS,
  mediaUploadedResponseSchema,
  playbackUrlRequestSchema,
  playbackUrlResponseSchema,
  uploadMediaRequestSchema,
} from './media.schemas';

/** The upload form's one file: a lecture video. */
export const MEDIA_UPLOADS = { asset: { kind: 'video', maxBytes: MEDIA_LIMITS.videoMaxBytes } } as const satisfies Record<string, UploadRule>;

/** The media library (spec part 2 section 7 'Media:'): instructors' and admins' lecture videos. */
export const mediaEndpoints = {
  listMedia: endpoint({
    method: 'get',
    path: '/media',
    access: 'user',
    tag: 'media',
    summary: 'Thư viện video (mới nhất trước; giảng viên thấy video của mình, quản trị viên thấy tất cả)',
    query: listMediaQuerySchema,
    response: listMediaResponseSchema,
  }),
  uploadMedia: endpoint({
    method: 'post',
    path: '/media/upload',
    access: 'user',
    tag: 'media',
    summary: 'Tải video bài giảng lên thư viện (multipart: asset, data)',
    body: uploadMediaRequestSchema,
    response: mediaUploadedResponseSchema,
    upload: MEDIA_UPLOADS,
    idempotent: true,
  }),
  deleteMedia: endpoint({
    method: 'delete',
    path: '/media/:id',
    access: 'user',
    tag: 'media',
    summary: 'Xóa video không còn dùng trong bài giảng nào',
    response: deleteMediaResponseSchema,
  }),
  createPlaybackUrl: endpoint({
    method: 'post',
    path: '/media/playback-url',
    access: 'public',
    tag: 'media',
    summary: 'Link xem video có chữ ký, hết hạn sau ít giờ (học thử, học viên, chủ video, quản trị viên)',
    body: playbackUrlRequestSchema,
    response: playbackUrlResponseSchema,
    // A learner moving through lectures asks for a link each time; signing one changes nothing.
    recordsNothing: true,
  }),
} satisfies Record<string, Endpoint>;
