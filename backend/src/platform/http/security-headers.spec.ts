import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { AddressInfo } from 'net';
import { securityHeaders } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], connectSrc: ["'self'", 'https://*.googleapis.com'], objectSrc: ["'none'"] } },
};

/** The headers a GET of `/` answers with, from an Express app using `middleware` (Date left out). */
async function headersWith(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_request, response) => void response.json({ ok: true }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
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
