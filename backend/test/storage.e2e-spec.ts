import { ERROR_MESSAGES, fileInUseMessage, ListStorageFilesResponse, STORAGE_MESSAGES, StorageFile } from '@academy/contracts';
import { readFileSync } from 'fs';
import { join } from 'path';
import sharp from 'sharp';
import { FILE_STORE, FileStore } from '../src/platform/files/files.port';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';

type Part = { field: string; bytes: Buffer; name: string; type: string };

const VIDEO = readFileSync(join(__dirname, '../seed-assets/demo-lecture.mp4'));
const picture = () => sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366ff' } }).png().toBuffer();

describe('the storage browser over HTTP', () => {
  const suite = apiSuite();
  let instructor: EmulatorUser;

  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
  });

  const files = () => suite.app.app.get<FileStore>(FILE_STORE);
  const asAdmin = () => ({ token: suite.admin.idToken });
  const listing = async (query: string): Promise<ListStorageFilesResponse> => {
    const response = await suite.api('GET', `/admin/storage/files${query}`, asAdmin());
    expect(response.status).toBe(200);
    return response.body;
  };
  const remove = (fileName: string, token = suite.admin.idToken) => suite.api('DELETE', '/admin/storage/delete-file', { token, body: { fileName } });
  const fileIn = async (prefix: string, fileName: string): Promise<StorageFile | undefined> =>
    (await listing(`?prefix=${encodeURIComponent(prefix)}`)).files.find((file) => file.fileName === fileName);

  async function multipart(path: string, user: EmulatorUser, data: unknown, parts: Part[]) {
    const form = new FormData();
    form.append('data', JSON.stringify(data));
    for (const part of parts) form.append(part.field, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
    const response = await fetch(`${suite.app.baseUrl}/api${path}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${user.idToken}` } });
    return { status: response.status, body: (await response.json()) as any };
  }

  it('refuses the anonymous (401), students and instructors (403)', async () => {
    expect((await suite.api('GET', '/admin/storage/files')).status).toBe(401);
    expect((await suite.api('DELETE', '/admin/storage/delete-file', { body: { fileName: 'public/a.txt' } })).status).toBe(401);
    for (const user of [suite.student, instructor]) {
      expect((await suite.api('GET', '/admin/storage/files', { token: user.idToken })).status).toBe(403);
      expect((await remove('public/a.txt', user.idToken)).status).toBe(403);
    }
  });

  it('lists one folder level: its files with size, type and date, and its sub-folders', async () => {
    await files().put('public/storage-e2e/docs/a.txt', Buffer.from('xin chào'), 'text/plain; charset=utf-8');
    await files().put('public/storage-e2e/readme.txt', Buffer.from('đọc tôi'), 'text/plain');
    const root = await listing('');
    expect(root.prefix).toBe('');
    expect(root.folders).toContain('public/');
    const folder = await listing('?prefix=public/storage-e2e/');
    expect(folder).toMatchObject({ prefix: 'public/storage-e2e/', folders: ['public/storage-e2e/docs/'], nextPageToken: null });
    expect(folder.files).toEqual([
      {
        fullPath: 'public/storage-e2e/readme.txt',
        fileName: 'readme.txt',
        size: Buffer.byteLength('đọc tôi'),
        contentType: 'text/plain',
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        usedBy: null,
      },
    ]);
    // The trailing slash may be left out.
    expect((await listing('?prefix=public/storage-e2e')).prefix).toBe('public/storage-e2e/');
  });

  it('pages with the next-page token until the folder is done', async () => {
    const names = ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt'];
    for (const name of names) await files().put(`public/paging-e2e/${name}`, Buffer.from(name), 'text/plain');
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const query: string = `?prefix=public/paging-e2e/&limit=2${token ? `&nextPageToken=${encodeURIComponent(token)}` : ''}`;
      const page = await listing(query);
      expect(page.files.length).toBeLessThanOrEqual(2);
      seen.push(...page.files.map((file) => file.fileName));
      token = page.nextPageToken;
      pages += 1;
    } while (token !== null && pages < 10);
    expect(seen).toEqual(names);
    expect(pages).toBe(3);
  });

  it('refuses a folder, a page size or a file name the store would not take, with a Vietnamese 400', async () => {
    for (const prefix of ['../etc/', 'public//', '/public/', 'a\\b/']) {
      const response = await suite.api('GET', `/admin/storage/files?prefix=${encodeURIComponent(prefix)}`, asAdmin());
      expect(response).toMatchObject({ status: 400, body: { code: 'STORAGE_PATH_INVALID', message: ERROR_MESSAGES.STORAGE_PATH_INVALID } });
    }
    expect(await suite.api('GET', '/admin/storage/files?limit=1001', asAdmin())).toMatchObject({ status: 400, body: { message: STORAGE_MESSAGES.limitInvalid } });
    expect(await suite.api('GET', '/admin/storage/files?limit=0', asAdmin())).toMatchObject({ status: 400 });
    for (const fileName of ['../data/x', 'public/../x', '/public/x', 'public/']) {
      expect(await remove(fileName)).toMatchObject({ status: 400, body: { code: 'STORAGE_PATH_INVALID' } });
    }
    expect(await remove('')).toMatchObject({ status: 400, body: { message: STORAGE_MESSAGES.fileNameRequired } });
  });

  it('refuses to delete a course picture (every width of it) while the course shows it', async () => {
    const form = { title: 'Khóa Học Có Ảnh Bìa', shortDescription: 'Ngắn.', description: 'Dài.', level: 'beginner', price: 0, sections: [] };
    const created = await multipart('/courses', instructor, form, [{ field: 'courseThumbnail', bytes: await picture(), name: 'bia.png', type: 'image/png' }]);
    expect(created.status).toBe(201);
    const course = created.body.course;
    const key = (course.courseThumbnail as string).replace('/files/', '');
    const folder = key.slice(0, key.lastIndexOf('/') + 1);
    const user = { kind: 'course', id: course._id, title: 'Khóa Học Có Ảnh Bìa' };
    const shown = await listing(`?prefix=${encodeURIComponent(folder)}`);
    expect(shown.files.map((file) => [file.fileName.replace(/-[0-9a-f]{16}-/, '-#-'), file.usedBy])).toEqual([
      ['thumbnail-#-480.webp', user],
      ['thumbnail-#-960.webp', user],
    ]);
    for (const file of shown.files) {
      expect(await remove(file.fullPath)).toMatchObject({ status: 409, body: { code: 'FILE_IN_USE', message: fileInUseMessage({ kind: 'course', title: 'Khóa Học Có Ảnh Bìa' }) } });
    }
    expect(await files().stat(key)).not.toBeNull();
    // Once the course is gone, its pictures are orphans like any other.
    expect((await suite.api('DELETE', `/instructor/me/courses/${course._id}`, { token: instructor.idToken })).status).toBe(200);
    expect(await remove(key)).toMatchObject({ status: 200, body: { message: STORAGE_MESSAGES.deleted, fileName: key } });
  });

  it('refuses to delete a tool thumbnail and a library video, naming what uses them', async () => {
    const toolForm = { name: 'Công Cụ Lưu Trữ', description: 'Mô tả.', delivery: 'Gửi qua email.', plans: [{ name: 'Gói tháng', price: 99_000, durationDays: 30 }] };
    const tool = await multipart('/tools', suite.admin, toolForm, [{ field: 'thumbnail', bytes: await picture(), name: 'logo.png', type: 'image/png' }]);
    expect(tool.status).toBe(201);
    const thumbnailKey = (tool.body.tool.thumbnailUrl as string).replace('/files/', '');
    const toolFile = await fileIn(thumbnailKey.slice(0, thumbnailKey.lastIndexOf('/') + 1), thumbnailKey.split('/').pop() as string);
    expect(toolFile?.usedBy).toEqual({ kind: 'tool', id: tool.body.tool._id, title: 'Công Cụ Lưu Trữ' });
    expect(await remove(thumbnailKey)).toMatchObject({ status: 409, body: { message: fileInUseMessage({ kind: 'tool', title: 'Công Cụ Lưu Trữ' }) } });

    const video = await multipart('/media/upload', instructor, { title: 'Video Lưu Trữ' }, [{ field: 'asset', bytes: VIDEO, name: 'v.mp4', type: 'video/mp4' }]);
    expect(video.status).toBe(201);
    const videoKey = `private/media/${instructor.uid}/${video.body.media._id}.mp4`;
    expect((await fileIn(`private/media/${instructor.uid}/`, `${video.body.media._id}.mp4`))?.usedBy).toEqual({ kind: 'media', id: video.body.media._id, title: 'Video Lưu Trữ' });
    expect(await remove(videoKey)).toMatchObject({ status: 409, body: { code: 'FILE_IN_USE', message: fileInUseMessage({ kind: 'media', title: 'Video Lưu Trữ' }) } });
  });

  it('deletes an orphan, and answers 404 for a file that is not there', async () => {
    await files().put('public/orphans-e2e/cu.webp', Buffer.from('RIFF0000WEBP'), 'image/webp');
    expect(await remove('public/orphans-e2e/cu.webp')).toMatchObject({ status: 200, body: { fileName: 'public/orphans-e2e/cu.webp' } });
    expect(await files().stat('public/orphans-e2e/cu.webp')).toBeNull();
    expect(await remove('public/orphans-e2e/cu.webp')).toMatchObject({ status: 404, body: { code: 'FILE_NOT_FOUND', message: ERROR_MESSAGES.FILE_NOT_FOUND } });
  });
});
