import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import { get } from 'http';
import type { AddressInfo } from 'net';
import { brotliDecompressSync, gunzipSync } from 'zlib';
import { markImmutableAnswer, PreparedJsonExpressAdapter, preparedJson } from './prepared-json';

const kept = markImmutableAnswer(Object.freeze({ title: 'Khóa học Facebook Ads', tags: Object.freeze(['ads', 'seo']), price: 1_990_000 }));
/** A page's worth of kept answer (a few kilobytes), worth compressing. */
const keptList = markImmutableAnswer(
  Object.freeze({ courses: Object.freeze(Array.from({ length: 40 }, (_, n) => Object.freeze({ slug: `khoa-hoc-${n}`, title: `Khóa học số ${n}`, price: 990_000 + n }))) }),
);

@Controller()
class AnswersController {
  @Get('kept')
  kept() {
    return kept;
  }

  @Get('wrapped')
  wrapped() {
    return { course: kept, isEnrolled: false, note: undefined, at: new Date('2025-01-02T03:04:05.000Z') };
  }

  @Get('single')
  single() {
    return { course: kept };
  }

  @Get('list')
  list() {
    return keptList;
  }

  @Get('big-fresh')
  bigFresh() {
    return { courses: keptList.courses.map((course) => ({ ...course })) };
  }

  @Get('fresh')
  fresh() {
    return { title: 'Mới', list: [1, 2, 3] };
  }
}

@Module({ controllers: [AnswersController] })
class AnswersModule {}

async function serve(adapter: ExpressAdapter): Promise<{ app: INestApplication; url: string }> {
  const app = await NestFactory.create(AnswersModule, adapter, { logger: false });
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}

async function answer(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, type: response.headers.get('content-type'), etag: response.headers.get('etag'), body: await response.text() };
}

describe('PreparedJsonExpressAdapter', () => {
  let prepared: { app: INestApplication; url: string };
  let plain: { app: INestApplication; url: string };
  beforeAll(async () => {
    [prepared, plain] = await Promise.all([serve(new PreparedJsonExpressAdapter()), serve(new ExpressAdapter())]);
  });
  afterAll(async () => {
    await Promise.all([prepared.app.close(), plain.app.close()]);
  });

  it.each(['kept', 'single', 'wrapped', 'fresh'])('answers /%s with the bytes, type and ETag Express sends', async (path) => {
    const expected = await answer(`${plain.url}/${path}`);
    expect(expected.status).toBe(200);
    expect(await answer(`${prepared.url}/${path}`)).toEqual(expected);
    // Twice: the second answer comes from what the first one kept.
    expect(await answer(`${prepared.url}/${path}`)).toEqual(expected);
  });

  it('serialises a kept answer once, however often it is sent', async () => {
    await answer(`${prepared.url}/kept`);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      await answer(`${plain.url}/kept`);
      expect(stringify.mock.calls.filter(([value]) => value === kept)).toHaveLength(1);
      stringify.mockClear();
      await answer(`${prepared.url}/kept`);
      await answer(`${prepared.url}/single`);
      await answer(`${prepared.url}/single`);
      await answer(`${prepared.url}/wrapped`);
      expect(stringify.mock.calls.filter(([value]) => value === kept)).toHaveLength(0);
    } finally {
      stringify.mockRestore();
    }
  });

  it('answers a matching If-None-Match with 304, as Express does', async () => {
    // Node's http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request.
    const statusOf = (url: string, etag: string) =>
      new Promise<number | undefined>((resolve, reject) => get(url, { headers: { 'If-None-Match': etag } }, (response) => resolve(response.resume().statusCode)).on('error', reject));
    const { etag } = await answer(`${prepared.url}/kept`);
    expect(await statusOf(`${plain.url}/kept`, etag!)).toBe(304);
    expect(await statusOf(`${prepared.url}/kept`, etag!)).toBe(304);
    expect(await statusOf(`${prepared.url}/kept`, 'W/"other"')).toBe(200);
  });
});

describe('PreparedJsonExpressAdapter compression', () => {
  let prepared: { app: INestApplication; url: string };
  beforeAll(async () => {
    prepared = await serve(new PreparedJsonExpressAdapter());
  });
  afterAll(() => prepared.app.close());

  // Node's http, not fetch: fetch decodes the body and hides what was sent.
  const raw = (url: string, headers: Record<string, string>) =>
    new Promise<{ encoding: string | undefined; vary: string | undefined; etag: string | undefined; body: Buffer }>((resolve, reject) =>
      get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, etag: response.headers.etag, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject),
    );

  it('sends a kept answer of a kilobyte or more compressed as the client takes it, the same JSON inside', async () => {
    const json = JSON.stringify(keptList);
    const plain = await raw(`${prepared.url}/list`, {});
    expect(plain.encoding).toBeUndefined();
    expect(plain.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString('utf8')).toBe(json);
    for (let round = 0; round < 2; round++) {
      const br = await raw(`${prepared.url}/list`, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.encoding).toBe('br');
      expect(br.body.length).toBeLessThan(json.length / 3);
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(json);
      expect(br.etag).toBe(plain.etag);
      const gzip = await raw(`${prepared.url}/list`, { 'Accept-Encoding': 'gzip' });
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.body).toString('utf8')).toBe(json);
    }
  });

  it('leaves small answers and replies made per request as Express sends them', async () => {
    for (const path of ['kept', 'single', 'big-fresh']) {
      const reply = await raw(`${prepared.url}/${path}`, { 'Accept-Encoding': 'br, gzip' });
      expect(reply.encoding).toBeUndefined();
      expect(() => JSON.parse(reply.body.toString('utf8'))).not.toThrow();
    }
  });
});

describe('preparedJson', () => {
  it('is JSON.stringify for kept answers and plain objects around them, null otherwise', () => {
    const wrapper = { a: kept, b: undefined, c: () => 1, d: null, e: [undefined, kept], 'k"ey': 'x' };
    expect(preparedJson(kept)).toBe(JSON.stringify(kept));
    expect(preparedJson(wrapper)).toBe(JSON.stringify(wrapper));
    expect(preparedJson({ a: 1 })).toBeNull();
    expect(preparedJson(Object.freeze({ a: 1 }))).toBeNull();
    expect(preparedJson('text')).toBeNull();
  });
});
