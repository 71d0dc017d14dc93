/**
 * The files port. Two adapters implement it: a local folder (local and CI default) and S3-compatible
 * object storage (production; MinIO in compose). Adapters stay thin: what a file is for, who may
 * see it and how it is named is decided by the callers.
 *
 * Keys are '/'-separated relative paths validated by `file-key.ts`. Keys under `public/` are served
 * to anyone at `/files/<key>` with a year-long immutable cache, so a public key must change when
 * its content does (content-addressed or versioned names); every other key is private and reaches
 * a browser only through an endpoint that checks access. A key is never also the folder of another
 * key (`a` beside `a/b`): S3 allows it, the local adapter refuses it.
 */

export interface StoredFile {
  key: string;
  /** Bytes of the whole file. */
  size: number;
  contentType: string;
  /** ISO-8601; what `Last-Modified` says. */
  updatedAt: string;
}

/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileListQuery {
  /** '' for the root, else a folder ending in '/', e.g. `public/courses/`. */
  prefix: string;
  /** 1 to `MAX_LIST_LIMIT`: files and folders together, as S3 counts them. */
  limit: number;
  /** The previous page's `nextPageToken`; opaque. */
  pageToken?: string | null;
}

export interface FileListPage {
  /** Files directly under the prefix. */
  files: StoredFile[];
  /** Sub-folder prefixes directly under it, each ending in '/'. */
  folders: string[];
  nextPageToken: string | null;
}

export const MAX_LIST_LIMIT = 1000;

export interface FileStore {
  /**
   * Writes (or overwrites) a file from a Buffer or from a local temp-file path (streamed, never read
   * whole into memory). Readers see the old file or the new one, never a part of either.
   */
  put(key: string, source: Buffer | { path: string }, contentType: string): Promise<StoredFile>;
  stat(key: string): Promise<StoredFile | null>;
  /**
   * A readable stream of the whole file or of an inclusive byte range (for HTTP Range requests);
   * null when absent. An `end` past the last byte reads to the last byte; a `start` past it throws
   * `FileRangeNotSatisfiable`. `file` describes the whole file. Consume or destroy `body`.
   */
  read(key: string, range?: ByteRange): Promise<{ file: StoredFile; body: NodeJS.ReadableStream } | null>;
  /** Deleting an absent key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * One "folder" level under prefix, like S3 ListObjectsV2 with Delimiter '/': files directly under
   * it and sub-folder prefixes, in UTF-8 byte order of their keys; paged by an opaque token.
   */
  list(query: FileListQuery): Promise<FileListPage>;
}

export const FILE_STORE = Symbol('FILE_STORE');

/** A caller's mistake (a bad key, prefix, content type, range or limit): never sent to a store. */
export class FileStoreUsageError extends Error {
  override name = 'FileStoreUsageError';
}

/** The range starts past the last byte of the file (HTTP 416). */
export class FileRangeNotSatisfiable extends Error {
  override name = 'FileRangeNotSatisfiable';
  constructor(readonly key: string, readonly size: number) {
    super(`The range starts past the end of ${key} (${size} bytes)`);
  }
}
