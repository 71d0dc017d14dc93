import { randomBytes } from 'crypto';
import { constants, createReadStream, createWriteStream, type Stats } from 'fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat, unlink, type FileHandle } from 'fs/promises';
import { dirname, join, resolve, sep } from 'path';
import { Readable } from 'stream';
import { pipeline } from 'stream/promises';
import { assertByteRange, assertContentType, assertFileKey, assertFileSource, assertListQuery, isFileKey } from './file-key';
import { describeAll } from './describe-all';
import {
  FileRangeNotSatisfiable,
  FileStoreUsageError,
  type ByteRange,
  type FileListPage,
  type FileListQuery,
  type FileStore,
  type StoredFile,
} from './files.port';

/**
 * Each file starts with a small header holding its content type, so bytes and type are replaced by
 * one rename and can never disagree (a sidecar file would be a second, separate write).
 * Layout: MAGIC, one byte n, n bytes of content type (ASCII, at most 255), then the file's bytes.
 */
const MAGIC = Buffer.from('AFS1', 'latin1');
const PREFIX_BYTES = MAGIC.length + 1;
/** A temp file this old belongs to a write that crashed; younger ones may still be in progress. */
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

interface Header {
  contentType: string;
  bytes: number;
}

/**
 * The files port on a local folder (local and CI default). `<root>/objects/<key>` holds each file,
 * `<root>/tmp/` the writes in progress: same file system, so the final rename is atomic.
 */
export class LocalFileStore implements FileStore {
  private constructor(
    private readonly objects: string,
    private readonly temp: string,
  ) {}

  static async open(root: string): Promise<LocalFileStore> {
    const absolute = resolve(root);
    const store = new LocalFileStore(join(absolute, 'objects'), join(absolute, 'tmp'));
    await mkdir(store.objects, { recursive: true, mode: 0o700 });
    await mkdir(store.temp, { recursive: true, mode: 0o700 });
    await store.removeStaleTemps();
    return store;
  }

  async put(key: string, source: Buffer | { path: string }, contentType: string): Promise<StoredFile> {
    assertFileKey(key);
    assertContentType(contentType);
    assertFileSource(source);
    const temp = join(this.temp, randomBytes(16).toString('hex'));
    try {
      const header = encodeHeader(contentType);
      const written = await writeDurably(temp, header, source);
      await this.moveIntoPlace(temp, key);
      return { key, size: written.size - header.length, contentType, updatedAt: written.mtime.toISOString() };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    assertFileKey(key);
    const handle = await openFile(this.pathOf(key));
    if (!handle) return null;
    try {
      return (await describeHandle(handle, key)).file;
    } finally {
      await handle.close();
    }
  }

  async read(key: string, range?: ByteRange): Promise<{ file: StoredFile; body: NodeJS.ReadableStream } | null> {
    assertFileKey(key);
    assertByteRange(range);
    const handle = await openFile(this.pathOf(key));
    if (!handle) return null;
    try {
      const { file, header } = await describeHandle(handle, key);
      if (range && range.start >= file.size) throw new FileRangeNotSatisfiable(key, file.size);
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? file.size - 1, file.size - 1);
      if (end < start) {
        await handle.close();
        return { file, body: Readable.from([]) };
      }
      // The stream reads through this handle, so a concurrent overwrite (a rename) cannot mix files.
      return { file, body: handle.createReadStream({ start: header.bytes + start, end: header.bytes + end }) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    const path = this.pathOf(key);
    try {
      await unlink(path);
    } catch (error) {
      // Absent, or a folder of other keys: either way no file has this key.
      if (hasCode(error, 'ENOENT', 'ENOTDIR', 'EISDIR', 'EPERM')) return;
      throw error;
    }
    await this.pruneEmptyFolders(dirname(path));
  }

  async list(query: FileListQuery): Promise<FileListPage> {
    assertListQuery(query);
    const after = query.pageToken ?? null;
    const entries = (await this.entriesUnder(query.prefix)).filter((entry) => after === null || compareKeys(entry.key, after) > 0);
    const page = entries.slice(0, query.limit);
    const files = await describeAll(
      page.filter((entry) => !entry.folder).map((entry) => entry.key),
      (key) => this.stat(key),
    );
    return {
      files,
      folders: page.filter((entry) => entry.folder).map((entry) => entry.key),
      nextPageToken: entries.length > page.length ? page[page.length - 1]!.key : null,
    };
  }

  /** Both kinds of entry sorted together by key, as S3 pages keys and common prefixes. */
  private async entriesUnder(prefix: string): Promise<Array<{ key: string; folder: boolean }>> {
    let dirents;
    try {
      dirents = await readdir(prefix === '' ? this.objects : this.pathOf(prefix.slice(0, -1)), { withFileTypes: true });
    } catch (error) {
      if (hasCode(error, 'ENOENT', 'ENOTDIR')) return [];
      throw error;
    }
    return dirents
      .filter((dirent) => (dirent.isFile() || dirent.isDirectory()) && isFileKey(prefix + dirent.name))
      .map((dirent) => ({ key: dirent.isDirectory() ? `${prefix}${dirent.name}/` : prefix + dirent.name, folder: dirent.isDirectory() }))
      .sort((a, b) => compareKeys(a.key, b.key));
  }

  private pathOf(key: string): string {
    const path = join(this.objects, ...key.split('/'));
    // file-key.ts already refuses every key that could leave the root; this is the second lock.
    if (!path.startsWith(this.objects + sep)) throw new FileStoreUsageError(`The key ${key} leaves the store's folder`);
    return path;
  }

  private async moveIntoPlace(temp: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    // A delete may remove the (then empty) folder between mkdir and rename: try once more.
    for (let attempt = 1; ; attempt++) {
      try {
        await mkdir(dirname(target), { recursive: true, mode: 0o700 });
        await rename(temp, target);
        return;
      } catch (error) {
        if (hasCode(error, 'ENOENT') && attempt < 3) continue;
        if (hasCode(error, 'EEXIST', 'ENOTDIR', 'EISDIR')) {
          throw new FileStoreUsageError(`The key ${key} is the folder of another key, or has a file as its folder`);
        }
        throw error;
      }
    }
  }

  /** S3 has no empty folders, so neither does this store: a folder goes with its last file. */
  private async pruneEmptyFolders(folder: string): Promise<void> {
    for (let current = folder; current.startsWith(this.objects + sep); current = dirname(current)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or already gone): the folders above are not empty either
      }
    }
  }

  private async removeStaleTemps(): Promise<void> {
    const now = Date.now();
    for (const name of await readdir(this.temp)) {
      const path = join(this.temp, name);
      const info = await stat(path).catch(() => null);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) await rm(path, { force: true, recursive: true });
    }
  }
}

function encodeHeader(contentType: string): Buffer {
  const type = Buffer.from(contentType, 'latin1');
  return Buffer.concat([MAGIC, Buffer.of(type.length), type]);
}

async function* headerThenContent(header: Buffer, source: Buffer | { path: string }): AsyncGenerator<Buffer> {
  yield header;
  if (Buffer.isBuffer(source)) yield source;
  else yield* createReadStream(source.path) as AsyncIterable<Buffer>;
}

/** Writes the temp file and flushes it to disk, so the rename that follows publishes whole bytes. */
async function writeDurably(temp: string, header: Buffer, source: Buffer | { path: string }): Promise<Stats> {
  // `flush`: fsync before the stream closes the file; 'wx': a fresh name is never someone else's file.
  await pipeline(headerThenContent(header, source), createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true }));
  return stat(temp);
}

/** The file at path, or null when there is none (absent, a folder, or a path through a file). */
async function openFile(path: string): Promise<FileHandle | null> {
  let handle: FileHandle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (hasCode(error, 'ENOENT', 'ENOTDIR', 'ELOOP')) return null;
    throw error;
  }
  if ((await handle.stat()).isFile()) return handle;
  await handle.close();
  return null;
}

async function describeHandle(handle: FileHandle, key: string): Promise<{ file: StoredFile; header: Header }> {
  const info = await handle.stat();
  const header = await readHeader(handle, key);
  const file = { key, size: info.size - header.bytes, contentType: header.contentType, updatedAt: info.mtime.toISOString() };
  return { file, header };
}

async function readHeader(handle: FileHandle, key: string): Promise<Header> {
  const buffer = Buffer.alloc(PREFIX_BYTES + 255);
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
  const typeBytes = buffer[MAGIC.length] ?? 0;
  if (bytesRead < PREFIX_BYTES + typeBytes || !buffer.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error(`The file of ${key} was not written by this store (no header)`);
  }
  return { contentType: buffer.toString('latin1', PREFIX_BYTES, PREFIX_BYTES + typeBytes), bytes: PREFIX_BYTES + typeBytes };
}

/** S3's order: UTF-8 bytes, which differs from JavaScript's UTF-16 order past U+FFFF. */
function compareKeys(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return codes.includes((error as NodeJS.ErrnoException | null)?.code ?? '');
}
