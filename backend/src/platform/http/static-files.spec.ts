import { CACHE_IMMUTABLE, CACHE_PAGE, CACHE_SHORT, cacheControlFor, type Encoding, negotiateEncoding } from './static-files';

const both: ReadonlySet<Encoding> = new Set(['br', 'gzip']);
const gzipOnly: ReadonlySet<Encoding> = new Set(['gzip']);
const none: ReadonlySet<Encoding> = new Set();

describe('choosing the encoding of a static file', () => {
  it.each([
    ['what Chromium sends', 'gzip, deflate, br, zstd', both, 'br'],
    ['brotli first at equal weight, whatever the order', 'br, gzip', both, 'br'],
    ['the heavier weight', 'gzip;q=1.0, br;q=0.5', both, 'gzip'],
    ['weights with spaces and upper case', 'GZIP ; q=0.8 , BR ; q=0.9', both, 'br'],
    ['gzip when brotli is refused', 'br;q=0, gzip', both, 'gzip'],
    ['gzip when the client takes no brotli', 'gzip, deflate', both, 'gzip'],
    ['x-gzip as gzip', 'x-gzip', both, 'gzip'],
    ['the copy there is', 'gzip, br', gzipOnly, 'gzip'],
    ['* for codings not listed', '*', both, 'br'],
    ['* without what is refused', 'br;q=0, *;q=0.5', both, 'gzip'],
  ] as const)('takes %s', (_about, header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected);
  });

  it.each([
    ['no header', undefined, both],
    ['an empty header', '', both],
    ['identity only', 'identity', both],
    ['every coding refused', 'br;q=0, gzip;q=0', both],
    ['everything refused through *', '*;q=0', both],
    ['a coding the build did not make', 'deflate, zstd', both],
    ['no compressed copy', 'gzip, br', none],
    ['a weight that is not a number', 'br;q=abc, gzip;q=x', both],
  ] as const)('sends the plain file for %s', (_about, header, available) => {
    expect(negotiateEncoding(header, available)).toBeNull();
  });
});

describe('how long a file may be cached', () => {
  it('keeps hashed assets for a year, as immutable', () => {
    expect(cacheControlFor('/assets/index-BQTAdRTo.js')).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/assets/home.page-CPs3hCGK.js')).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/assets/index-UznsoEyB.css')).toBe(CACHE_IMMUTABLE);
    expect(CACHE_IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('never keeps a page without asking, and other files only a short while', () => {
    expect(cacheControlFor('/index.html')).toBe(CACHE_PAGE);
    expect(CACHE_PAGE).toBe('no-cache');
    expect(cacheControlFor('/theme-init.js')).toBe(CACHE_SHORT);
    expect(cacheControlFor('/assets/logo.svg')).toBe(CACHE_SHORT);
    expect(cacheControlFor('/robots-text.txt')).toBe(CACHE_SHORT);
  });
});
