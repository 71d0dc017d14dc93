import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { readdirSync } from 'fs';
import { extname, join, relative, resolve, sep } from 'path';
import { brotliCompressSync, constants, gzipSync } from 'zlib';

/** What the build wrote beside a file (frontend/vite.config.mts compresses every text file). */
export type Encoding = 'br' | 'gzip';

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to answer with, given the request's `Accept-Encoding` and the copies there are
 * (RFC 9110 §12.5.3): the listed codings with a weight above 0, `*` standing for those not listed;
 * brotli before gzip at equal weight, as it is smaller. Null: send the plain file.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: ReadonlySet<Encoding>): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...params] = part.toLowerCase().split(';');
    const name = coding?.trim();
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  const weightOf = (coding: Encoding): number => {
    const names = coding === 'gzip' ? ['gzip', 'x-gzip'] : [coding];
    const listed = names.map((name) => weights.get(name)).find((weight) => weight !== undefined);
    return listed ?? weights.get('*') ?? 0;
  };
  let best: Encoding | null = null;
  for (const coding of ['br', 'gzip'] as const) {
    if (available.has(coding) && weightOf(coding) > 0 && (best === null || weightOf(coding) > weightOf(best))) best = coding;
  }
  return best;
}

/** Vite names what it builds `assets/<name>-<hash>.<ext>`: a new content gets a new name. */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages: stored, but asked again each time, so a deployment shows at once. */
export const CACHE_PAGE = 'no-cache';
/** Other files keep their names across deployments (theme-init.js): cached a short while. */
export const CACHE_SHORT = 'public, max-age=600';

export function cacheControlFor(urlPath: string): string {
  if (/\.html$/i.test(urlPath)) return CACHE_PAGE;
  return HASHED_ASSET.test(urlPath) ? CACHE_IMMUTABLE : CACHE_SHORT;
}

interface StaticFile {
  path: string;
  encodings: ReadonlySet<Encoding>;
}

/** Every file of the build by URL path, with its compressed copies; dot folders (.vite) are not served. */
function scan(root: string): Map<string, StaticFile> {
  const all = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) all.add(path);
    }
  };
  walk(root);
  const files = new Map<string, StaticFile>();
  for (const path of all) {
    if (/\.(br|gz)$/.test(path)) continue;
    const encodings = new Set((Object.keys(SUFFIX) as Encoding[]).filter((coding) => all.has(path + SUFFIX[coding])));
    files.set(`/${relative(root, path).split(sep).join('/')}`, { path, encodings });
  }
  return files;
}

/**
 * The built web app's files, each answered in the best encoding the client takes among the copies
 * the build made (`Content-Encoding`, `Vary: Accept-Encoding`), else plain; hashed assets cached
 * for a year as immutable, HTML never without asking, the rest for a short while. The list of files
 * is read once at start: a new build comes with a new process.
 */
export function staticFiles(root: string): RequestHandler {
  const files = scan(resolve(root));
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const file = files.get(request.path);
    if (!file) return next();
    const encoding = negotiateEncoding(request.get('accept-encoding'), file.encodings);
    // The type of the file itself, not of its .br / .gz copy.
    response.type(extname(file.path));
    response.setHeader('Cache-Control', cacheControlFor(request.path));
    if (file.encodings.size > 0) response.vary('Accept-Encoding');
    if (encoding) response.setHeader('Content-Encoding', encoding);
    const sent = encoding ? file.path + SUFFIX[encoding] : file.path;
    // Ranges of an encoded copy would be ranges of the copy: offered on plain files only.
    response.sendFile(sent, { cacheControl: false, acceptRanges: encoding === null, dotfiles: 'allow' }, (error) => {
      if (error && !response.headersSent) next(error);
    });
  };
}

/**
 * `body` compressed for a response: brotli at quality 5 (a few kilobytes take well under a
 * millisecond) or gzip at level 6. For what the server writes and keeps (pages, kept API answers);
 * the build compresses its own files at the highest settings.
 */
export function compressForResponse(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : gzipSync(body, { level: 6 });
}

/** Compressed pages kept by their text and encoding: a page's HTML changes only with its meta. */
const PAGE_CACHE_LIMIT = 200;

/**
 * Sends an HTML page the server wrote (index.html with a page's meta), compressed as the client
 * takes it. Each compressed page is kept, so repeated visits cost a lookup.
 */
export function pageSender(): (request: Request, response: Response, html: string) => void {
  const compressed = new Map<string, Buffer>();
  const both: ReadonlySet<Encoding> = new Set(['br', 'gzip']);
  return (request, response, html) => {
    response.type('html').setHeader('Cache-Control', CACHE_PAGE);
    response.vary('Accept-Encoding');
    const encoding = negotiateEncoding(request.get('accept-encoding'), both);
    if (!encoding) {
      response.send(html);
      return;
    }
    const key = `${encoding}\u0000${html}`;
    let body = compressed.get(key);
    if (!body) {
      body = compressForResponse(html, encoding);
      if (compressed.size >= PAGE_CACHE_LIMIT) compressed.delete(compressed.keys().next().value!);
      compressed.set(key, body);
    }
    response.setHeader('Content-Encoding', encoding);
    response.send(body);
  };
}
