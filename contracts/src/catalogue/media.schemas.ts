import { z } from 'zod';
import { idSchema, pageQuery, paginationSchema, searchSchema, text } from '../shared';

export const MEDIA_LIMITS = {
  /** A lecture video: two hours of 1080p at a sensible bitrate fits. */
  videoMaxBytes: 2 * 1024 * 1024 * 1024,
  titleMax: 200,
  /** How long a playback link works: a lecture can be watched and sought through without a new link. */
  playbackLinkSeconds: 4 * 60 * 60,
} as const;

export const MEDIA_PAGE_SIZE = 12;

export const MEDIA_MESSAGES = {
  uploaded: 'Đã tải video lên thư viện.',
  deleted: 'Đã xóa video khỏi thư viện.',
  titleTooLong: 'Tên video tối đa 200 ký tự.',
} as const;

/** The upload form's JSON: the title shown in the library and the course builder (the file name when left empty). */
export const uploadMediaRequestSchema = z.object({
  title: text({ max: MEDIA_LIMITS.titleMax, tooLong: MEDIA_MESSAGES.titleTooLong }).optional(),
});
export type UploadMediaRequest = z.input<typeof uploadMediaRequestSchema>;

export const mediaAssetSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** As the uploader's computer named it. */
  originalName: z.string(),
  /** From the file's bytes: video/mp4, video/quicktime or video/webm. */
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Read from the MP4 header; null where the container does not say (WebM). */
  durationSeconds: z.number().nullable(),
  ownerId: z.string(),
  /** Lectures of courses that use the video: a video in use cannot be deleted. */
  usedInLectures: z.number().int(),
  createdAt: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

export const listMediaQuerySchema = pageQuery(MEDIA_PAGE_SIZE).extend({
  search: searchSchema,
  /** Admins only: one instructor's library (an admin sees every library otherwise). */
  ownerId: idSchema.optional(),
});
export type ListMediaQuery = z.input<typeof listMediaQuerySchema>;

export const listMediaResponseSchema = z.object({ media: z.array(mediaAssetSchema), pagination: paginationSchema });
export type ListMediaResponse = z.infer<typeof listMediaResponseSchema>;

export const mediaUploadedResponseSchema = z.object({ message: z.string(), media: mediaAssetSchema });
export type MediaUploadedResponse = z.infer<typeof mediaUploadedResponseSchema>;

export const deleteMediaResponseSchema = z.object({ message: z.string(), _id: z.string() });
export type DeleteMediaResponse = z.infer<typeof deleteMediaResponseSchema>;

/**
 * Who may play: the owner and admins always; anyone when the video is a free preview of the
 * published `courseId`; a learner enrolled in `courseId` (with the learning module).
 */
export const playbackUrlRequestSchema = z.object({ mediaId: idSchema, courseId: idSchema.optional() });
export type PlaybackUrlRequest = z.input<typeof playbackUrlRequestSchema>;

export const playbackUrlResponseSchema = z.object({
  /** A signed link the video element plays directly, with HTTP range requests (seeking works). */
  playbackUrl: z.string(),
  expiresAt: z.string(),
});
export type PlaybackUrlResponse = z.infer<typeof playbackUrlResponseSchema>;
