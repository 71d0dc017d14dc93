import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'fs/promises';
import { tmpdir } from 'os';
import { join, relative } from 'path';
import { createFileStore, fileStoreConfig } from './create-file-store';
import { fileStoreContract, HOSTILE_FILE_KEYS } from './files.contract';
import { FileStoreUsageError } from './files.port';
import { LocalFileStore } from './local-file-store';

fileStoreContract('LocalFileStore', async () => {
  const root = await mkdtemp(join(tmpdir(), 'local-files-'));
  return { store: await LocalFileStore.open(root), cleanup: () => rm(root, { recursive: true, force: true }) };
});

/** Every file under folder, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

describe('LocalFileStore specifics', () => {
  let sandbox: string;
  let root: string;

  beforeEach(async () => {
    sandbox = await mkdtemp(join(tmpdir(), 'local-files-sandbox-'));
    root = join(sandbox, 'a', 'b', 'root');
  });
  afterEach(() => rm(sandbox, { recursive: true, force: true }));

  it('is what createFileStore opens by default, in the configured folder', async () => {
    const settings = { FILES_DIR: root, S3_BUCKET: undefined, S3_ENDPOINT: undefined, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false };
    const store = await createFileStore(fileStoreConfig(settings));
    expect(store).toBeInstanceOf(LocalFileStore);
    await store.put('public/x.txt', Buffer.from('x'), 'text/plain');
    expect(await filesUnder(root)).toEqual([join('objects', 'public', 'x.txt')]);
  });

  it('never writes, reads or deletes outside its folder, whatever the key', async () => {
    const store = await LocalFileStore.open(root);
    // Bait at every level a hostile key could reach.
    await writeFile(join(sandbox, 'outside.txt'), 'bait');
    await writeFile(join(sandbox, 'a', 'outside.txt'), 'bait');
    for (const [, key] of HOSTILE_FILE_KEYS) {
      await expect(store.put(key, Buffer.from('pwned'), 'text/plain')).rejects.toThrow(FileStoreUsageError);
      await expect(store.put(key, { path: join(sandbox, 'outside.txt') }, 'text/plain')).rejects.toThrow(FileStoreUsageError);
      await expect(store.read(key)).rejects.toThrow(FileStoreUsageError);
      await expect(store.delete(key)).rejects.toThrow(FileStoreUsageError);
    }
    expect((await filesUnder(sandbox)).sort()).toEqual([join('a', 'outside.txt'), 'outside.txt']);
    expect(await readFile(join(sandbox, 'outside.txt'), 'utf8')).toBe('bait');
  });

  it('leaves the old file whole when a write fails half-way, and no temp file behind', async () => {
    const store = await LocalFileStore.open(root);
    await store.put('private/video.mp4', Buffer.from('old bytes'), 'video/mp4');
    // A folder as the source: the read fails after the temp file was opened.
    await expect(store.put('private/video.mp4', { path: sandbox }, 'video/mp4')).rejects.toThrow();
    await expect(store.put('private/video.mp4', { path: join(sandbox, 'missing') }, 'video/mp4')).rejects.toThrow();
    expect(await store.stat('private/video.mp4')).toMatchObject({ size: 9, contentType: 'video/mp4' });
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
  });

  it('clears temp files of crashed writes once they are a day old, and keeps younger ones', async () => {
    await LocalFileStore.open(root);
    const stale = join(root, 'tmp', 'stale');
    const young = join(root, 'tmp', 'young');
    await writeFile(stale, 'half');
    await writeFile(young, 'in progress');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(stale, twoDaysAgo, twoDaysAgo);
    await LocalFileStore.open(root);
    expect(await readdir(join(root, 'tmp'))).toEqual(['young']);
  });

  it('refuses a key that is the folder of another key, or that runs through a file', async () => {
    const store = await LocalFileStore.open(root);
    await store.put('public/a/b.txt', Buffer.from('b'), 'text/plain');
    await expect(store.put('public/a', Buffer.from('a'), 'text/plain')).rejects.toThrow(FileStoreUsageError);
    await expect(store.put('public/a/b.txt/c.txt', Buffer.from('c'), 'text/plain')).rejects.toThrow(FileStoreUsageError);
    expect(await store.stat('public/a/b.txt/c.txt')).toBeNull();
    await expect(store.delete('public/a')).resolves.toBeUndefined();
    expect(await store.stat('public/a/b.txt')).toMatchObject({ size: 1 });
  });

  it('keeps the content type with the bytes in one file, and leaves out foreign files', async () => {
    const store = await LocalFileStore.open(root);
    await store.put('public/one.webp', Buffer.from('webp'), 'image/webp');
    expect(await filesUnder(join(root, 'objects'))).toEqual([join('public', 'one.webp')]);
    await mkdir(join(root, 'objects', 'public', 'bad\\name'));
    expect(await store.list({ prefix: 'public/', limit: 10 })).toMatchObject({ files: [{ key: 'public/one.webp' }], folders: [] });
    await writeFile(join(root, 'objects', 'public', 'dropped-in.txt'), 'no header');
    await expect(store.stat('public/dropped-in.txt')).rejects.toThrow(/not written by this store/);
  });

  it('survives racing writes and deletes of files in the same folder', async () => {
    const store = await LocalFileStore.open(root);
    const keys = Array.from({ length: 20 }, (_, i) => `public/race/f${i}.txt`);
    await Promise.all(keys.map((key) => store.put(key, Buffer.from(key), 'text/plain')));
    await Promise.all(keys.flatMap((key, i) => (i % 2 === 0 ? [store.delete(key)] : [store.delete(key), store.put(key, Buffer.from('again'), 'text/plain')])));
    const left = await store.list({ prefix: 'public/race/', limit: 100 });
    expect(left.files.every((file) => file.size === 5)).toBe(true);
    for (const [i, key] of keys.entries()) if (i % 2 === 0) expect(await store.stat(key)).toBeNull();
  });
});
