import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'fs';
import { stat } from 'fs/promises';
import { Readable } from 'stream';
import { describeAll } from './describe-all';
import { assertByteRange, assertContentType, assertFileKey, assertFileSource, assertListQuery, isFileKey } from './file-key';
import {
  FileRangeNotSatisfiable,
  FileStoreUsageError,
  type ByteRange,
  type FileListPage,
  type FileListQuery,
  type FileStore,
  type StoredFile,
} from './files.port';

export interface S3FileStoreConfig {
  bucket: string;
  /** Unset for AWS itself; MinIO's URL in compose. */
  endpoint?: string;
  region: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`; MinIO needs it. */
  forcePathStyle: boolean;
}

/** A streamed body cannot be replayed by the SDK's own retries, so a put from a file is retried here. */
const FILE_PUT_ATTEMPTS = 3;

/**
 * The files port on S3-compatible object storage (production; MinIO in compose). Credentials come
 * from the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY in compose). Puts are single
 * PutObject requests, so one file is at most 5 GB.
 */
export class S3FileStore implements FileStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  /** Connects and checks the bucket is there and ours now, rather than at the first upload. */
  static async connect(config: S3FileStoreConfig): Promise<S3FileStore> {
    const client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible stores (older MinIO among them) refuse
      // the SDK's default streamed-checksum trailers, and TLS already guards the bytes in transit.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    try {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    } catch (error) {
      client.destroy();
      const where = config.endpoint ?? `AWS S3 (${config.region})`;
      throw new Error(`The S3 bucket ${config.bucket} at ${where} cannot be reached with these credentials: ${String(error)}`);
    }
    return new S3FileStore(client, config.bucket);
  }

  async put(key: string, source: Buffer | { path: string }, contentType: string): Promise<StoredFile> {
    assertFileKey(key);
    assertContentType(contentType);
    assertFileSource(source);
    const size = Buffer.isBuffer(source) ? await this.putBuffer(key, source, contentType) : await this.putFile(key, source.path, contentType);
    // PutObject answers no modification time; a delete racing in between leaves the time of now.
    return (await this.stat(key)) ?? { key, size, contentType, updatedAt: new Date().toISOString() };
  }

  async stat(key: string): Promise<StoredFile | null> {
    assertFileKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream', updatedAt: isoTime(head.LastModified) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<{ file: StoredFile; body: NodeJS.ReadableStream } | null> {
    assertFileKey(key);
    assertByteRange(range);
    try {
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range }));
      const body = object.Body;
      if (!(body instanceof Readable)) throw new Error(`S3 answered ${key} without a Node.js stream`);
      const size = range ? checkedRangeTotal(object.ContentRange, range, key, body) : (object.ContentLength ?? 0);
      const file = { key, size, contentType: object.ContentType ?? 'application/octet-stream', updatedAt: isoTime(object.LastModified) };
      return { file, body };
    } catch (error) {
      if (isNotFound(error)) return null;
      if (statusOf(error) === 416) throw new FileRangeNotSatisfiable(key, (await this.stat(key))?.size ?? 0);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw error; // S3 answers 204 for an absent key; some compatibles 404
    }
  }

  async list(query: FileListQuery): Promise<FileListPage> {
    assertListQuery(query);
    const page = await this.client
      .send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: query.prefix || undefined,
          Delimiter: '/',
          MaxKeys: query.limit,
          ContinuationToken: query.pageToken ?? undefined,
        }),
      )
      .catch((error: unknown) => {
        throw statusOf(error) === 400 && query.pageToken ? new FileStoreUsageError('Invalid page token') : error;
      });
    // Objects whose keys this port would refuse (a console's "folder" marker `prefix/`, say) are not files here.
    const keys = (page.Contents ?? []).map((object) => object.Key).filter(isFileKey);
    const folders = (page.CommonPrefixes ?? []).map((common) => common.Prefix ?? '').filter((prefix) => isFileKey(prefix.slice(0, -1)));
    return {
      // The listing carries no content type, so each file is described by a HEAD.
      files: await describeAll(keys, (key) => this.stat(key)),
      folders,
      nextPageToken: page.IsTruncated ? (page.NextContinuationToken ?? null) : null,
    };
  }

  close(): void {
    this.client.destroy();
  }

  private async putBuffer(key: string, body: Buffer, contentType: string): Promise<number> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: body.length, ContentType: contentType }));
    return body.length;
  }

  private async putFile(key: string, path: string, contentType: string): Promise<number> {
    const { size } = await stat(path);
    for (let attempt = 1; ; attempt++) {
      try {
        const Body = createReadStream(path);
        await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body, ContentLength: size, ContentType: contentType }));
        return size;
      } catch (error) {
        if (attempt >= FILE_PUT_ATTEMPTS || !isTransient(error)) throw error;
      }
    }
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404;
}

/** The network failed, or the server did: worth a fresh attempt. A 4xx would only fail again. */
function isTransient(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status >= 500;
}

function isoTime(time: Date | undefined): string {
  return (time ?? new Date(0)).toISOString();
}

/**
 * The whole file's size from a ranged answer's `Content-Range: bytes 10-19/1234`, after checking
 * the answer is the range asked for: some S3-compatible servers return the whole object for some
 * ranges (or a part of an empty one), and serving those bytes as the range would corrupt a video.
 */
function checkedRangeTotal(contentRange: string | undefined, range: ByteRange, key: string, body: Readable): number {
  const [, first, last, total] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange ?? '')?.map(Number) ?? [];
  if (total !== undefined && range.start >= total) {
    body.destroy();
    throw new FileRangeNotSatisfiable(key, total);
  }
  if (total === undefined || first !== range.start || last !== Math.min(range.end, total - 1)) {
    body.destroy();
    throw new Error(`S3 answered the range ${range.start}-${range.end} of ${key} with ${String(contentRange)}`);
  }
  return total;
}
