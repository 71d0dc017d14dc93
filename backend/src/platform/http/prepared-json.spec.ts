import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import { get } from 'http';
import type { AddressInfo } from 'net';
import { markImmutableAnswer, PreparedJsonExpressAdapter, preparedJson } from './prepared-json';

const kept = markImmutableAnswer(Object.freeze({ title: 'Khóa học Facebook Ads', tags: Object.freeze(['ads', 'seo']), price: 1_990_000 }));

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
