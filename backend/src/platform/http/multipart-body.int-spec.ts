import express from 'express';
import { existsSync, readFileSync } from 'fs';
import type { AddressInfo } from 'net';
import http, { Server } from 'http';
import { ApiRouteTable } from './api-route-table';
import { HttpProblem } from './http-problem';
import { jsonBody } from './json-body.middleware';
import { multipartBody } from './multipart-body.middleware';
import { uploadsOf } from './uploads';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(12)]);

const routes = new ApiRouteTable([
  {
    method: 'post',
    path: '/courses',
    upload: { cover: { kind: 'image', maxBytes: 1000 }, lectureThumbnails: { kind: 'image', maxBytes: 1000, indexed: { maxCount: 3 } } },
  },
  { method: 'post', path: '/notes' },
]);

/** What the handler saw, with each temp file's bytes read while the request is still open. */
interface Seen {
  body: unknown;
  files: Array<{ field: string; index: number | null; originalName: string; size: number; contentType: string; bytes: number[] }>;
  paths: string[];
}

function testServer(): express.Express {
  const app = express();
  app.use(multipartBody(routes), ...jsonBody());
  app.post(['/courses', '/notes'], (request, response) => {
    const files = uploadsOf(request);
    const seen: Seen = {
      body: request.body,
      files: files.map(({ path, ...file }) => ({ ...file, bytes: [...readFileSync(path)] })),
      paths: files.map((file) => file.path),
    };
    response.json(seen);
  });
  app.use((error: unknown, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
    const problem = error instanceof HttpProblem ? error : new HttpProblem(500, 'INTERNAL');
    response.status(problem.status).json({ code: problem.code });
  });
  return app;
}

describe('multipart bodies for endpoints that declare uploads', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = testServer().listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (path: string, form: FormData) => fetch(`${base}${path}`, { method: 'POST', body: form });
  const form = (parts: Record<string, Blob | string>, names: Record<string, string> = {}) => {
    const data = new FormData();
    for (const [field, value] of Object.entries(parts)) {
      if (typeof value === 'string') data.append(field, value);
      else data.append(field, value, names[field] ?? 'file.bin');
    }
    return data;
  };

  it('gives the handler the data JSON as the body and each file with its sniffed type, then deletes the files', async () => {
    const answer = await send('/courses', form({ data: JSON.stringify({ title: 'Khóa học' }), cover: new Blob([PNG]), 'lectureThumbnails[2]': new Blob([PNG]) }, { cover: 'ảnh bìa.jpg' }));
    expect(answer.status).toBe(200);
    const seen = (await answer.json()) as Seen;
    expect(seen.body).toEqual({ title: 'Khóa học' });
    expect(seen.files).toEqual([
      { field: 'cover', index: null, originalName: 'ảnh bìa.jpg', size: PNG.length, contentType: 'image/png', bytes: [...PNG] },
      { field: 'lectureThumbnails', index: 2, originalName: 'file.bin', size: PNG.length, contentType: 'image/png', bytes: [...PNG] },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.paths.filter((path) => existsSync(path))).toEqual([]);
  });

  it('refuses a file field sent twice, even while the first one is still arriving', async () => {
    const twice = new FormData();
    twice.append('data', '{}');
    twice.append('cover', new Blob([PNG]), 'a.png');
    twice.append('cover', new Blob([PNG]), 'b.png');
    const answer = await send('/courses', twice);
    expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 400, body: { code: 'UPLOAD_FIELD_UNKNOWN' } });
  });

  it('takes a form that holds every declared file, and nothing more', async () => {
    const every = { data: '{}', cover: new Blob([PNG]), 'lectureThumbnails[0]': new Blob([PNG]), 'lectureThumbnails[1]': new Blob([PNG]), 'lectureThumbnails[2]': new Blob([PNG]) };
    const answer = await send('/courses', form(every));
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as Seen).files).toHaveLength(4);
    const beyond = await send('/courses', form({ ...every, 'lectureThumbnails[3]': new Blob([PNG]) }));
    expect({ status: beyond.status, body: await beyond.json() }).toEqual({ status: 400, body: { code: 'UPLOAD_FIELD_UNKNOWN' } });
  });

  it.each([
    ['a file over its limit', { cover: new Blob([PNG, Buffer.alloc(2000)]) }, 413, 'FILE_TOO_LARGE'],
    ['a video where an image is asked', { cover: new Blob([MP4]) }, 400, 'FILE_TYPE_INVALID'],
    ['a script named like an image', { cover: new Blob(['<script>alert(1)</script>']) }, 400, 'FILE_TYPE_INVALID'],
    ['an empty file', { cover: new Blob([]) }, 400, 'FILE_EMPTY'],
    ['an undeclared file field', { avatar: new Blob([PNG]) }, 400, 'UPLOAD_FIELD_UNKNOWN'],
    ['an index past the limit', { 'lectureThumbnails[3]': new Blob([PNG]) }, 400, 'UPLOAD_FIELD_UNKNOWN'],
    ['an indexed field sent without its index', { lectureThumbnails: new Blob([PNG]) }, 400, 'UPLOAD_FIELD_UNKNOWN'],
    ['a text field other than data', { title: 'x' }, 400, 'UPLOAD_FIELD_UNKNOWN'],
    ['data that is not JSON', { data: '{title:' }, 400, 'MALFORMED_JSON'],
  ])('refuses %s', async (_case, parts, status, code) => {
    const answer = await send('/courses', form(parts as Record<string, Blob | string>));
    expect({ status: answer.status, body: await answer.json() }).toEqual({ status, body: { code } });
  });

  it('refuses a declared length beyond every file at its limit before reading the body', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const headers = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) };
      const request = http.request(`${base}/courses`, { method: 'POST', headers }, (response) => {
        resolve(response.statusCode);
        request.destroy();
      });
      request.on('error', reject);
      request.write('--x\r\n');
    });
    expect(status).toBe(413);
  });

  it('refuses a multipart body broken mid-way', async () => {
    const answer = await fetch(`${base}/courses`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="cover"; filename="a.png"\r\n\r\n',
    });
    expect(answer.status).toBe(400);
  });

  it('survives a form cut off inside a file it already refused', async () => {
    const answer = await fetch(`${base}/courses`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(answer.status).toBe(400);
    expect((await fetch(`${base}/notes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
  });

  it('still takes a plain JSON body on an upload endpoint, and refuses multipart where no upload is declared', async () => {
    const json = await fetch(`${base}/courses`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title":"A"}' });
    expect(((await json.json()) as Seen).body).toEqual({ title: 'A' });
    const notes = await send('/notes', form({ data: '{}' }));
    expect(notes.status).toBe(415);
  });
});
