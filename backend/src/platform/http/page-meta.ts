/**
 * What a shared link shows before any script runs: crawlers and chat apps read the HTML head only,
 * so the server writes each page's title, description, image and structured data into it.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute, or a path on this site. */
  imageUrl: string | null;
  /** The page's own path: the canonical and `og:url`. */
  path: string;
  type: 'website' | 'product';
  /** schema.org data (a Course, a Product), written as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

export interface SitemapEntry {
  path: string;
  lastModified: string | null;
}

/** The pages with a head of their own, and the paths a sitemap lists; a module supplies them. */
export interface WebPages {
  metaFor(path: string): Promise<PageMeta | null>;
  /**
   * The image a page's first screen shows largest (a phone's largest paint), when the server can
   * tell which without the page's query: the HTML asks for it at once instead of after the app has
   * rendered the page. Null when there is none.
   */
  leadImageFor(path: string): Promise<string | null>;
  sitemap(): Promise<SitemapEntry[]>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** `</script>` or `<!--` inside a title must not end the JSON-LD block early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** The app's index.html with the page's title and description in place of the site's, and its share tags added. */
export function withPageMeta(html: string, meta: PageMeta, origin: string): string {
  const url = absolute(origin, meta.path);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="vi_VN" />`,
    ...(meta.imageUrl ? [`<meta property="og:image" content="${escapeHtml(absolute(origin, meta.imageUrl))}" />`] : []),
    `<meta name="twitter:card" content="${meta.imageUrl ? 'summary_large_image' : 'summary'}" />`,
    ...(meta.structuredData ? [`<script type="application/ld+json">${scriptSafeJson(meta.structuredData)}</script>`] : []),
  ];
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const modified = lastModified ? `<lastmod>${escapeHtml(lastModified.slice(0, 10))}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(absolute(origin, path))}</loc>${modified}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
