import { endpoints, ERROR_MESSAGES, ErrorCode } from '@academy/contracts';
import { request as httpRequest } from 'http';
import { gzipSync } from 'zlib';
import { signedInUser } from './support/accounts';
import type { EmulatorUser } from './support/auth-emulator';
import { startTestApp, TestApp } from './support/test-app';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** A request exactly as written (fetch would refuse some methods and rewrite some headers). */
function send(baseUrl: string, method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const payload = body === undefined ? undefined : Buffer.from(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${baseUrl}${path}`,
      { method, headers: { ...(payload ? { 'Content-Length': String(payload.length) } : {}), ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text ? JSON.parse(text) : null });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const refusal = (code: ErrorCode) => ({ code, message: ERROR_MESSAGES[code] });
const json = { 'Content-Type': 'application/json' };
const message = { name: 'Nguyễn Thị Hoa', email: 'hoa@example.vn', phone: '0901234567', message: 'Tôi muốn tư vấn khóa học.' };
const oversized = JSON.stringify({ ...message, message: 'a'.repeat(150_000) });
/** 5 kB on the wire, 5 MB once inflated. */
const gzipBomb = gzipSync(Buffer.from(JSON.stringify({ ...message, message: 'a'.repeat(5_000_000) })));
const brokenGzip = Buffer.concat([gzipSync(Buffer.from(JSON.stringify(message))).subarray(0, 20), Buffer.from('not gzip any more')]);

describe('HTTP-layer errors: every refusal has its status and a Vietnamese { message, code }', () => {
  let app: TestApp;
  let admin: EmulatorUser;
  const call = (method: string, path: string, body?: Buffer | string, headers?: Record<string, string>) => send(app.baseUrl, method, path, body, headers);

  beforeAll(async () => {
    app = await startTestApp();
    admin = await signedInUser(app, 'admin');
  });
  afterAll(() => app.close());

  it.each<[string, Buffer | string, Record<string, string>, number, ErrorCode]>([
    ['a JSON body over 100 kB', oversized, json, 413, 'PAYLOAD_TOO_LARGE'],
    ['a gzip bomb (small on the wire, over the limit inflated)', gzipBomb, { ...json, 'Content-Encoding': 'gzip' }, 413, 'PAYLOAD_TOO_LARGE'],
    ['a broken gzip body', brokenGzip, { ...json, 'Content-Encoding': 'gzip' }, 400, 'MALFORMED_BODY'],
    ['an unknown Content-Encoding', JSON.stringify(message), { ...json, 'Content-Encoding': 'br2' }, 415, 'UNSUPPORTED_CONTENT_ENCODING'],
    ['Content-Encoding: compress', JSON.stringify(message), { ...json, 'Content-Encoding': 'compress' }, 415, 'UNSUPPORTED_CONTENT_ENCODING'],
    ['an unsupported charset', JSON.stringify(message), { 'Content-Type': 'application/json; charset=latin-9' }, 415, 'UNSUPPORTED_CHARSET'],
    ['malformed JSON', '{"name": ', json, 400, 'MALFORMED_JSON'],
    ['a text/plain body', JSON.stringify(message), { 'Content-Type': 'text/plain' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a form body', 'name=Hoa&email=hoa%40example.vn', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a multipart body', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nHoa\r\n--x--\r\n', { 'Content-Type': 'multipart/form-data; boundary=x' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a body with no Content-Type', JSON.stringify(message), {}, 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])('refuses %s', async (_, body, headers, status, code) => {
    const response = await call('POST', '/api/contact', body, headers);
    expect(response.status).toBe(status);
    expect(response.body).toEqual(refusal(code));
  });

  it('still reads well-formed compressed JSON, and stored none of the refused bodies', async () => {
    const sent = await call('POST', '/api/contact', gzipSync(Buffer.from(JSON.stringify(message))), { ...json, 'Content-Encoding': 'gzip' });
    expect(sent.status).toBe(201);
    const listed = await call('GET', '/api/admin/contact-submissions?limit=100', undefined, { Authorization: `Bearer ${admin.idToken}` });
    expect(listed.body.pagination.totalItems).toBe(1);
  });

  it.each<[string, string, Buffer | string | undefined, Record<string, string>]>([
    ['GET', '/api/khong-co', undefined, {}],
    ['DELETE', '/api/khong-co/1', undefined, {}],
    ['POST', '/api/khong-co', Buffer.alloc(5_000_000, 'a'), json],
    ['POST', '/api/khong-co', brokenGzip, { ...json, 'Content-Encoding': 'gzip' }],
    ['PUT', '/api/khong-co', gzipBomb, { ...json, 'Content-Encoding': 'gzip' }],
    ['PATCH', '/api/khong-co', '{}', { ...json, 'Content-Encoding': 'br2' }],
    ['POST', '/api/contact/extra', 'x', { 'Content-Type': 'text/plain' }],
    ['PROPFIND', '/api', undefined, {}],
  ])('answers an unknown route 404 whatever its method, body or encoding (%s %s)', async (method, path, body, headers) => {
    const response = await call(method, path, body, headers);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(refusal('ROUTE_NOT_FOUND'));
  });

  it.each([
    ['DELETE', '/api/contact', 'POST'],
    ['PUT', '/api/health', 'GET, HEAD'],
    ['POST', '/api/users/profile', 'GET, PUT, HEAD'],
    ['GET', '/api/admin/users/abc', 'DELETE'],
    // A literal path is also an id to the `:id` route beside it, as Express routes it.
    ['GET', '/api/admin/users/create', 'POST, DELETE'],
  ])('answers a wrong method 405 with Allow from the catalogue (%s %s)', async (method, path, allow) => {
    const response = await call(method, path, JSON.stringify({}), json);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.body).toEqual(refusal('METHOD_NOT_ALLOWED'));
  });

  it('answers 405 with the declared method in Allow for every endpoint of the catalogue', async () => {
    for (const endpoint of Object.values(endpoints)) {
      const path = `/api${endpoint.path.replace(/:[A-Za-z]+/g, 'x1')}`;
      const response = await call('PROPFIND', path);
      expect({ path, status: response.status, code: response.body?.code }).toEqual({ path, status: 405, code: 'METHOD_NOT_ALLOWED' });
      expect(String(response.headers.allow).split(', ')).toContain(endpoint.method.toUpperCase());
    }
  });

  it('answers OPTIONS 204 with Allow, HEAD like GET, and routes as Express does (case, trailing slash)', async () => {
    const options = await call('OPTIONS', '/api/contact');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('POST');
    expect((await call('HEAD', '/api/health')).status).toBe(200);
    expect((await call('GET', '/api/Health/')).body).toEqual({ status: 'ok' });
  });

  it.each(['/api/admin/users/%00/details', '/api/admin/users/%E0%A4%A/details', '/api/admin/users/a%0Ab/role', '/api/khong-co/%FF'])(
    'answers a path that does not decode to clean text 400, never 500 (%s)',
    async (path) => {
      const method = path.endsWith('/role') ? 'PUT' : 'GET';
      const response = await call(method, path, method === 'PUT' ? JSON.stringify({ role: 'admin' }) : undefined, {
        ...json,
        Authorization: `Bearer ${admin.idToken}`,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(refusal('MALFORMED_PATH'));
    },
  );

  it('answers a request line over Node\'s header limit 431 with the API\'s body, not an empty one', async () => {
    const response = await call('GET', `/api/admin/users?search=${'a'.repeat(100_000)}`);
    expect(response.status).toBe(431);
    expect(response.body).toEqual(refusal('REQUEST_HEADERS_TOO_LARGE'));
  });
});
