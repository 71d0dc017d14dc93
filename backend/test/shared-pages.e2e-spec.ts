import type { EditableCourse } from '@academy/contracts';
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import sharp from 'sharp';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';

/** The built app's index.html as the server finds it: the site's own title and description. */
function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'academy-web-'));
  const index = `<!doctype html>
<html lang="vi">
  <head>
    <meta name="description" content="Mô tả chung của học viện" />
    <title>Học viện Marketing Thực Chiến</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
  writeFileSync(join(dist, 'index.html'), index);
  return dist;
}

const courseForm = {
  title: 'Bán hàng trên TikTok Shop <từ A đến Z>',
  shortDescription: 'Mở gian hàng và ra đơn trong 30 ngày.',
  description: 'Từ đăng ký gian hàng đến livestream chốt đơn.',
  level: 'intermediate',
  price: 1_490_000,
  originalPrice: null,
  seo: { title: 'TikTok Shop thực chiến', description: 'Khóa học TikTok Shop cho người mới & chủ shop.' },
};

/** The demo lecture video, uploaded to the instructor's library. */
async function uploadVideo(baseUrl: string, instructor: EmulatorUser): Promise<string> {
  const form = new FormData();
  form.append('asset', new Blob([readFileSync(join(__dirname, '..', 'seed-assets', 'demo-lecture.mp4'))], { type: 'video/mp4' }), 'gioi-thieu.mp4');
  const response = await fetch(`${baseUrl}/api/media/upload`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${instructor.idToken}` } });
  return ((await response.json()) as { media: { _id: string } }).media._id;
}

describe('pages shared as links: the server writes their head', () => {
  const suite = apiSuite({ WEB_DIST: webDist(), FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-files-')) });
  let instructor: EmulatorUser;
  let course: EditableCourse;

  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
    const mediaId = await uploadVideo(suite.app.baseUrl, instructor);
    const sections = [{ title: 'Bắt đầu', lectures: [{ title: 'Giới thiệu', mediaId, durationSeconds: 300, isFreePreview: true }] }];
    // With a cover picture, as the course studio sends it: JSON data and the file in one form.
    const form = new FormData();
    form.append('data', JSON.stringify({ ...courseForm, sections }));
    const cover = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#4f46e5' } }).png().toBuffer();
    form.append('courseThumbnail', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'bia.png');
    const created = await fetch(`${suite.app.baseUrl}/api/courses`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${instructor.idToken}` } });
    expect(created.status).toBe(201);
    course = ((await created.json()) as { course: EditableCourse }).course;
    expect(course.courseThumbnail).toMatch(/^\/files\/public\/courses\//);
    await suite.api('PATCH', `/instructor/me/courses/${course._id}/toggle-publish`, { token: instructor.idToken });
    const approved = await suite.api('POST', '/admin/courses/review', { token: suite.admin.idToken, body: { courseId: course._id, action: 'approve', reason: '' } });
    expect(approved.status).toBe(200);
  });

  const page = async (path: string) => {
    const response = await fetch(`${suite.app.baseUrl}${path}`);
    return { status: response.status, html: await response.text() };
  };

  it("gives a published course's page its SEO title and description, Open Graph tags and Course JSON-LD", async () => {
    const { status, html } = await page(`/courses/${course.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>TikTok Shop thực chiến | Học viện Marketing Thực Chiến</title>');
    expect(html).toContain('<meta name="description" content="Khóa học TikTok Shop cho người mới &amp; chủ shop." />');
    expect(html).toContain(`<meta property="og:url" content="${suite.app.baseUrl}/courses/${course.slug}" />`);
    const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Course', name: courseForm.title, offers: { price: 1_490_000, priceCurrency: 'VND' } });
    expect(html).toContain('<div id="root"></div>');
  });

  it("has the course list's HTML ask for its first card's picture at once, and no other page's", async () => {
    const preload = `<link rel="preload" as="image" href="${course.courseThumbnail}" fetchpriority="high">`;
    expect((await page('/courses')).html).toContain(preload);
    for (const path of ['/courses?category=seo', '/', `/courses/${course.slug}`, '/tools']) {
      expect({ path, preloads: (await page(path)).html.includes('as="image"') }).toEqual({ path, preloads: false });
    }
  });

  it('serves the plain page for an unknown course and for the app’s other routes', async () => {
    for (const path of ['/courses/khong-co-khoa-nay', '/courses', '/admin/courses', '/courses/%E0%A4%A']) {
      const { status, html } = await page(path);
      expect({ path, status, title: /<title>(.*)<\/title>/.exec(html)?.[1] }).toEqual({ path, status: 200, title: 'Học viện Marketing Thực Chiến' });
    }
  });

  it('lists the public pages and the published course in the sitemap, and points robots at it', async () => {
    const sitemap = await fetch(`${suite.app.baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${suite.app.baseUrl}/courses</loc>`);
    expect(xml).toContain(`<loc>${suite.app.baseUrl}/courses/${course.slug}</loc>`);
    const robots = await (await fetch(`${suite.app.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${suite.app.baseUrl}/sitemap.xml`);
  });
});
