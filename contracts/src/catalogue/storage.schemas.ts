import { z } from 'zod';
import { text } from '../shared';
import { STORAGE_ERRORS, type StoredFileUserKind } from './storage.errors';

/** The spec's page of the storage browser (part 2 section 9), and the files port's own limit. */
export const STORAGE_PAGE_SIZE = 50;
export const STORAGE_MAX_PAGE_SIZE = 1000;
/** A key is at most 512 characters; a page token is the store's own (S3's can be long). */
const KEY_MAX = 512;
const PAGE_TOKEN_MAX = 2048;

export const STORAGE_MESSAGES = {
  limitInvalid: `Số tệp mỗi trang phải là số nguyên từ 1 đến ${STORAGE_MAX_PAGE_SIZE}.`,
  fileNameRequired: 'Vui lòng chọn tệp cần xóa.',
  loadFailed: 'Không thể tải danh sách tệp.',
  deleteFailed: 'Không thể xóa tệp.',
  deleted: 'Đã xóa tệp.',
} as const;

const storagePath = text({ max: KEY_MAX, tooLong: STORAGE_ERRORS.STORAGE_PATH_INVALID });

/**
 * One folder level of the file store. `prefix` is '' (the root) or a folder ending in '/'; the
 * server checks it with the files port's key rules. `nextPageToken` is the previous page's, as is.
 */
export const listStorageFilesQuerySchema = z.object({
  prefix: storagePath.default(''),
  limit: z.coerce
    .number(STORAGE_MESSAGES.limitInvalid)
    .int(STORAGE_MESSAGES.limitInvalid)
    .min(1, STORAGE_MESSAGES.limitInvalid)
    .max(STORAGE_MAX_PAGE_SIZE, STORAGE_MESSAGES.limitInvalid)
    .default(STORAGE_PAGE_SIZE),
  nextPageToken: text({ max: PAGE_TOKEN_MAX, tooLong: STORAGE_ERRORS.STORAGE_PAGE_TOKEN_INVALID }).optional(),
});
export type ListStorageFilesQuery = z.input<typeof listStorageFilesQuerySchema>;

export const storedFileUserSchema = z.object({
  kind: z.enum(['course', 'tool', 'media', 'site'] as const satisfies readonly StoredFileUserKind[]),
  /** The course's, tool's or video's id; for the site, the popup's id or `homepage`. */
  id: z.string(),
  title: z.string(),
});
export type StoredFileUser = z.infer<typeof storedFileUserSchema>;

export const storageFileSchema = z.object({
  /** The file's key in the store, e.g. `public/courses/abc/thumbnail-…-960.webp`: what delete takes. */
  fullPath: z.string(),
  /** Its last segment. */
  fileName: z.string(),
  /** Bytes. */
  size: z.number().int(),
  contentType: z.string(),
  updatedAt: z.string(),
  /** What still uses the file (it cannot be deleted then); null for an orphan. */
  usedBy: storedFileUserSchema.nullable(),
});
export type StorageFile = z.infer<typeof storageFileSchema>;

export const listStorageFilesResponseSchema = z.object({
  files: z.array(storageFileSchema),
  /** Sub-folders directly under `prefix`, each a prefix ending in '/'. */
  folders: z.array(z.string()),
  prefix: z.string(),
  /** Null on the last page. */
  nextPageToken: z.string().nullable(),
});
export type ListStorageFilesResponse = z.infer<typeof listStorageFilesResponseSchema>;

export const deleteStorageFileRequestSchema = z.object({
  /** The file's full key (`fullPath` of the list). */
  fileName: text({ max: KEY_MAX, required: STORAGE_MESSAGES.fileNameRequired, tooLong: STORAGE_ERRORS.STORAGE_PATH_INVALID }),
});
export type DeleteStorageFileRequest = z.input<typeof deleteStorageFileRequestSchema>;

export const deleteStorageFileResponseSchema = z.object({ message: z.string(), fileName: z.string() });
export type DeleteStorageFileResponse = z.infer<typeof deleteStorageFileResponseSchema>;
