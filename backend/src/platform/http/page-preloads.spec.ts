import { PagePreloads, withLeadImage, withPagePreloads } from './page-preloads';

const INDEX = '<html><head><title>Học viện</title></head><body><div id="root"></div></body></html>';

const preloads: PagePreloads = {
  '/': {
    scripts: ['/assets/home.page-abc.js'],
    styles: ['/assets/home-abc.css'],
    fetches: ['/api/homepage', '/api/tools?limit=3'],
  },
  '/evil': { scripts: ['https://elsewhere.example/x.js', '/assets/a"><script>.js'], styles: [], fetches: ['//elsewhere.example/api'] },
};

describe('withPagePreloads', () => {
  it('adds the page scripts, stylesheets and API answers as low-priority preloads in the head', () => {
    const html = withPagePreloads(INDEX, preloads, '/', false);
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home.page-abc.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/home-abc.css">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="/api/homepage">');
    expect(html).toContain('href="/api/tools?limit=3"');
    expect(html.indexOf('/api/homepage')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the API answers out when the address has a query (the page asks with other parameters)', () => {
    const html = withPagePreloads(INDEX, preloads, '/', true);
    expect(html).toContain('home.page-abc.js');
    expect(html).not.toContain('/api/');
  });

  it('changes nothing for a page the build does not list, nor for names of Object.prototype', () => {
    expect(withPagePreloads(INDEX, preloads, '/courses', false)).toBe(INDEX);
    expect(withPagePreloads(INDEX, preloads, 'constructor', false)).toBe(INDEX);
  });

  it('writes only the build\'s own files and the API: nothing elsewhere, nothing that breaks out of the tag', () => {
    expect(withPagePreloads(INDEX, preloads, '/evil', false)).toBe(INDEX);
  });
});

describe('withLeadImage', () => {
  it('asks for a file of ours or an image on another host at high priority, in the head', () => {
    for (const image of ['/files/public/courses/c1/thumbnail-ab-960.webp', 'https://cdn.example.vn/khoa-hoc/a.webp?v=2']) {
      const html = withLeadImage(INDEX, image);
      expect(html).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
      expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('changes nothing without an image, nor for an address that could break out of the tag or run script', () => {
    for (const image of [null, 'javascript:alert(1)', '/files/x" onload="alert(1)', 'http://plain.example/a.webp', '//elsewhere.example/a.webp', 'files/a.webp']) {
      expect(withLeadImage(INDEX, image)).toBe(INDEX);
    }
  });
});
