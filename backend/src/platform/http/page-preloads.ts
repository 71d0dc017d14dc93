import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { escapeHtml } from './page-meta';

/** What a first page loads after the entry script, as the web build lists it (frontend/vite.config.mts). */
export interface PagePreload {
  scripts: string[];
  styles: string[];
  /** Public API answers the page asks for at once. */
  fetches: string[];
}

export type PagePreloads = Record<string, PagePreload>;

/** The build's `.vite/page-preloads.json`, or none (an older build: pages go out as before). */
export function readPagePreloads(dist: string): PagePreloads {
  const file = join(dist, '.vite', 'page-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PagePreloads) : {};
}

/** Only the build's own files and our API: a listing never sends the browser elsewhere. */
const SAFE_PATH = /^\/(?:assets|api)\/[^\s"'<>]*$/;

/**
 * `html` with preloads for the page at `path`: its scripts (as module preloads), its stylesheets and
 * the API answers it fetches, so the browser asks for them with the HTML instead of after the entry
 * script has run and discovered them. All at low priority, like the entry itself: the splash needs
 * none of them. The API answers only when the address has no query (`hasQuery`), since the page
 * would then ask with other parameters. Each preload matches what the app asks for later (module
 * scripts and Vite's stylesheet links are CORS requests, the API client fetches same-origin with
 * credentials), so nothing is fetched twice.
 */
export function withPagePreloads(html: string, preloads: PagePreloads, path: string, hasQuery: boolean): string {
  const page = Object.prototype.hasOwnProperty.call(preloads, path) ? preloads[path] : undefined;
  if (!page) return html;
  const link = (attributes: string, href: string) => (SAFE_PATH.test(href) ? [`<link ${attributes} href="${escapeHtml(href)}">`] : []);
  const links = [
    ...page.scripts.flatMap((href) => link('rel="modulepreload" crossorigin fetchpriority="low"', href)),
    ...page.styles.flatMap((href) => link('rel="preload" as="style" crossorigin fetchpriority="low"', href)),
    ...(hasQuery ? [] : page.fetches.flatMap((href) => link('rel="preload" as="fetch" crossorigin fetchpriority="low"', href))),
  ];
  if (links.length === 0) return html;
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

/** A file of ours or an image on another host (a CDN); never a relative or scripted URL. */
const SAFE_IMAGE = /^(?:\/files\/|https:\/\/)[^\s"'<>]*$/;

/**
 * `html` asking for the page's lead image (`WebPages.leadImageFor`) at high priority, as the
 * page's `<img fetchpriority="high">` will: the request matches, so the image is fetched once.
 */
export function withLeadImage(html: string, image: string | null): string {
  if (image === null || !SAFE_IMAGE.test(image)) return html;
  return html.replace('</head>', `    <link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">\n  </head>`);
}
