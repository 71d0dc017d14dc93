import { MEDIA_LIMITS, uploadMediaRequestSchema } from '@academy/contracts';
import { formatFileSize } from './media-format';

/** The kinds the server accepts (it checks the file's bytes; this only spares a doomed upload). */
export const VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm';
const VIDEO_NAME = /\.(mp4|m4v|mov|webm)$/i;
const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'];

export const MEDIA_UPLOAD_TEXTS = {
  fileRequired: 'Vui lòng chọn tệp video.',
  fileKind: 'Chỉ nhận video MP4, MOV hoặc WebM.',
  fileTooLarge: `Video tối đa ${formatFileSize(MEDIA_LIMITS.videoMaxBytes)}.`,
  fileEmpty: 'Tệp video đang trống.',
} as const;

export interface MediaUploadErrors {
  file?: string;
  title?: string;
}

/** The file's problem, or null. */
export function checkVideoFile(file: Pick<File, 'name' | 'type' | 'size'> | null): string | null {
  if (!file) return MEDIA_UPLOAD_TEXTS.fileRequired;
  if (!VIDEO_TYPES.includes(file.type) && !VIDEO_NAME.test(file.name)) return MEDIA_UPLOAD_TEXTS.fileKind;
  if (file.size === 0) return MEDIA_UPLOAD_TEXTS.fileEmpty;
  if (file.size > MEDIA_LIMITS.videoMaxBytes) return MEDIA_UPLOAD_TEXTS.fileTooLarge;
  return null;
}

/** Every problem at once: the file's and the title's (with the contracts' text). */
export function checkMediaUpload(file: Pick<File, 'name' | 'type' | 'size'> | null, title: string): MediaUploadErrors {
  const errors: MediaUploadErrors = {};
  const fileProblem = checkVideoFile(file);
  if (fileProblem) errors.file = fileProblem;
  const parsed = uploadMediaRequestSchema.safeParse({ title });
  if (!parsed.success) errors.title = parsed.error.issues[0]?.message;
  return errors;
}
