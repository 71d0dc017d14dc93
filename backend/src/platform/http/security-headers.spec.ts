import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { AddressInfo } from 'net';
import { securityHeaders, securityHeadersByPath } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], connectSrc: ["'self'", 'https://*.googleapis.com'], objectSrc: ["'none'"] } },
};

/** The headers a GET of `path` answers with, from an Express app using `middleware` (Date left out). */
async function headersWith(middleware: express.RequestHandler, path = '/'): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get(path, (_request, response) => void response.json({ ok: true }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    const headers = Object.fromEntries(response.headers.entries());
    delete headers.date;
    return headers;
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  it('answers with exactly the headers helmet sets, X-Powered-By removed included', async () => {
    const fromHelmet = await headersWith(helmet(OPTIONS));
    expect(await headersWith(securityHeaders(OPTIONS))).toEqual(fromHelmet);
    expect(fromHelmet['content-security-policy']).toContain("connect-src 'self' https://*.googleapis.com");
    expect(fromHelmet['x-powered-by']).toBeUndefined();
  });
});

describe('securityHeadersByPath', () => {
  it("gives the API's answers a policy that allows nothing, and none of the headers only a document uses", async () => {
    for (const path of ['/api/courses', '/api', '/api/documents']) {
      const headers = await headersWith(securityHeadersByPath(OPTIONS), path);
      expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'cross-origin-resource-policy': 'same-origin' });
      expect(headers['strict-transport-security']).toContain('max-age=');
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection', 'x-powered-by']) {
        expect({ path, name, value: headers[name] }).toEqual({ path, name, value: undefined });
      }
    }
  });

  it('gives pages, files and the API documentation the full set of a document', async () => {
    const fromHelmet = await headersWith(helmet(OPTIONS));
    for (const path of ['/', '/courses', '/api/docs', '/api/docs/init.js', '/apis']) {
      expect(await headersWith(securityHeadersByPath(OPTIONS), path)).toEqual(fromHelmet);
    }
  });
});
