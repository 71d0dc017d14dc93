import { randomBytes } from 'crypto';
import { mkdtemp, rm } from 'fs/promises';
import { request as httpRequest } from 'http';
import { tmpdir } from 'os';
import { join } from 'path';
import { FILE_STORE, type FileStore } from '../src/platform/files/files.port';
import { startTestApp, type TestApp } from './support/test-app';

const NOT_FOUND = { message: 'Không tìm thấy tệp.', code: 'FILE_NOT_FOUND' };

/**
 * A request sent exactly as written: fetch would resolve `..` and `%2e%2e` in the path itself, and
 * adds `Cache-Control: no-cache` to conditional requests.
 */
function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, method, path, headers }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject).end();
  });
}

describe('public files over HTTP (/files)', () => {
  let app: TestApp;
  let files: FileStore;
  let folder: string;
  const image = randomBytes(2048);

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'public-files-e2e-'));
    app = await startTestApp({ FILES_DIR: folder });
    files = app.app.get<FileStore>(FILE_STORE);
    await files.put('public/courses/c1/thumbnail-640.webp', image, 'image/webp');
    await files.put('private/videos/v1/lesson.mp4', randomBytes(100), 'video/mp4');
  });
  afterAll(async () => {
    await app?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const url = (path: string) => `${app.baseUrl}/files/${path}`;

  it('serves a public file with its type, length, validators and a year-long immutable cache', async () => {
    const response = await fetch(url('public/courses/c1/thumbnail-640.webp'));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(image)).toBe(true);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-length')).toBe('2048');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(new Date(response.headers.get('last-modified')!).getTime()).toBeGreaterThan(Date.now() - 60 * 60_000);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const get = await fetch(url('public/courses/c1/thumbnail-640.webp'));
    const head = await fetch(url('public/courses/c1/thumbnail-640.webp'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const name of ['content-type', 'content-length', 'etag', 'last-modified', 'cache-control']) {
      expect(head.headers.get(name)).toBe(get.headers.get(name));
    }
  });

  it('answers a conditional request for a file the client has with 304', async () => {
    const path = '/files/public/courses/c1/thumbnail-640.webp';
    const first = await fetch(`${app.baseUrl}${path}`);
    const etag = first.headers.get('etag')!;
    expect(await rawRequest(app.baseUrl, 'GET', path, { 'If-None-Match': etag })).toEqual({ status: 304, body: '' });
    const since = { 'If-Modified-Since': first.headers.get('last-modified')! };
    expect(await rawRequest(app.baseUrl, 'HEAD', path, since)).toMatchObject({ status: 304 });
    expect(await rawRequest(app.baseUrl, 'GET', path, { 'If-None-Match': 'W/"other"' })).toMatchObject({ status: 200 });
  });

  it('serves byte ranges for seeking, the last byte included, and refuses one past the end with 416', async () => {
    const ranges: Array<[string, Buffer, string]> = [
      ['bytes=0-9', image.subarray(0, 10), 'bytes 0-9/2048'],
      ['bytes=2047-2047', image.subarray(2047), 'bytes 2047-2047/2048'],
      ['bytes=2000-', image.subarray(2000), 'bytes 2000-2047/2048'],
      ['bytes=-16', image.subarray(2032), 'bytes 2032-2047/2048'],
      ['bytes=1000-99999', image.subarray(1000), 'bytes 1000-2047/2048'],
    ];
    for (const [range, expected, contentRange] of ranges) {
      const response = await fetch(url('public/courses/c1/thumbnail-640.webp'), { headers: { Range: range } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(contentRange);
      expect(response.headers.get('content-length')).toBe(String(expected.length));
      expect(Buffer.from(await response.arrayBuffer()).equals(expected)).toBe(true);
    }
    const past = await fetch(url('public/courses/c1/thumbnail-640.webp'), { headers: { Range: 'bytes=2048-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */2048');
    const lastModified = (await fetch(url('public/courses/c1/thumbnail-640.webp'), { method: 'HEAD' })).headers.get('last-modified')!;
    const resumed = await fetch(url('public/courses/c1/thumbnail-640.webp'), { headers: { Range: 'bytes=0-1', 'If-Range': lastModified } });
    expect(resumed.status).toBe(206);
    // Several ranges, or a stale If-Range: the whole file, as HTTP allows.
    const wholeFileHeaders: Array<Record<string, string>> = [{ Range: 'bytes=0-1,5-6' }, { Range: 'bytes=0-1', 'If-Range': '"someone-else"' }];
    for (const headers of wholeFileHeaders) {
      const whole = await fetch(url('public/courses/c1/thumbnail-640.webp'), { headers });
      expect(whole.status).toBe(200);
      expect((await whole.arrayBuffer()).byteLength).toBe(2048);
    }
  });

  it('serves a key with Vietnamese and spaces, percent-encoded in the URL', async () => {
    await files.put('public/khóa học/ảnh bìa.png', Buffer.from('png'), 'image/png');
    const response = await fetch(url(`public/${encodeURIComponent('khóa học')}/${encodeURIComponent('ảnh bìa.png')}`));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('png');
  });

  it('answers the same JSON 404 for a private key, an absent key and anything that is not a public file', async () => {
    for (const path of ['private/videos/v1/lesson.mp4', 'public/courses/c1/missing.webp', 'public/courses/c1', 'public/', '', 'private']) {
      const response = await fetch(url(path));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    const head = await fetch(url('private/videos/v1/lesson.mp4'), { method: 'HEAD' });
    expect(head.status).toBe(404);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await fetch(url('public/courses/c1/thumbnail-640.webp'), { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    expect(await files.stat('public/courses/c1/thumbnail-640.webp')).not.toBeNull();
  });

  it('never climbs out of public/, however the path is written', async () => {
    const paths = [
      '/files/public/../private/videos/v1/lesson.mp4',
      '/files/public/%2e%2e/private/videos/v1/lesson.mp4',
      '/files/public%2F..%2Fprivate%2Fvideos%2Fv1%2Flesson.mp4',
      '/files/public/..%5Cprivate/videos/v1/lesson.mp4',
      '/files//public/courses/c1/thumbnail-640.webp',
      '/files/public/courses/c1/thumbnail-640.webp%00',
      '/files/public/%E0%A4%A',
      '/files/%2Fetc/passwd',
    ];
    for (const path of paths) {
      const response = await rawRequest(app.baseUrl, 'GET', path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(JSON.parse(response.body)).toEqual(NOT_FOUND);
    }
  });
});
