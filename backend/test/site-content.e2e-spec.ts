import { DEFAULT_HERO, ERROR_MESSAGES, fileInUseMessage, HOMEPAGE_MESSAGES, Popup, POPUP_MESSAGES } from '@academy/contracts';
import sharp from 'sharp';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import type { JsonResponse } from './support/http-client';
import { publishedCourse } from './support/on-sale';

type PopupFormBody = { title?: unknown; link?: unknown; isActive?: unknown };

/** A real picture, as the admin's browser would send it. */
const picture = (width = 1600, height = 900, background = '#e11d48') => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

const heroForm = {
  badge: 'Khai giảng tháng 6',
  title: 'Học marketing mùa hè',
  typingPhrases: ['Quảng cáo TikTok', 'Bán hàng Shopee'],
  subtitle: 'Ưu đãi 30% cho học viên đăng ký trước 30/6.',
  buttonText: 'Đăng ký ngay',
  buttonLink: '/courses?category=marketing',
};

describe('site content over HTTP: the popup and the homepage editor', () => {
  const suite = apiSuite();
  let instructor: EmulatorUser;
  let png: Buffer;
  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
    png = await picture();
  });
  const asAdmin = () => ({ token: suite.admin.idToken });

  /** The multipart request the admin forms send: the JSON `data` field and an optional `image`. */
  async function multipart(
    method: string,
    path: string,
    data: unknown,
    options: { image?: Buffer; imageType?: string; files?: Record<string, Buffer>; token?: string; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse> {
    const body = new FormData();
    body.set('data', JSON.stringify(data));
    if (options.image) body.set('image', new Blob([new Uint8Array(options.image)], { type: options.imageType ?? 'image/png' }), 'anh.png');
    for (const [field, bytes] of Object.entries(options.files ?? {})) body.set(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'chan-dung.png');
    const response = await fetch(`${suite.app.baseUrl}/api${path}`, {
      method,
      body,
      headers: { ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  const createPopup = (form: PopupFormBody, image: Buffer | null = png, headers?: Record<string, string>) =>
    multipart('POST', '/popups', form, { image: image ?? undefined, token: suite.admin.idToken, headers });
  const updatePopup = (popup: Popup, form: PopupFormBody, options: { image?: Buffer; ifMatch?: number } = {}) =>
    multipart('PUT', `/popups/${popup._id}`, form, {
      image: options.image,
      token: suite.admin.idToken,
      headers: options.ifMatch === undefined ? {} : { 'If-Match': `"${options.ifMatch}"` },
    });
  const created = async (title: string, isActive = false): Promise<Popup> => {
    const response = await createPopup({ title, link: 'https://khoahoc.vn/uu-dai', isActive });
    expect(response.status).toBe(201);
    return response.body.popup;
  };
  const listPopups = async (): Promise<Popup[]> => (await suite.api('GET', '/popups', asAdmin())).body.popups;
  const activePopup = async () => (await suite.api('GET', '/popups/active')).body.popup;

  describe('popups', () => {
    it('creates a popup with its picture stored as WebP, and the admin list shows it at once', async () => {
      const response = await createPopup({ title: '  Ưu đãi khai giảng  ', link: 'https://khoahoc.vn/uu-dai?ma=HE2026' });
      expect(response.status).toBe(201);
      const popup: Popup = response.body.popup;
      expect(response.body).toEqual({
        message: POPUP_MESSAGES.created,
        popup: {
          _id: expect.any(String),
          title: 'Ưu đãi khai giảng',
          imageUrl: expect.stringMatching(new RegExp(`^/files/public/site-content/popups/${popup._id}/popup-[0-9a-f]{16}-1200\\.webp$`)),
          link: 'https://khoahoc.vn/uu-dai?ma=HE2026',
          isActive: false,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          revision: expect.any(Number),
        },
      });
      const image = await fetch(`${suite.app.baseUrl}${popup.imageUrl}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1200);
      expect((await listPopups())[0]).toEqual(popup);
    });

    it('keeps at most one popup active: switching one on switches the other off, and visitors see the new one at once', async () => {
      const first = await created('Popup thứ nhất', true);
      expect(await activePopup()).toEqual({ _id: first._id, title: first.title, imageUrl: first.imageUrl, link: first.link });

      const second = await created('Popup thứ hai', true);
      expect(await activePopup()).toMatchObject({ _id: second._id });
      let rows = await listPopups();
      expect(rows.filter((row) => row.isActive).map((row) => row._id)).toEqual([second._id]);

      const firstNow = rows.find((row) => row._id === first._id) as Popup;
      const back = await updatePopup(firstNow, { title: firstNow.title, link: firstNow.link, isActive: true }, { ifMatch: firstNow.revision });
      expect(back).toMatchObject({ status: 200, body: { message: POPUP_MESSAGES.updated, popup: { _id: first._id, isActive: true } } });
      rows = await listPopups();
      expect(rows.filter((row) => row.isActive).map((row) => row._id)).toEqual([first._id]);
      expect(await activePopup()).toMatchObject({ _id: first._id });

      const off = await updatePopup(back.body.popup, { title: firstNow.title, link: firstNow.link, isActive: false });
      expect(off.body.popup.isActive).toBe(false);
      expect(await activePopup()).toBeNull();
    });

    it('edits the details, keeps the picture when none is sent and replaces it when one is', async () => {
      const popup = await created('Trước khi sửa');
      const edited = await updatePopup(popup, { title: 'Sau khi sửa', link: 'http://khoahoc.vn/moi' });
      expect(edited.body.popup).toMatchObject({ title: 'Sau khi sửa', link: 'http://khoahoc.vn/moi', imageUrl: popup.imageUrl });
      const repictured = await updatePopup(edited.body.popup, { title: 'Sau khi sửa', link: 'http://khoahoc.vn/moi' }, { image: await picture(800, 800, '#16a34a') });
      expect(repictured.status).toBe(200);
      expect(repictured.body.popup.imageUrl).not.toBe(popup.imageUrl);
      expect((await fetch(`${suite.app.baseUrl}${repictured.body.popup.imageUrl}`)).status).toBe(200);
    });

    it('refuses an edit made on a screen older than the popup’s last change (409), and keeps the newer one', async () => {
      const popup = await created('Hai quản trị viên');
      const first = await updatePopup(popup, { title: 'Bản của người thứ nhất', link: popup.link }, { ifMatch: popup.revision });
      expect(first.status).toBe(200);
      const late = await updatePopup(popup, { title: 'Bản của người thứ hai', link: popup.link }, { ifMatch: popup.revision });
      expect(late).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT', message: ERROR_MESSAGES.EDIT_CONFLICT } });
      expect((await listPopups()).find((row) => row._id === popup._id)?.title).toBe('Bản của người thứ nhất');
    });

    it.each([
      [{ title: '   ', link: 'https://khoahoc.vn' }, 'title', POPUP_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(121), link: 'https://khoahoc.vn' }, 'title', POPUP_MESSAGES.titleTooLong],
      [{ title: 'Ưu đãi', link: 'javascript:alert(1)' }, 'link', POPUP_MESSAGES.linkInvalid],
      [{ title: 'Ưu đãi', link: 'ftp://khoahoc.vn/file' }, 'link', POPUP_MESSAGES.linkInvalid],
      [{ title: 'Ưu đãi', link: 'http://localhost:3000/admin' }, 'link', POPUP_MESSAGES.linkInvalid],
      [{ title: 'Ưu đãi' }, 'link', POPUP_MESSAGES.linkInvalid],
      [{ title: 'Ưu đãi', link: 'https://khoahoc.vn', isActive: 'có' }, 'isActive', POPUP_MESSAGES.activeInvalid],
    ])('refuses bad input with its Vietnamese message and records nothing (%#)', async (form, field, message) => {
      const before = (await listPopups()).length;
      const response = await createPopup(form);
      expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
      expect((await listPopups()).length).toBe(before);
    });

    it('refuses a popup without a picture, and a file that is not one, whatever its name says', async () => {
      const before = (await listPopups()).length;
      const form = { title: 'Không ảnh', link: 'https://khoahoc.vn' };
      expect(await createPopup(form, null)).toMatchObject({ status: 400, body: { code: 'POPUP_IMAGE_REQUIRED', message: ERROR_MESSAGES.POPUP_IMAGE_REQUIRED } });
      const text = Buffer.from('<svg onload="alert(1)">không phải ảnh</svg>');
      expect(await createPopup(form, text)).toMatchObject({ status: 400, body: { code: 'FILE_TYPE_INVALID' } });
      // A PNG signature with nothing decodable after it: the upload layer lets it in, the decoder refuses it.
      const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(256, 0)]);
      expect(await createPopup(form, broken)).toMatchObject({ status: 400, body: { code: 'POPUP_IMAGE_UNREADABLE', message: ERROR_MESSAGES.POPUP_IMAGE_UNREADABLE } });
      expect((await listPopups()).length).toBe(before);
    });

    it('records a create retried with the same Idempotency-Key once', async () => {
      const headers = { 'Idempotency-Key': `popup-${Date.now()}` };
      const form = { title: 'Tạo một lần', link: 'https://khoahoc.vn' };
      const first = await createPopup(form, png, headers);
      const again = await createPopup(form, png, headers);
      expect(first.status).toBe(201);
      expect(again).toMatchObject({ status: 201, body: { popup: { _id: first.body.popup._id } } });
      expect((await listPopups()).filter((row) => row.title === 'Tạo một lần')).toHaveLength(1);
    });

    it('deletes a popup: it leaves the list and the site, and a repeat changes nothing', async () => {
      const popup = await created('Sắp xóa', true);
      expect(await activePopup()).toMatchObject({ _id: popup._id });
      const deleted = await suite.api('DELETE', `/popups/${popup._id}`, asAdmin());
      expect(deleted).toMatchObject({ status: 200, body: { message: POPUP_MESSAGES.deleted, id: popup._id } });
      expect((await listPopups()).some((row) => row._id === popup._id)).toBe(false);
      expect(await activePopup()).toBeNull();
      expect(await suite.api('DELETE', `/popups/${popup._id}`, asAdmin())).toMatchObject({ status: 200, body: { id: popup._id } });
      expect(await updatePopup(popup, { title: 'Đã xóa', link: popup.link })).toMatchObject({ status: 404, body: { code: 'POPUP_NOT_FOUND' } });
      expect(await suite.api('DELETE', '/popups/khong-ton-tai', asAdmin())).toMatchObject({ status: 404, body: { code: 'POPUP_NOT_FOUND', message: ERROR_MESSAGES.POPUP_NOT_FOUND } });
    });

    it('lets only admins manage popups (403 for others, 401 without a token); anyone reads the active one', async () => {
      const popup = await created('Chỉ quản trị');
      for (const token of [suite.student.idToken, instructor.idToken]) {
        expect((await suite.api('GET', '/popups', { token })).status).toBe(403);
        expect((await multipart('POST', '/popups', { title: 'X', link: 'https://khoahoc.vn' }, { image: png, token })).status).toBe(403);
        expect((await multipart('PUT', `/popups/${popup._id}`, { title: 'X', link: 'https://khoahoc.vn' }, { token })).status).toBe(403);
        expect((await suite.api('DELETE', `/popups/${popup._id}`, { token })).status).toBe(403);
      }
      expect((await suite.api('GET', '/popups')).status).toBe(401);
      expect((await suite.api('GET', '/popups/active')).status).toBe(200);
      expect((await listPopups()).find((row) => row._id === popup._id)?.title).toBe('Chỉ quản trị');
    });
  });

  describe('the homepage editor', () => {
    const homepage = async () => (await suite.api('GET', '/homepage')).body;
    const editor = async () => (await suite.api('GET', '/admin/homepage', asAdmin())).body.homepage;
    const history = async () => (await suite.api('GET', '/admin/homepage/history?limit=100', asAdmin())).body;
    const saveHero = (form: unknown, options: { image?: Buffer; ifMatch?: number | null } = {}) =>
      multipart('PUT', '/admin/homepage/hero', form, {
        image: options.image,
        token: suite.admin.idToken,
        headers: options.ifMatch === undefined || options.ifMatch === null ? {} : { 'If-Match': `"${options.ifMatch}"` },
      });
    const chooseCourses = (courseIds: string[] | null, token = suite.admin.idToken) =>
      suite.api('PUT', '/admin/homepage/featured-courses', { token, body: { courseIds } });
    const restore = (version: unknown, token = suite.admin.idToken) => suite.api('POST', '/admin/homepage/restore', { token, body: { version } });

    let courseA: { courseId: string; title: string };
    let courseB: { courseId: string; title: string };
    let courseC: { courseId: string; title: string; slug: string };
    beforeAll(async () => {
      courseA = await publishedCourse(suite, instructor, 'Quảng cáo Facebook', 499_000);
      courseB = await publishedCourse(suite, instructor, 'SEO thực chiến', 799_000);
      courseC = await publishedCourse(suite, instructor, 'TikTok bán hàng', 299_000);
    });

    it('walks through edits, history and a restore, each change recorded with who and when', async () => {
      // Never edited: the page as built, the newest published courses on the shelf.
      const built = await homepage();
      expect(built.hero).toEqual(DEFAULT_HERO);
      expect(built.featuredCourses.map((c: { _id: string }) => c._id)).toEqual([courseC.courseId, courseB.courseId, courseA.courseId]);
      expect(await editor()).toMatchObject({ version: 0, revision: null, heroEdited: false, featuredCourseIds: null, updatedBy: null });

      // The hero with a picture.
      const hero = await saveHero(heroForm, { image: png });
      expect(hero.status).toBe(200);
      expect(hero.body).toMatchObject({
        message: HOMEPAGE_MESSAGES.heroSaved,
        homepage: { version: 1, revision: 0, heroEdited: true, updatedBy: { uid: suite.admin.uid, name: 'Người dùng admin' } },
      });
      const imageUrl: string = hero.body.homepage.hero.imageUrl;
      expect(imageUrl).toMatch(/^\/files\/public\/site-content\/hero\/hero-[0-9a-f]{16}-1200\.webp$/);
      expect((await fetch(`${suite.app.baseUrl}${imageUrl}`)).status).toBe(200);
      expect((await homepage()).hero).toEqual({ ...heroForm, imageUrl });

      // The featured courses, picked and ordered.
      const chosen = await chooseCourses([courseB.courseId, courseA.courseId]);
      expect(chosen).toMatchObject({ status: 200, body: { message: HOMEPAGE_MESSAGES.featuredSaved, homepage: { version: 2, featuredCourseIds: [courseB.courseId, courseA.courseId] } } });
      const shelf = (await homepage()).featuredCourses;
      expect(shelf.map((c: { _id: string }) => c._id)).toEqual([courseB.courseId, courseA.courseId]);
      expect(shelf[0]).toMatchObject({ title: courseB.title, price: 799_000, currency: 'VND', instructorName: expect.any(String), level: 'beginner' });

      // A text edit keeps the picture; saving the same again records nothing.
      const retitled = await saveHero({ ...heroForm, title: 'Học marketing mùa thu' }, { ifMatch: 1 });
      expect(retitled.body.homepage).toMatchObject({ version: 3, hero: { title: 'Học marketing mùa thu', imageUrl } });
      expect((await saveHero({ ...heroForm, title: 'Học marketing mùa thu' })).body.homepage.version).toBe(3);

      const versions = (await history()).versions;
      expect(versions.map((v: { version: number; change: string }) => [v.version, v.change])).toEqual([
        [3, 'hero'],
        [2, 'featured_courses'],
        [1, 'hero'],
      ]);
      expect(versions[1]).toMatchObject({ by: { uid: suite.admin.uid, name: 'Người dùng admin' }, at: expect.any(String), hero: { title: heroForm.title }, featuredCourseIds: [courseB.courseId, courseA.courseId] });

      // Back to version 1: the first hero with its picture and the newest courses; recorded as version 4.
      const restored = await restore(1);
      expect(restored).toMatchObject({ status: 200, body: { message: HOMEPAGE_MESSAGES.restored, homepage: { version: 4, featuredCourseIds: null, hero: { ...heroForm, imageUrl } } } });
      const page = await homepage();
      expect(page.hero.title).toBe(heroForm.title);
      expect(page.featuredCourses.map((c: { _id: string }) => c._id)).toEqual([courseC.courseId, courseB.courseId, courseA.courseId]);
      expect((await history()).versions[0]).toMatchObject({ version: 4, change: 'restored', restoredVersion: 1 });

      // And back to the page as built.
      expect((await restore(0)).body.homepage).toMatchObject({ version: 5, heroEdited: false, hero: DEFAULT_HERO });
      expect((await homepage()).hero).toEqual(DEFAULT_HERO);
    });

    it('drops a featured course taken off sale from the shelf, and refuses to feature one', async () => {
      const course = await publishedCourse(suite, instructor, 'Sắp ngừng bán', 199_000);
      expect((await chooseCourses([course.courseId, courseA.courseId])).status).toBe(200);
      expect((await homepage()).featuredCourses.map((c: { _id: string }) => c._id)).toEqual([course.courseId, courseA.courseId]);
      expect((await suite.api('PATCH', `/instructor/me/courses/${course.courseId}/toggle-publish`, { token: instructor.idToken })).status).toBe(200);
      expect((await homepage()).featuredCourses.map((c: { _id: string }) => c._id)).toEqual([courseA.courseId]);

      const before = await editor();
      const refused = await chooseCourses([courseA.courseId, course.courseId]);
      expect(refused).toMatchObject({ status: 400, body: { code: 'HOMEPAGE_COURSE_UNAVAILABLE', message: ERROR_MESSAGES.HOMEPAGE_COURSE_UNAVAILABLE } });
      expect((await editor()).version).toBe(before.version);
    });

    it.each([
      [{ ...heroForm, title: ' ' }, 'title', HOMEPAGE_MESSAGES.titleRequired],
      [{ ...heroForm, title: 'x'.repeat(81) }, 'title', HOMEPAGE_MESSAGES.titleTooLong],
      [{ ...heroForm, buttonText: '' }, 'buttonText', HOMEPAGE_MESSAGES.buttonTextRequired],
      [{ ...heroForm, buttonLink: 'javascript:alert(1)' }, 'buttonLink', HOMEPAGE_MESSAGES.buttonLinkInvalid],
      [{ ...heroForm, buttonLink: '//evil.example/x' }, 'buttonLink', HOMEPAGE_MESSAGES.buttonLinkInvalid],
      [{ ...heroForm, typingPhrases: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'typingPhrases', HOMEPAGE_MESSAGES.phrasesTooMany],
      [{ ...heroForm, typingPhrases: ['Hợp lệ', '  '] }, 'typingPhrases.1', HOMEPAGE_MESSAGES.phraseRequired],
    ])('refuses a bad hero with its Vietnamese message and records nothing (%#)', async (form, field, message) => {
      const before = (await editor()).version;
      const response = await saveHero(form);
      expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
      expect((await editor()).version).toBe(before);
    });

    it('refuses bad featured lists, unknown versions, bad pictures and stale screens, recording nothing', async () => {
      const before = await editor();
      expect(await chooseCourses(Array.from({ length: 31 }, (_, i) => `c${i}`))).toMatchObject({ status: 400, body: { message: HOMEPAGE_MESSAGES.coursesTooMany } });
      expect(await chooseCourses([courseA.courseId, courseA.courseId])).toMatchObject({ status: 400, body: { message: HOMEPAGE_MESSAGES.courseRepeated } });
      expect(await restore('1')).toMatchObject({ status: 400, body: { message: HOMEPAGE_MESSAGES.versionInvalid } });
      expect(await restore(999)).toMatchObject({ status: 404, body: { code: 'HOMEPAGE_VERSION_NOT_FOUND', message: ERROR_MESSAGES.HOMEPAGE_VERSION_NOT_FOUND } });
      const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(256, 0)]);
      expect(await saveHero(heroForm, { image: broken })).toMatchObject({ status: 400, body: { code: 'HOMEPAGE_HERO_IMAGE_UNREADABLE' } });
      expect(await saveHero(heroForm, { image: Buffer.from('GIF89a nhưng không phải') })).toMatchObject({ status: 400 });
      expect(await saveHero({ ...heroForm, title: 'Màn hình cũ' }, { ifMatch: (before.revision ?? 0) - 1 })).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT' } });
      expect((await editor()).version).toBe(before.version);
    });

    it('lets only admins edit or read the editor (403 for others, 401 without a token); anyone reads the home page', async () => {
      for (const token of [suite.student.idToken, instructor.idToken]) {
        expect((await suite.api('GET', '/admin/homepage', { token })).status).toBe(403);
        expect((await suite.api('GET', '/admin/homepage/history', { token })).status).toBe(403);
        expect((await suite.api('GET', '/admin/homepage/course-options', { token })).status).toBe(403);
        expect((await multipart('PUT', '/admin/homepage/hero', heroForm, { token })).status).toBe(403);
        expect((await chooseCourses([courseA.courseId], token)).status).toBe(403);
        expect((await restore(0, token)).status).toBe(403);
      }
      expect((await suite.api('GET', '/admin/homepage')).status).toBe(401);
      expect((await suite.api('GET', '/homepage')).status).toBe(200);
    });

    it('offers the published courses to feature, by title', async () => {
      const { courses } = (await suite.api('GET', '/admin/homepage/course-options', asAdmin())).body;
      expect(courses).toEqual(expect.arrayContaining([{ _id: courseC.courseId, title: courseC.title, slug: courseC.slug, price: 299_000 }]));
      const titles = courses.map((c: { title: string }) => c.title);
      expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, 'vi')));
    });

    it('records every change as an event of the one homepage stream, with who and when', async () => {
      const events = await suite.app.app.get<EventStore>(EVENT_STORE).readStream('site_content_homepage-main');
      expect(events.length).toBe((await editor()).version);
      expect(events.map((event) => event.type)).toContain('HomepageVersionRestored');
      expect(events.every((event) => (event.data as { by: string }).by === suite.admin.uid)).toBe(true);
    });
  });

  describe('testimonials, instructors and the pictures the site uses', () => {
    const homepage = async () => (await suite.api('GET', '/homepage')).body;
    const editor = async () => (await suite.api('GET', '/admin/homepage', asAdmin())).body.homepage;
    const history = async () => (await suite.api('GET', '/admin/homepage/history?limit=100', asAdmin())).body;
    const save = (block: 'testimonials' | 'instructors', data: unknown, files: Record<string, Buffer> = {}, token = suite.admin.idToken) =>
      multipart('PUT', `/admin/homepage/${block}`, data, { files, token });
    const restore = (version: number) => suite.api('POST', '/admin/homepage/restore', { token: suite.admin.idToken, body: { version } });
    const removeFile = (url: string) => suite.api('DELETE', '/admin/storage/delete-file', { token: suite.admin.idToken, body: { fileName: url.slice('/files/'.length) } });
    const storageRow = async (url: string) => {
      const key = url.slice('/files/'.length);
      const folder = key.slice(0, key.lastIndexOf('/'));
      const { files } = (await suite.api('GET', `/admin/storage/files?prefix=${encodeURIComponent(folder)}&limit=1000`, asAdmin())).body;
      return files.find((file: { fullPath: string }) => file.fullPath === key);
    };

    const lan = { name: 'Chị Ngọc Lan', role: 'Chủ shop mỹ phẩm', quote: 'Đơn hàng từ quảng cáo tăng gấp đôi sau một tháng.' };
    const huy = { name: 'Anh Quốc Huy', role: 'Kinh doanh nội thất', quote: 'Tự tối ưu được quảng cáo Google.', videoId: 'https://youtu.be/dQw4w9WgXcQ' };

    it('adds, edits, reorders and removes testimonials as versions, with photos stored as WebP and a YouTube id', async () => {
      const portrait = await picture(900, 900, '#0ea5e9');
      const added = await save('testimonials', { testimonials: [lan, huy] }, { 'photo[0]': portrait });
      expect(added.status).toBe(200);
      expect(added.body.message).toBe(HOMEPAGE_MESSAGES.testimonialsSaved);
      const [first, second] = added.body.homepage.testimonials;
      expect(first).toEqual({ ...lan, videoId: null, photoUrl: expect.stringMatching(/^\/files\/public\/site-content\/people\/person-[0-9a-f]{16}-480\.webp$/) });
      expect(second).toEqual({ ...huy, videoId: 'dQw4w9WgXcQ', photoUrl: null });
      const photo = await fetch(`${suite.app.baseUrl}${first.photoUrl}`);
      expect(photo.status).toBe(200);
      expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(480);
      expect((await homepage()).testimonials).toEqual([first, second]);

      // Reordered and edited, the photo kept by its address; then one removed.
      const reordered = await save('testimonials', { testimonials: [{ ...second, videoId: 'dQw4w9WgXcQ' }, { ...first, quote: 'Doanh thu tăng gấp đôi.' }] });
      expect(reordered.body.homepage.testimonials.map((t: { name: string; photoUrl: string | null }) => [t.name, t.photoUrl])).toEqual([
        [huy.name, null],
        [lan.name, first.photoUrl],
      ]);
      const removed = await save('testimonials', { testimonials: [reordered.body.homepage.testimonials[1]] });
      expect((await homepage()).testimonials).toEqual([{ ...first, quote: 'Doanh thu tăng gấp đôi.' }]);

      const versions = (await history()).versions;
      expect(versions.slice(0, 3).map((v: { change: string }) => v.change)).toEqual(['testimonials', 'testimonials', 'testimonials']);
      expect(versions[0]).toMatchObject({ version: removed.body.homepage.version, by: { uid: suite.admin.uid }, testimonials: [{ name: lan.name }] });

      // Restoring the first of them brings both back, in their order.
      const restored = await restore(added.body.homepage.version);
      expect(restored.body.homepage.testimonials).toEqual([first, second]);
      expect((await homepage()).testimonials).toEqual([first, second]);
    });

    it('keeps featured instructors as content with photos, shown on the home page', async () => {
      const teacher = { name: 'Trần Minh Đức', title: 'Chuyên gia quảng cáo Facebook', bio: 'Tám năm chạy quảng cáo cho các shop thời trang.' };
      const saved = await save('instructors', { instructors: [teacher] }, { 'photo[0]': await picture(600, 800, '#16a34a') });
      expect(saved).toMatchObject({ status: 200, body: { message: HOMEPAGE_MESSAGES.instructorsSaved, homepage: { instructors: [{ ...teacher, photoUrl: expect.stringMatching(/^\/files\/public\/site-content\/people\//) }] } } });
      expect((await homepage()).instructors).toEqual(saved.body.homepage.instructors);
      expect((await history()).versions[0]).toMatchObject({ change: 'instructors', instructors: [{ name: teacher.name }] });
    });

    it('counts only the courses on sale for the hero, as the public catalogue lists them', async () => {
      const onSale = async () => (await suite.api('GET', '/courses?limit=1')).body.pagination.totalItems;
      const before = await onSale();
      expect(before).toBeGreaterThan(0);
      expect((await homepage()).publishedCoursesCount).toBe(before);
      const course = await publishedCourse(suite, instructor, 'Thêm một khóa đang bán', 99_000);
      expect((await homepage()).publishedCoursesCount).toBe(before + 1);
      expect((await suite.api('PATCH', `/instructor/me/courses/${course.courseId}/toggle-publish`, { token: instructor.idToken })).status).toBe(200);
      expect((await homepage()).publishedCoursesCount).toBe(before);
    });

    it.each([
      [{ testimonials: [{ ...lan, name: ' ' }] }, 'testimonials.0.name', HOMEPAGE_MESSAGES.personNameRequired],
      [{ testimonials: [{ ...lan, quote: '' }] }, 'testimonials.0.quote', HOMEPAGE_MESSAGES.quoteRequired],
      [{ testimonials: [{ ...lan, videoId: 'https://evil.example/watch?v=dQw4w9WgXcQ' }] }, 'testimonials.0.videoId', HOMEPAGE_MESSAGES.videoInvalid],
      [{ testimonials: [{ ...lan, videoId: 'abc' }] }, 'testimonials.0.videoId', HOMEPAGE_MESSAGES.videoInvalid],
      [{ testimonials: Array.from({ length: 9 }, () => lan) }, 'testimonials', HOMEPAGE_MESSAGES.testimonialsTooMany],
      [{ testimonials: 'nhiều' }, 'testimonials', HOMEPAGE_MESSAGES.listInvalid],
    ])('refuses bad testimonials with a Vietnamese 400 and records nothing (%#)', async (form, field, message) => {
      const before = (await editor()).version;
      expect(await save('testimonials', form)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
      expect((await editor()).version).toBe(before);
    });

    it('refuses a photo that is not the block’s, a photo without its item, and a broken picture', async () => {
      const before = (await editor()).version;
      const heroPicture = await multipart('PUT', '/admin/homepage/hero', heroForm, { image: png, token: suite.admin.idToken });
      const afterHero = (await editor()).version;
      expect(afterHero).toBe(before + 1);
      expect(await save('testimonials', { testimonials: [{ ...lan, photoUrl: heroPicture.body.homepage.hero.imageUrl }] })).toMatchObject({ status: 400, body: { code: 'HOMEPAGE_PHOTO_UNKNOWN' } });
      expect(await save('testimonials', { testimonials: [{ ...lan, photoUrl: '/files/private/media/x.mp4' }] })).toMatchObject({ status: 400, body: { code: 'HOMEPAGE_PHOTO_UNKNOWN' } });
      expect(await save('testimonials', { testimonials: [lan] }, { 'photo[3]': png })).toMatchObject({ status: 400, body: { code: 'HOMEPAGE_PHOTO_WITHOUT_ITEM' } });
      const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(256, 0)]);
      expect(await save('instructors', { instructors: [{ name: 'A', title: '', bio: '' }] }, { 'photo[0]': broken })).toMatchObject({ status: 400, body: { code: 'HOMEPAGE_PHOTO_UNREADABLE' } });
      expect((await editor()).version).toBe(afterHero);
    });

    it('answers 403 to non-admins and 401 without a token', async () => {
      for (const token of [suite.student.idToken, instructor.idToken]) {
        expect((await save('testimonials', { testimonials: [lan] }, {}, token)).status).toBe(403);
        expect((await save('instructors', { instructors: [] }, {}, token)).status).toBe(403);
      }
      expect((await multipart('PUT', '/admin/homepage/testimonials', { testimonials: [] })).status).toBe(401);
    });

    it('refuses to delete a picture the site shows (hero, testimonial, popup) and marks it in use; once replaced it can go', async () => {
      const hero = await multipart('PUT', '/admin/homepage/hero', { ...heroForm, title: 'Ảnh mới cho Hero' }, { image: await picture(1600, 900, '#7c3aed'), token: suite.admin.idToken });
      const heroUrl: string = hero.body.homepage.hero.imageUrl;
      const refused = await removeFile(heroUrl);
      const heroUser = { kind: 'site', id: 'homepage', title: 'Trang chủ, Ảnh phần Hero' } as const;
      expect(refused).toMatchObject({ status: 409, body: { code: 'FILE_IN_USE', message: fileInUseMessage(heroUser) } });
      expect(refused.body.message).toBe('Ảnh đang được dùng trên trang web (Trang chủ, Ảnh phần Hero), không thể xóa.');
      expect((await storageRow(heroUrl)).usedBy).toEqual(heroUser);

      const photoUrl: string = (await editor()).testimonials.find((t: { photoUrl: string | null }) => t.photoUrl).photoUrl;
      expect(await removeFile(photoUrl)).toMatchObject({ status: 409, body: { code: 'FILE_IN_USE' } });
      expect((await storageRow(photoUrl)).usedBy).toMatchObject({ kind: 'site', title: expect.stringContaining('Cảm nhận học viên') });

      const popup = (await multipart('POST', '/popups', { title: 'Khuyến mãi hè', link: 'https://khoahoc.vn/he' }, { image: await picture(800, 800, '#f59e0b'), token: suite.admin.idToken })).body.popup;
      expect(await removeFile(popup.imageUrl)).toMatchObject({ status: 409, body: { code: 'FILE_IN_USE', message: expect.stringContaining('Khuyến mãi hè') } });

      // Replaced: the old hero picture is free; the popup's is free once the popup is deleted.
      await multipart('PUT', '/admin/homepage/hero', heroForm, { image: await picture(1600, 900, '#059669'), token: suite.admin.idToken });
      expect((await storageRow(heroUrl)).usedBy).toBeNull();
      expect(await removeFile(heroUrl)).toMatchObject({ status: 200 });
      expect((await suite.api('DELETE', `/popups/${popup._id}`, asAdmin())).status).toBe(200);
      expect(await removeFile(popup.imageUrl)).toMatchObject({ status: 200 });
    });
  });
});
