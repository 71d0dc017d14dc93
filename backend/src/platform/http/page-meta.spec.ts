import { PageMeta, sitemapXml, withPageMeta } from './page-meta';

const INDEX = `<!doctype html>
<html lang="vi">
  <head>
    <meta name="description" content="Học viện" />
    <title>Học viện Marketing Thực Chiến</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const course: PageMeta = {
  title: 'Quảng cáo Facebook "thực chiến" <2026>',
  description: 'Chạy quảng cáo & bán hàng',
  imageUrl: '/files/public/courses/c1/seo-1200.webp',
  path: '/courses/quang-cao-facebook',
  type: 'product',
  structuredData: { '@type': 'Course', name: 'Quảng cáo </script><script>alert(1)</script>' },
};

describe('page meta in the HTML head', () => {
  const html = withPageMeta(INDEX, course, 'https://hocvien.vn');

  it('replaces the title and description with the page’s, escaped', () => {
    expect(html).toContain('<title>Quảng cáo Facebook &quot;thực chiến&quot; &lt;2026&gt;</title>');
    expect(html).toContain('<meta name="description" content="Chạy quảng cáo &amp; bán hàng" />');
    expect(html).not.toContain('Học viện Marketing Thực Chiến');
  });

  it('adds Open Graph tags with absolute URLs', () => {
    expect(html).toContain('<meta property="og:image" content="https://hocvien.vn/files/public/courses/c1/seo-1200.webp" />');
    expect(html).toContain('<meta property="og:url" content="https://hocvien.vn/courses/quang-cao-facebook" />');
    expect(html).toContain('<link rel="canonical" href="https://hocvien.vn/courses/quang-cao-facebook" />');
  });

  it('writes JSON-LD that no title can break out of', () => {
    const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(json)).toEqual(course.structuredData);
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe('sitemap', () => {
  it('lists absolute URLs with their dates', () => {
    const xml = sitemapXml('https://hocvien.vn', [
      { path: '/courses', lastModified: null },
      { path: '/courses/seo-&-ads', lastModified: '2026-11-20T08:00:00.000Z' },
    ]);
    expect(xml).toContain('<url><loc>https://hocvien.vn/courses</loc></url>');
    expect(xml).toContain('<url><loc>https://hocvien.vn/courses/seo-&amp;-ads</loc><lastmod>2026-11-20</lastmod></url>');
  });
});
