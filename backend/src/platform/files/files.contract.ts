/**
 * The one contract every files adapter must pass. Each adapter's int-spec runs it against a real
 * store (a temp folder, an S3 bucket made for the run); each test works in its own folder.
 */
import { randomBytes } from 'crypto';
import { mkdtemp, rm, writeFile } from 'fs/promises';
import { tmpdir } from 'os';
import { join } from 'path';
import { FileRangeNotSatisfiable, FileStoreUsageError, type FileStore, type StoredFile } from './files.port';

export interface FileStoreUnderTest {
  store: FileStore;
  cleanup: () => Promise<void>;
}

/** Keys no adapter may take: each would escape a folder, alias another key, or break a header or log. */
export const HOSTILE_FILE_KEYS: ReadonlyArray<readonly [label: string, key: string]> = [
  ['empty', ''],
  ['absolute', '/etc/passwd'],
  ['a parent segment', '../outside.txt'],
  ['a parent segment deeper in', 'public/../../outside.txt'],
  ['a lone parent segment', '..'],
  ['a dot segment', 'public/./x.webp'],
  ['an empty segment', 'public//x.webp'],
  ['a trailing slash', 'public/'],
  ['a backslash', 'public\\x.webp'],
  ['Windows-style parents', '..\\..\\outside.txt'],
  ['NUL', 'public/x\u0000.webp'],
  ['a line break', 'public/x\n.webp'],
  ['a carriage return', 'public/x\r.webp'],
  ['DEL', 'public/\u007f'],
  ['a C1 control', 'public/\u0085'],
  ['a lone surrogate', 'public/\ud800.webp'],
  ['513 characters', 'a'.repeat(513)],
  ['over 1024 bytes of UTF-8', 'ệ'.repeat(400)],
  ['a segment over 255 bytes', `public/${'ả'.repeat(90)}`],
];

export const HOSTILE_CONTENT_TYPES: readonly string[] = ['', 'image', 'image/', 'text/html\r\nSet-Cookie: a=b', 'image/webp; x="é"', `image/${'x'.repeat(250)}`];

const text = (value: string) => Buffer.from(value, 'utf8');

async function collect(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export function fileStoreContract(name: string, connect: () => Promise<FileStoreUnderTest>): void {
  describe(`${name} satisfies the files contract`, () => {
    let subject: FileStoreUnderTest | undefined;
    let sequence = 0;
    let scratch = '';

    beforeAll(async () => {
      subject = await connect();
      scratch = await mkdtemp(join(tmpdir(), 'files-contract-'));
    });
    afterAll(async () => {
      await subject?.cleanup();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    function store(): FileStore {
      if (!subject) throw new Error('file store not connected');
      return subject.store;
    }

    /** A folder no other test touches, e.g. `t3-ranges/`. */
    function folder(label: string): string {
      sequence += 1;
      return `t${sequence}-${label}/`;
    }

    async function readAll(key: string, range?: { start: number; end: number }): Promise<{ file: StoredFile; bytes: Buffer } | null> {
      const found = await store().read(key, range);
      return found && { file: found.file, bytes: await collect(found.body) };
    }

    describe('put, stat and read', () => {
      it('stores a Buffer and describes it the same way on put and on stat', async () => {
        const key = `${folder('buffer')}bài-1.txt`;
        const stored = await store().put(key, text('Xin chào'), 'text/plain; charset=utf-8');
        expect(stored).toEqual({ key, size: text('Xin chào').length, contentType: 'text/plain; charset=utf-8', updatedAt: expect.any(String) });
        expect(new Date(stored.updatedAt).toISOString()).toBe(stored.updatedAt);
        expect(Math.abs(Date.parse(stored.updatedAt) - Date.now())).toBeLessThan(5 * 60_000);
        expect(await store().stat(key)).toEqual(stored);
        expect(await readAll(key)).toEqual({ file: stored, bytes: text('Xin chào') });
      });

      it('streams a file from a local path and reads back the same bytes', async () => {
        const bytes = randomBytes(300 * 1024 + 7);
        const path = join(scratch, 'upload.bin');
        await writeFile(path, bytes);
        const key = `${folder('path')}video.mp4`;
        const stored = await store().put(key, { path }, 'video/mp4');
        expect(stored).toMatchObject({ key, size: bytes.length, contentType: 'video/mp4' });
        const read = await readAll(key);
        expect(read?.file).toEqual(stored);
        expect(read?.bytes.equals(bytes)).toBe(true);
      });

      it('reads inclusive byte ranges, including the last byte, and clamps an end past it', async () => {
        const bytes = randomBytes(1000);
        const key = `${folder('ranges')}clip.webm`;
        const stored = await store().put(key, bytes, 'video/webm');
        const cases: Array<[number, number, Buffer]> = [
          [0, 0, bytes.subarray(0, 1)],
          [10, 19, bytes.subarray(10, 20)],
          [999, 999, bytes.subarray(999)],
          [995, 5000, bytes.subarray(995)],
          [0, 999, bytes],
        ];
        for (const [start, end, expected] of cases) {
          const read = await readAll(key, { start, end });
          expect(read?.file).toEqual(stored); // the whole file, not the part
          expect(read?.bytes.equals(expected)).toBe(true);
        }
      });

      it('refuses a range that starts past the last byte, telling the size', async () => {
        const key = `${folder('unsatisfiable')}a.bin`;
        await store().put(key, randomBytes(10), 'application/octet-stream');
        await expect(store().read(key, { start: 10, end: 20 })).rejects.toEqual(expect.any(FileRangeNotSatisfiable));
        await expect(store().read(key, { start: 10, end: 20 })).rejects.toMatchObject({ size: 10 });
      });

      it('refuses malformed ranges before touching the store', async () => {
        const key = `${folder('bad-ranges')}a.bin`;
        for (const range of [{ start: -1, end: 2 }, { start: 5, end: 4 }, { start: 0.5, end: 2 }, { start: 0, end: Number.NaN }]) {
          await expect(store().read(key, range)).rejects.toThrow(FileStoreUsageError);
        }
      });

      it('holds an empty file', async () => {
        const key = `${folder('empty')}empty.txt`;
        expect(await store().put(key, Buffer.alloc(0), 'text/plain')).toMatchObject({ size: 0 });
        expect(await readAll(key)).toMatchObject({ file: { size: 0 }, bytes: Buffer.alloc(0) });
        await expect(store().read(key, { start: 0, end: 0 })).rejects.toThrow(FileRangeNotSatisfiable);
      });

      it('answers null for an absent key, and for a folder', async () => {
        const base = folder('absent');
        await store().put(`${base}sub/x.txt`, text('x'), 'text/plain');
        for (const key of [`${base}missing.txt`, `${base}sub`]) {
          expect(await store().stat(key)).toBeNull();
          expect(await store().read(key)).toBeNull();
          expect(await store().read(key, { start: 0, end: 0 })).toBeNull();
        }
      });

      it('overwrites a file with new bytes and a new content type', async () => {
        const key = `${folder('overwrite')}cover`;
        await store().put(key, text('first version'), 'image/png');
        const second = await store().put(key, text('v2'), 'image/webp');
        expect(second).toMatchObject({ size: 2, contentType: 'image/webp' });
        expect(await store().stat(key)).toEqual(second);
        expect((await readAll(key))?.bytes.toString()).toBe('v2');
      });

      it('keeps keys with Vietnamese, spaces, emoji and percent signs as they are', async () => {
        const base = folder('names');
        const keys = [`${base}khóa học/ảnh bìa (1).webp`, `${base}😀.png`, `${base}%2e%2e`, `${base}a+b=c&d.txt`, `${base}.hidden`];
        for (const [i, key] of keys.entries()) await store().put(key, text(`file ${i}`), 'text/plain');
        for (const [i, key] of keys.entries()) expect((await readAll(key))?.bytes.toString()).toBe(`file ${i}`);
      });
    });

    describe('delete', () => {
      it('removes a file, and deleting it again or deleting an absent key is not an error', async () => {
        const key = `${folder('delete')}x.txt`;
        await store().put(key, text('x'), 'text/plain');
        await store().delete(key);
        expect(await store().stat(key)).toBeNull();
        expect(await store().read(key)).toBeNull();
        await expect(store().delete(key)).resolves.toBeUndefined();
        await expect(store().delete(`${folder('never')}nothing.txt`)).resolves.toBeUndefined();
      });

      it('leaves no empty folder behind', async () => {
        const base = folder('prune');
        await store().put(`${base}a/b/c.txt`, text('c'), 'text/plain');
        await store().put(`${base}keep.txt`, text('k'), 'text/plain');
        await store().delete(`${base}a/b/c.txt`);
        expect(await store().list({ prefix: base, limit: 10 })).toEqual({
          files: [expect.objectContaining({ key: `${base}keep.txt` })],
          folders: [],
          nextPageToken: null,
        });
      });
    });

    describe('list', () => {
      it('lists one folder level: files directly under the prefix and sub-folder prefixes', async () => {
        const base = folder('level');
        await store().put(`${base}b.txt`, text('bb'), 'text/plain');
        await store().put(`${base}a.webp`, text('a'), 'image/webp');
        await store().put(`${base}sub/x.txt`, text('x'), 'text/plain');
        await store().put(`${base}sub/deeper/y.txt`, text('y'), 'text/plain');
        await store().put(`${base}other/z.txt`, text('z'), 'text/plain');
        const page = await store().list({ prefix: base, limit: 100 });
        expect(page).toEqual({
          files: [await store().stat(`${base}a.webp`), await store().stat(`${base}b.txt`)],
          folders: [`${base}other/`, `${base}sub/`],
          nextPageToken: null,
        });
        expect(page.files[0]).toMatchObject({ size: 1, contentType: 'image/webp' });
        expect(await store().list({ prefix: `${base}sub/`, limit: 100 })).toMatchObject({
          files: [{ key: `${base}sub/x.txt` }],
          folders: [`${base}sub/deeper/`],
        });
      });

      it('pages 5 files by 2 with the token, and ends with a null token', async () => {
        const base = folder('paging');
        const keys = ['e', 'a', 'd', 'b', 'c'].map((name) => `${base}${name}.txt`);
        for (const key of keys) await store().put(key, text(key), 'text/plain');
        const pages: string[][] = [];
        let pageToken: string | null = null;
        do {
          const page = await store().list({ prefix: base, limit: 2, pageToken });
          expect(page.folders).toEqual([]);
          pages.push(page.files.map((file) => file.key));
          pageToken = page.nextPageToken;
        } while (pageToken !== null && pages.length < 10);
        expect(pages).toEqual([
          [`${base}a.txt`, `${base}b.txt`],
          [`${base}c.txt`, `${base}d.txt`],
          [`${base}e.txt`],
        ]);
      });

      it('counts folders and files together against the limit, in key order', async () => {
        const base = folder('mixed');
        for (const key of ['a.txt', 'b/x.txt', 'c.txt']) await store().put(`${base}${key}`, text(key), 'text/plain');
        const first = await store().list({ prefix: base, limit: 2 });
        expect(first).toMatchObject({ files: [{ key: `${base}a.txt` }], folders: [`${base}b/`], nextPageToken: expect.any(String) });
        const second = await store().list({ prefix: base, limit: 2, pageToken: first.nextPageToken });
        expect(second).toMatchObject({ files: [{ key: `${base}c.txt` }], folders: [], nextPageToken: null });
      });

      it('orders keys by their UTF-8 bytes, as S3 does', async () => {
        const base = folder('order');
        // UTF-16 puts the emoji (a surrogate pair, D83D…) before U+E000; UTF-8 (F0… after EE…) after it.
        for (const name of ['😀', '\ue000', 'Z', 'a']) await store().put(`${base}${name}`, text(name), 'text/plain');
        const page = await store().list({ prefix: base, limit: 10 });
        expect(page.files.map((file) => file.key.slice(base.length))).toEqual(['Z', 'a', '\ue000', '😀']);
      });

      it('lists an absent folder as empty', async () => {
        expect(await store().list({ prefix: folder('nothing-here'), limit: 5 })).toEqual({ files: [], folders: [], nextPageToken: null });
      });

      it('refuses a malformed prefix or limit', async () => {
        const bad = [
          { prefix: 'no-slash', limit: 5 },
          { prefix: '/abs/', limit: 5 },
          { prefix: '../', limit: 5 },
          { prefix: 'a//', limit: 5 },
          { prefix: 'a/', limit: 0 },
          { prefix: 'a/', limit: 1001 },
          { prefix: 'a/', limit: 1.5 },
          { prefix: 'a/', limit: 5, pageToken: '' },
        ];
        for (const query of bad) await expect(store().list(query)).rejects.toThrow(FileStoreUsageError);
      });
    });

    describe('hostile input', () => {
      it.each(HOSTILE_FILE_KEYS)('refuses a key with %s on every operation', async (_label, key) => {
        await expect(store().put(key, text('x'), 'text/plain')).rejects.toThrow(FileStoreUsageError);
        await expect(store().stat(key)).rejects.toThrow(FileStoreUsageError);
        await expect(store().read(key)).rejects.toThrow(FileStoreUsageError);
        await expect(store().delete(key)).rejects.toThrow(FileStoreUsageError);
      });

      it('refuses a content type a header cannot carry', async () => {
        const key = `${folder('content-types')}x`;
        for (const contentType of HOSTILE_CONTENT_TYPES) {
          await expect(store().put(key, text('x'), contentType)).rejects.toThrow(FileStoreUsageError);
        }
        expect(await store().stat(key)).toBeNull();
      });

      it('refuses a source that is neither a Buffer nor a path', async () => {
        const key = `${folder('sources')}x`;
        for (const source of [null, 'text', { path: '' }, new Uint8Array(2)]) {
          await expect(store().put(key, source as unknown as Buffer, 'text/plain')).rejects.toThrow(FileStoreUsageError);
        }
      });
    });
  });
}
