import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import type { Logger } from 'pino';
import { HttpProblem } from './http-problem';
import { sitemapXml, WebPages, withPageMeta } from './page-meta';
import { PagePreloads, readPagePreloads, withLeadImage, withPagePreloads } from './page-preloads';
import { pageSender, staticFiles } from './static-files';

export interface WebAppOptions {
  sourceMapsPublic: boolean;
  /** Pages whose head the server writes (shared links), and the sitemap's paths. */
  pages: WebPages;
  logger: Logger;
}

/**
 * The built React app, with every non-API path answered by index.html (client-side routing). A
 * page that `pages` knows gets its own title, description and share tags in that HTML. Files go
 * out precompressed and cached by kind (static-files.ts); pages are compressed as they are sent.
 */
export function serveWebApp(app: NestExpressApplication, dist: string, options: WebAppOptions): void {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`WEB_DIST=${dist} has no index.html; run npm run build -w frontend`);
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const preloads = readPagePreloads(dist);
  // The build keeps its source maps (error reporting); they show the whole source, so publish them only when set.
  if (!options.sourceMapsPublic) app.use(refuseSourceMaps);
  app.use(staticFiles(dist));
  const sendPage = pageSender();
  app.use('/sitemap.xml', (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.path !== '/') return next();
    options.pages.sitemap().then((entries) => response.type('application/xml').send(sitemapXml(originOf(request), entries)), next);
  });
  app.use('/robots.txt', (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.path !== '/') return next();
    response.type('text/plain').send(`User-agent: *\nDisallow: /admin\nDisallow: /instructor\nDisallow: /api\nSitemap: ${originOf(request)}/sitemap.xml\n`);
  });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.path.startsWith('/api')) return next();
    pageHtml(index, preloads, request, options).then((html) => sendPage(request, response, html), next);
  });
}

/**
 * The page's HTML: its meta and lead image (a lookup that fails serves the plain page: the app
 * still loads and shows the error itself) and the preloads of a first page the build lists
 * (page-preloads.ts). A query changes what the page shows, so it gets no lead image.
 */
async function pageHtml(index: string, preloads: PagePreloads, request: Request, { pages, logger }: WebAppOptions): Promise<string> {
  const hasQuery = request.originalUrl.includes('?');
  const html = withPagePreloads(index, preloads, request.path, hasQuery);
  try {
    const [meta, leadImage] = await Promise.all([pages.metaFor(request.path), hasQuery ? null : pages.leadImageFor(request.path)]);
    const withMeta = meta ? withPageMeta(html, meta, originOf(request)) : html;
    return withLeadImage(withMeta, leadImage);
  } catch (error) {
    logger.warn({ err: error, path: request.path }, 'page meta lookup failed; serving the plain page');
    return html;
  }
}

/** As the visitor reached us (`trust proxy` makes these the proxy's forwarded values). */
const originOf = (request: Request) => `${request.protocol}://${request.get('host') ?? 'localhost'}`;

function refuseSourceMaps(request: Request, _response: Response, next: NextFunction): void {
  if (isSourceMap(request.path)) return next(new HttpProblem(404, 'NOT_FOUND'));
  next();
}

/** Decoded as the static server decodes it, so `.m%61p` is a map too. */
function isSourceMap(path: string): boolean {
  try {
    return /\.map$/i.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}
