import {
  COURSE_MESSAGES,
  courseNotFoundMessage,
  CourseSummary,
  EditableCourse,
  ERROR_MESSAGES,
  FIELD_MESSAGES,
  ManagedCourse,
  Notification,
} from '@academy/contracts';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import sharp from 'sharp';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { FILE_STORE, FileStore } from '../src/platform/files/files.port';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { mediaLibraryRows } from '../src/modules/catalogue/read-models/media-library/media-library.read-model';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';

type Body = Record<string, unknown>;
type Upload = { field: string; bytes: Buffer; name: string; type: string };

/** Lectures play `media-<title length>` of the instructor's library (`theirs` for the other instructor's). */
const lecture = (title: string, extra: Body = {}, owner = '') => ({ title, mediaId: `${owner}media-${title.length}`, durationSeconds: 600, ...extra });
const theirSections = [{ title: 'Bắt đầu', lectures: [lecture('Giới thiệu', { isFreePreview: true }, 'theirs-')] }];

/** A complete course form: priced, with one section of two lectures (the first a free preview). */
const courseForm = (title: string, extra: Body = {}): Body => ({
  title,
  shortDescription: 'Chạy quảng cáo ra đơn từ tuần đầu tiên.',
  description: 'Từ tài khoản quảng cáo đầu tiên đến chiến dịch có lãi.',
  level: 'beginner',
  price: 1_990_000,
  originalPrice: 2_990_000,
  seo: { title: `${title.trim()} | Học viện`, description: 'Học thực chiến.' },
  sections: [{ title: 'Bắt đầu', lectures: [lecture('Giới thiệu', { isFreePreview: true }), lecture('Tài khoản quảng cáo')] }],
  ...extra,
});

/** A real picture, made here: what a browser would upload. */
const picture = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: '#3366ff' } }).png().toBuffer();

describe('courses over HTTP', () => {
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-course-files-')) });
  let instructor: EmulatorUser;
  let otherInstructor: EmulatorUser;

  beforeAll(async () => {
    [instructor, otherInstructor] = await Promise.all([signedInUser(suite.app, 'instructor'), signedInUser(suite.app, 'instructor')]);
    await libraryVideos(instructor, ['media-10', 'media-19', 'media-1', 'media-6']);
    await libraryVideos(otherInstructor, ['theirs-media-10']);
  });

  /**
   * Videos in the instructors' libraries, written straight into the library's read model: uploading
   * is media.e2e-spec.ts's subject; here only ownership matters (a course plays its instructor's videos).
   */
  async function libraryVideos(owner: EmulatorUser, ids: string[]): Promise<void> {
    const video = { title: 'Video', originalName: 'video.mp4', contentType: 'video/mp4', size: 1000, durationSeconds: 600, createdAt: new Date().toISOString() };
    for (const id of ids) await mediaLibraryRows(suite.app.app.get<ReadStore>(READ_STORE)).upsert({ id, ownerId: owner.uid, fileKey: `private/media/${owner.uid}/${id}.mp4`, ...video });
  }

  const as = (user: EmulatorUser) => ({ token: user.idToken });
  const events = () => suite.app.app.get<EventStore>(EVENT_STORE);

  /** A JSON create, or a multipart one when files are given. */
  async function createAs(user: EmulatorUser, body: Body, files: Upload[] = [], headers: Record<string, string> = {}) {
    if (files.length === 0) return suite.api('POST', '/courses', { ...as(user), body, headers });
    return multipart('POST', '/courses', user, body, files, headers);
  }

  async function multipart(method: string, path: string, user: EmulatorUser, body: Body, files: Upload[], headers: Record<string, string> = {}) {
    const form = new FormData();
    form.append('data', JSON.stringify(body));
    for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const response = await fetch(`${suite.app.baseUrl}/api${path}`, { method, body: form, headers: { Authorization: `Bearer ${user.idToken}`, ...headers } });
    return { status: response.status, body: (await response.json()) as any };
  }

  const created = async (title: string, extra: Body = {}, user: EmulatorUser = instructor): Promise<EditableCourse> => {
    const response = await createAs(user, courseForm(title, extra));
    expect(response.status).toBe(201);
    return response.body.course;
  };
  const toggle = (course: { _id: string }, user: EmulatorUser = instructor, headers: Record<string, string> = {}) =>
    suite.api('PATCH', `/instructor/me/courses/${course._id}/toggle-publish`, { ...as(user), headers });
  const review = (courseId: string, action: 'approve' | 'reject', reason = '') =>
    suite.api('POST', '/admin/courses/review', { token: suite.admin.idToken, body: { courseId, action, reason } });
  const published = async (title: string, extra: Body = {}): Promise<EditableCourse> => {
    const course = await created(title, extra);
    expect((await toggle(course)).status).toBe(200);
    expect((await review(course._id, 'approve')).status).toBe(200);
    return (await suite.api('GET', `/instructor/me/courses/${course._id}`, as(instructor))).body.course;
  };
  const publicList = async (query = ''): Promise<CourseSummary[]> => (await suite.api('GET', `/courses${query}`)).body.courses;
  const myList = async (user: EmulatorUser = instructor, query = ''): Promise<ManagedCourse[]> =>
    (await suite.api('GET', `/instructor/me/courses${query}`, as(user))).body.courses;

  describe('create', () => {
    it('creates a draft with a slug read from the Vietnamese title, ids for every part, and the instructor named', async () => {
      const response = await createAs(instructor, courseForm('  Quảng cáo Facebook thực chiến '));
      expect(response.status).toBe(201);
      const course: EditableCourse = response.body.course;
      expect(response.body.message).toBe(COURSE_MESSAGES.created);
      expect(course).toMatchObject({
        slug: 'quang-cao-facebook-thuc-chien',
        title: 'Quảng cáo Facebook thực chiến',
        status: 'draft',
        price: 1_990_000,
        originalPrice: 2_990_000,
        currency: 'VND',
        instructorId: instructor.uid,
        instructorName: 'Người dùng instructor',
        duration: 1200,
        totalLectures: 2,
        lessonsCount: 2,
        enrolledStudents: 0,
        rejectionReason: null,
        revision: 2,
        courseThumbnail: null,
        seo: { title: 'Quảng cáo Facebook thực chiến | Học viện', description: 'Học thực chiến.', thumbnailUrl: null },
      });
      expect(course.sections[0].sectionId).toMatch(/\S/);
      expect(course.sections[0].lectures.map((l) => [l.title, l.mediaId, l.isFreePreview])).toEqual([
        ['Giới thiệu', 'media-10', true],
        ['Tài khoản quảng cáo', 'media-19', false],
      ]);
      const history = await events().readStream(`catalogue_course-${course._id}`);
      expect(history.map((e) => e.type)).toEqual(['CourseDrafted', 'CoursePriced', 'CourseCurriculumReplaced']);
      expect(history[0].metadata.userId).toBe(instructor.uid);
      expect((await myList()).map((c) => c._id)).toContain(course._id);
      // A draft is nobody else's business.
      expect((await suite.api('GET', `/courses/${course.slug}`)).status).toBe(404);
    });

    it("refuses a lecture playing a video outside the instructor's library, and records nothing", async () => {
      const before = await suite.app.app.get<EventStore>(EVENT_STORE).headPosition();
      for (const mediaId of ['theirs-media-10', 'khong-co-video']) {
        const form = courseForm('Mượn Video', { sections: [{ title: 'A', lectures: [lecture('Bài', { mediaId })] }] });
        expect(await createAs(instructor, form)).toMatchObject({ status: 400, body: { code: 'COURSE_MEDIA_UNAVAILABLE', message: ERROR_MESSAGES.COURSE_MEDIA_UNAVAILABLE } });
      }
      expect(await suite.app.app.get<EventStore>(EVENT_STORE).headPosition()).toEqual(before);
    });

    it('gives a second course of the same title the next free slug', async () => {
      const first = await created('Email Marketing Từ A-Z');
      const second = await created('Email marketing từ A–Z!', { sections: theirSections }, otherInstructor);
      expect([first.slug, second.slug]).toEqual(['email-marketing-tu-a-z', 'email-marketing-tu-a-z-2']);
      expect((await created('EMAIL MARKETING TỪ A Z')).slug).toBe('email-marketing-tu-a-z-3');
    });

    it('records a retried create with the same Idempotency-Key once', async () => {
      const headers = { 'Idempotency-Key': `course-${Date.now()}` };
      const first = await createAs(instructor, courseForm('Gửi Lại Khóa Học'), [], headers);
      const retried = await createAs(instructor, courseForm('Gửi Lại Khóa Học'), [], headers);
      expect(first.status).toBe(201);
      expect(retried).toMatchObject({ status: 201, body: { course: { _id: first.body.course._id, slug: 'gui-lai-khoa-hoc' } } });
      expect((await myList(instructor, '?search=gui lai khoa hoc')).length).toBe(1);
    });

    it('lets an admin create a course for an instructor, and refuses a student or someone who is not an instructor', async () => {
      const forInstructor = await createAs(suite.admin, courseForm('Quản trị viên tạo hộ', { instructorId: otherInstructor.uid, sections: theirSections }));
      expect(forInstructor).toMatchObject({ status: 201, body: { course: { instructorId: otherInstructor.uid, instructorName: 'Người dùng instructor' } } });
      expect((await myList(otherInstructor)).map((c) => c._id)).toContain(forInstructor.body.course._id);
      const forStudent = await createAs(suite.admin, courseForm('Cho học viên', { instructorId: suite.student.uid }));
      expect(forStudent).toMatchObject({ status: 400, body: { code: 'COURSE_INSTRUCTOR_NOT_FOUND', message: ERROR_MESSAGES.COURSE_INSTRUCTOR_NOT_FOUND } });
      const forSomeoneElse = await createAs(instructor, courseForm('Tạo hộ người khác', { instructorId: otherInstructor.uid }));
      expect(forSomeoneElse).toMatchObject({ status: 403, body: { code: 'COURSE_NOT_OWNED' } });
      const byStudent = await createAs(suite.student, courseForm('Học viên tạo'));
      expect(byStudent).toMatchObject({ status: 403, body: { code: 'COURSE_INSTRUCTORS_ONLY', message: ERROR_MESSAGES.COURSE_INSTRUCTORS_ONLY } });
      expect((await suite.api('POST', '/courses', { body: courseForm('Không đăng nhập') })).status).toBe(401);
    });

    it.each([
      [{ title: '   ' }, 'title', ERROR_MESSAGES.COURSE_TITLE_REQUIRED],
      [{ title: 'x'.repeat(201) }, 'title', COURSE_MESSAGES.titleTooLong],
      [{ title: 'Giá lẻ', price: 1.5 }, 'price', ERROR_MESSAGES.COURSE_PRICE_INVALID],
      [{ title: 'Giá âm', price: -1 }, 'price', ERROR_MESSAGES.COURSE_PRICE_INVALID],
      [{ title: 'Giá gốc thấp', originalPrice: 1000 }, 'originalPrice', ERROR_MESSAGES.COURSE_ORIGINAL_PRICE_BELOW_PRICE],
      [{ title: 'Trình độ lạ', level: 'expert' }, 'level', COURSE_MESSAGES.levelInvalid],
      [{ title: 'Tên\u0000lạ' }, 'title', FIELD_MESSAGES.textMalformed],
      [{ title: 'Bài thiếu video', sections: [{ title: 'A', lectures: [lecture('B', { mediaId: '' })] }] }, 'sections.0.lectures.0.mediaId', COURSE_MESSAGES.lectureMediaRequired],
      [{ title: 'Thời lượng lẻ', sections: [{ title: 'A', lectures: [lecture('B', { durationSeconds: 1.5 })] }] }, 'sections.0.lectures.0.durationSeconds', COURSE_MESSAGES.lectureDurationInvalid],
    ])('refuses bad input with the Vietnamese message and records nothing (%#)', async (changes, field, message) => {
      const before = await myList();
      const response = await createAs(instructor, courseForm('Khóa Học Lỗi', changes));
      expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
      expect(await myList()).toEqual(before);
    });

    it('refuses a title with nothing Latin in it and a category that is missing or hidden, holding no slug', async () => {
      expect(await createAs(instructor, courseForm('中文 !!!'))).toMatchObject({ status: 400, body: { code: 'COURSE_TITLE_UNSLUGGABLE' } });
      const hidden = (await suite.api('POST', '/categories', { token: suite.admin.idToken, body: { name: 'Danh mục ẩn', isActive: false } })).body.category;
      for (const categoryId of ['khong-ton-tai', hidden._id]) {
        const response = await createAs(instructor, courseForm('Danh mục sai', { categoryId }));
        expect(response).toMatchObject({ status: 400, body: { code: 'COURSE_CATEGORY_UNAVAILABLE', message: ERROR_MESSAGES.COURSE_CATEGORY_UNAVAILABLE } });
      }
      expect(await events().readStream('catalogue_course_slug-danh-muc-sai')).toEqual([]);
    });
  });

  describe('images', () => {
    it('stores uploaded images as WebP variants under the course and records the large ones', async () => {
      const [thumbnail, seo, lectureImage] = await Promise.all([picture(1200, 800), picture(300, 200), picture(20, 20)]);
      const response = await multipart('POST', '/courses', instructor, courseForm('Khóa Có Ảnh'), [
        { field: 'courseThumbnail', bytes: thumbnail, name: 'ảnh bìa.png', type: 'image/png' },
        { field: 'seoThumbnail', bytes: seo, name: 'seo.png', type: 'image/png' },
        { field: 'lectureThumbnails[1]', bytes: lectureImage, name: 'bai-2.png', type: 'image/png' },
      ]);
      expect(response.status).toBe(201);
      const course: EditableCourse = response.body.course;
      expect(course.courseThumbnail).toMatch(new RegExp(`^/files/public/courses/${course._id}/thumbnail-[0-9a-f]{16}-960\\.webp$`));
      expect(course.seoThumbnail).toMatch(/\/seo-[0-9a-f]{16}-1200\.webp$/);
      expect(course.seo.thumbnailUrl).toBe(course.seoThumbnail);
      expect(course.sections[0].lectures.map((l) => l.thumbnailUrl)).toEqual([null, expect.stringMatching(/\/lecture-[0-9a-f]{16}-960\.webp$/)]);
      const files = suite.app.app.get<FileStore>(FILE_STORE);
      const key = (course.courseThumbnail as string).replace('/files/', '');
      expect(await files.stat(key)).toMatchObject({ contentType: 'image/webp' });
      expect(await files.stat(key.replace('-960.webp', '-480.webp'))).toMatchObject({ contentType: 'image/webp' });
      const stored = await files.read(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
      expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({ format: 'webp', width: 960 });
      // Anyone's browser loads it from the recorded address.
      const served = await fetch(`${suite.app.baseUrl}${course.courseThumbnail}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');

      // An update without files keeps every image; a new thumbnail replaces only that one.
      const { _id, revision, ...rest } = course;
      const form = { ...courseForm('Khóa Có Ảnh'), sections: rest.sections };
      const kept = await suite.api('PUT', `/instructor/me/courses/${_id}`, { ...as(instructor), body: { ...form, price: 990_000 }, headers: { 'If-Match': `"${revision}"` } });
      expect(kept.body.course).toMatchObject({ courseThumbnail: course.courseThumbnail, seoThumbnail: course.seoThumbnail, price: 990_000 });
      expect(kept.body.course.sections[0].lectures[1].thumbnailUrl).toBe(course.sections[0].lectures[1].thumbnailUrl);
      const replaced = await multipart('PUT', `/instructor/me/courses/${_id}`, instructor, form, [
        { field: 'courseThumbnail', bytes: await picture(90, 90), name: 'moi.png', type: 'image/png' },
      ]);
      expect(replaced.status).toBe(200);
      expect(replaced.body.course.courseThumbnail).not.toBe(course.courseThumbnail);
      expect(replaced.body.course.seoThumbnail).toBe(course.seoThumbnail);
    });

    it('refuses a file that only claims to be an image, one that does not decode, and a lecture image without its lecture, recording nothing', async () => {
      const lie = Buffer.from('MZ this is a program, not a picture');
      const faked = await multipart('POST', '/courses', instructor, courseForm('Ảnh Giả'), [{ field: 'courseThumbnail', bytes: lie, name: 'anh.png', type: 'image/png' }]);
      expect(faked).toMatchObject({ status: 400, body: { code: 'FILE_TYPE_INVALID' } });
      const stray = await multipart('POST', '/courses', instructor, courseForm('Ảnh Lạc'), [
        { field: 'lectureThumbnails[5]', bytes: await picture(), name: 'anh.png', type: 'image/png' },
      ]);
      expect(stray).toMatchObject({ status: 400, body: { code: 'COURSE_LECTURE_THUMBNAIL_UNMATCHED' } });
      const broken = Buffer.concat([(await picture()).subarray(0, 40), Buffer.alloc(200, 7)]);
      const undecodable = await multipart('POST', '/courses', instructor, courseForm('Ảnh Hỏng'), [{ field: 'seoThumbnail', bytes: broken, name: 'anh.png', type: 'image/png' }]);
      expect(undecodable).toMatchObject({ status: 400, body: { code: 'COURSE_IMAGE_UNREADABLE', message: ERROR_MESSAGES.COURSE_IMAGE_UNREADABLE } });
      expect(await events().readStream('catalogue_course_slug-anh-hong')).toEqual([]);
      expect(await events().readStream('catalogue_course_slug-anh-gia')).toEqual([]);
      expect(await events().readStream('catalogue_course_slug-anh-lac')).toEqual([]);
    });
  });

  describe('review and publication', () => {
    it('runs pending -> rejected with a reason (the instructor is told) -> resubmitted -> approved -> on the public list', async () => {
      const course = await created('Quảng cáo Facebook cho người mới');
      const submitted = await toggle(course);
      expect(submitted).toMatchObject({ status: 200, body: { message: COURSE_MESSAGES.submitted, course: { status: 'pending_review' } } });
      const pending = await suite.api('GET', '/admin/courses/pending', { token: suite.admin.idToken });
      expect(pending.body.courses.map((c: ManagedCourse) => c._id)).toContain(course._id);
      expect(pending.body.pagination.totalItems).toBeGreaterThanOrEqual(1);
      expect(await toggle(course)).toMatchObject({ status: 409, body: { code: 'COURSE_PENDING_REVIEW', message: ERROR_MESSAGES.COURSE_PENDING_REVIEW } });

      const withoutReason = await review(course._id, 'reject', '  ');
      expect(withoutReason).toMatchObject({ status: 400, body: { message: ERROR_MESSAGES.COURSE_REJECTION_REASON_REQUIRED } });
      const rejected = await review(course._id, 'reject', 'Video bài 2 bị lỗi âm thanh.');
      expect(rejected).toMatchObject({ status: 200, body: { message: COURSE_MESSAGES.rejected, course: { status: 'rejected', rejectionReason: 'Video bài 2 bị lỗi âm thanh.' } } });
      const told = await eventually(async () => {
        const inbox = await suite.api('GET', '/notifications/me', as(instructor));
        const notification = inbox.body.notifications.find((n: Notification) => n.kind === 'course_rejected' && n.link === `/instructor/courses/${course._id}/edit`);
        expect(notification).toBeDefined();
        return notification as Notification;
      });
      expect(told.message).toBe('Khóa học "Quảng cáo Facebook cho người mới" chưa được duyệt. Lý do: Video bài 2 bị lỗi âm thanh.');
      expect((await suite.api('GET', '/admin/courses/pending', { token: suite.admin.idToken })).body.courses.map((c: ManagedCourse) => c._id)).not.toContain(course._id);

      expect(await toggle(course)).toMatchObject({ status: 200, body: { course: { status: 'pending_review', rejectionReason: null } } });
      const approved = await review(course._id, 'approve');
      expect(approved).toMatchObject({ status: 200, body: { message: COURSE_MESSAGES.approved, course: { status: 'published', publishedAt: expect.any(String) } } });
      expect((await publicList()).map((c) => c._id)).toContain(course._id);
      await eventually(async () => {
        const inbox = await suite.api('GET', '/notifications/me', as(instructor));
        expect(inbox.body.notifications.map((n: Notification) => [n.kind, n.link])).toContainEqual(['course_approved', `/courses/${course.slug}`]);
      });
    });

    it('shows the public page by slug with free previews playable, and 404s an unknown slug with its text', async () => {
      const course = await published('Trang Công Khai');
      const page = await suite.api('GET', `/courses/${course.slug}`);
      expect(page.status).toBe(200);
      expect(page.body.course).toMatchObject({
        _id: course._id,
        title: 'Trang Công Khai',
        description: 'Từ tài khoản quảng cáo đầu tiên đến chiến dịch có lãi.',
        instructorName: 'Người dùng instructor',
        isEnrolled: false,
        enrollmentDetails: null,
        category: null,
      });
      const [free, paid] = page.body.course.curriculum[0].lectures;
      expect(free).toMatchObject({ title: 'Giới thiệu', isFreePreview: true, mediaId: 'media-10', duration: 600 });
      expect(paid).not.toHaveProperty('mediaId');
      // A bearer token changes nothing for now.
      expect((await suite.api('GET', `/courses/${course.slug}`, as(suite.student))).body).toEqual(page.body);
      const unknown = await suite.api('GET', '/courses/khong-co-khoa-nay');
      expect(unknown).toMatchObject({ status: 404, body: { code: 'COURSE_NOT_FOUND', message: courseNotFoundMessage('khong-co-khoa-nay') } });
    });

    it('unpublishes and republishes with the toggle, If-Match guarding a double click', async () => {
      const course = await published('Bật Tắt Xuất Bản');
      const off = await toggle(course, instructor, { 'If-Match': `"${course.revision}"` });
      expect(off).toMatchObject({ status: 200, body: { message: COURSE_MESSAGES.unpublished, course: { status: 'unpublished' } } });
      expect((await publicList()).map((c) => c._id)).not.toContain(course._id);
      expect((await suite.api('GET', `/courses/${course.slug}`)).status).toBe(404);
      const stale = await toggle(course, instructor, { 'If-Match': `"${course.revision}"` });
      expect(stale).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT' } });
      const on = await toggle(course, instructor, { 'If-Match': `"${off.body.course.revision}"` });
      expect(on).toMatchObject({ status: 200, body: { message: COURSE_MESSAGES.republished, course: { status: 'published' } } });
      expect((await publicList()).map((c) => c._id)).toContain(course._id);
    });

    it('refuses to send an incomplete course for review', async () => {
      const empty = await created('Chưa Có Bài', { sections: [] });
      expect(await toggle(empty)).toMatchObject({ status: 400, body: { code: 'COURSE_INCOMPLETE' } });
    });
  });

  describe('the public list', () => {
    it('finds a course searched without diacritics, newest published first, within a category', async () => {
      const category = (await suite.api('POST', '/categories', { token: suite.admin.idToken, body: { name: 'Quảng cáo trả phí' } })).body.category;
      const older = await published('Quảng cáo Facebook nâng cao', { categoryId: category._id });
      const newer = await published('Quảng cáo Google căn bản', { categoryId: category._id });
      const found = await publicList('?search=quang cao facebook');
      expect(found.map((c) => c._id)).toContain(older._id);
      expect(found.map((c) => c._id)).not.toContain(newer._id);
      expect(found.find((c) => c._id === older._id)).toMatchObject({
        category: { _id: category._id, name: 'Quảng cáo trả phí', slug: 'quang-cao-tra-phi' },
        instructorName: 'Người dùng instructor',
        courseThumbnail: null,
        rating: null,
        reviewsCount: 0,
      });
      const inCategory = await suite.api('GET', `/courses?category=${category.slug}&limit=30`);
      expect(inCategory.body.courses.map((c: CourseSummary) => c._id)).toEqual([newer._id, older._id]);
      expect(inCategory.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 2, limit: 30 });
      expect((await suite.api('GET', '/courses?category=khong-co')).body.courses).toEqual([]);
      expect((await suite.api('GET', '/courses')).body.pagination.limit).toBe(12);
      // The category is in use now: it cannot be deleted.
      expect((await suite.api('GET', '/categories')).body.categories.find((c: { _id: string }) => c._id === category._id).courseCount).toBe(2);
      expect(await suite.api('DELETE', `/categories/${category._id}`, { token: suite.admin.idToken })).toMatchObject({ status: 409, body: { code: 'CATEGORY_IN_USE' } });
    });
  });

  describe('edits', () => {
    it('moves the slug with the title while never on sale, keeps it once published, and frees the old one', async () => {
      const course = await created('Tên Ban Đầu');
      const renamed = await suite.api('PUT', `/instructor/me/courses/${course._id}`, { ...as(instructor), body: courseForm('Tên Đã Đổi', { sections: course.sections }) });
      expect(renamed).toMatchObject({ status: 200, body: { message: COURSE_MESSAGES.updated, course: { slug: 'ten-da-doi', title: 'Tên Đã Đổi' } } });
      expect(renamed.body.course.sections[0].lectures.map((l: { lectureId: string }) => l.lectureId)).toEqual(course.sections[0].lectures.map((l) => l.lectureId));
      expect((await created('Tên ban đầu')).slug).toBe('ten-ban-dau');

      const onSale = await published('Đã Bán Rồi');
      const retitled = await suite.api('PUT', `/instructor/me/courses/${onSale._id}`, { ...as(instructor), body: courseForm('Tên Mới Hoàn Toàn', { sections: onSale.sections }) });
      expect(retitled).toMatchObject({ status: 200, body: { course: { slug: onSale.slug, title: 'Tên Mới Hoàn Toàn', status: 'published' } } });
    });

    it('refuses a stale If-Match, another instructor, a student and an unknown course, changing nothing', async () => {
      const course = await created('Sửa Cùng Lúc');
      const url = `/instructor/me/courses/${course._id}`;
      const first = await suite.api('PUT', url, { ...as(instructor), body: courseForm('Sửa Cùng Lúc', { price: 500_000, originalPrice: null }), headers: { 'If-Match': `"${course.revision}"` } });
      expect(first.status).toBe(200);
      const second = await suite.api('PUT', url, { ...as(instructor), body: courseForm('Sửa Cùng Lúc', { price: 700_000 }), headers: { 'If-Match': `"${course.revision}"` } });
      expect(second).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT', message: ERROR_MESSAGES.EDIT_CONFLICT } });
      for (const [method, path, body] of [
        ['GET', url, undefined],
        ['PUT', url, courseForm('Của người khác')],
        ['PATCH', `${url}/toggle-publish`, undefined],
        ['DELETE', url, undefined],
      ] as const) {
        expect(await suite.api(method, path, { ...as(otherInstructor), body })).toMatchObject({ status: 403, body: { code: 'COURSE_NOT_OWNED', message: ERROR_MESSAGES.COURSE_NOT_OWNED } });
        expect(await suite.api(method, path, { ...as(suite.student), body })).toMatchObject({ status: 403, body: { code: 'COURSE_INSTRUCTORS_ONLY' } });
        expect(await suite.api(method, path, { body })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
        const unknown = await suite.api(method, path.replace(course._id, 'khong-ton-tai'), { ...as(instructor), body });
        expect(unknown).toMatchObject({ status: 404, body: { code: 'COURSE_NOT_FOUND_BY_ID', message: ERROR_MESSAGES.COURSE_NOT_FOUND_BY_ID } });
      }
      const now = (await suite.api('GET', url, as(instructor))).body.course;
      expect(now).toMatchObject({ price: 500_000, originalPrice: null, revision: first.body.course.revision });
    });

    it('lets an admin edit and review any course, and keeps non-admins out of the admin routes', async () => {
      const course = await created('Quản Trị Sửa');
      const edited = await suite.api('PUT', `/admin/courses/${course._id}`, {
        token: suite.admin.idToken,
        body: courseForm('Quản Trị Sửa', { level: 'advanced', sections: course.sections }),
        headers: { 'If-Match': `"${course.revision}"` },
      });
      expect(edited).toMatchObject({ status: 200, body: { course: { level: 'advanced', instructorId: instructor.uid } } });
      const forReview = await suite.api('GET', `/admin/courses/${course._id}/review`, { token: suite.admin.idToken });
      expect(forReview.body.course).toMatchObject({ _id: course._id, level: 'advanced', sections: course.sections });
      expect((await suite.api('GET', '/admin/courses/khong-ton-tai/review', { token: suite.admin.idToken })).status).toBe(404);
      expect(await review(course._id, 'approve')).toMatchObject({ status: 409, body: { code: 'COURSE_NOT_PENDING_REVIEW' } });
      const adminRoutes: Array<[string, string, unknown]> = [
        ['GET', '/admin/courses', undefined],
        ['GET', '/admin/courses/pending', undefined],
        ['GET', `/admin/courses/${course._id}/review`, undefined],
        ['PUT', `/admin/courses/${course._id}`, courseForm('Không phải quản trị')],
        ['POST', '/admin/courses/review', { courseId: course._id, action: 'approve' }],
        ['GET', '/admin/instructors', undefined],
      ];
      for (const [method, path, body] of adminRoutes) {
        for (const user of [instructor, suite.student]) expect(await suite.api(method, path, { ...as(user), body })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
        expect(await suite.api(method, path, { body })).toMatchObject({ status: 401 });
      }
    });
  });

  describe('lists', () => {
    it('lists only the caller’s courses, filtered by status and search; the admin filters by instructor too', async () => {
      const mine = await created('Danh Sách Của Tôi');
      const theirs = await created('Danh Sách Của Người Khác', { sections: theirSections }, otherInstructor);
      const own = await myList(instructor, '?status=draft&search=danh sach');
      expect(own.map((c) => c._id)).toEqual([mine._id]);
      expect(own[0]).toMatchObject({ status: 'draft', revision: mine.revision, createdAt: expect.any(String) });
      expect((await suite.api('GET', '/instructor/me/courses', as(suite.student))).status).toBe(403);
      expect((await suite.api('GET', '/instructor/me/courses?status=xoa', as(instructor))).body).toMatchObject({ code: 'VALIDATION_FAILED', message: COURSE_MESSAGES.statusInvalid });
      const admin = await suite.api('GET', `/admin/courses?instructorId=${otherInstructor.uid}&search=danh sach`, { token: suite.admin.idToken });
      expect(admin.body.courses.map((c: ManagedCourse) => c._id)).toEqual([theirs._id]);
      expect(admin.body.pagination.limit).toBe(10);
    });

    it('lists instructors with their names and course counts, not students', async () => {
      const response = await suite.api('GET', '/admin/instructors?limit=100', { token: suite.admin.idToken });
      expect(response.status).toBe(200);
      const ids = response.body.instructors.map((i: { _id: string }) => i._id);
      expect(ids).toEqual(expect.arrayContaining([instructor.uid, otherInstructor.uid]));
      expect(ids).not.toContain(suite.student.uid);
      const me = response.body.instructors.find((i: { _id: string }) => i._id === instructor.uid);
      expect(me).toMatchObject({ name: 'Người dùng instructor', email: instructor.email, courseCount: (await myList(instructor, '?limit=100')).length });
      expect(me.publishedCourseCount).toBeGreaterThan(0);
    });
  });

  describe('delete', () => {
    it('erases a course never sold and frees its slug for the next course', async () => {
      const course = await created('Khóa Sẽ Xóa');
      const deleted = await suite.api('DELETE', `/instructor/me/courses/${course._id}`, as(instructor));
      expect(deleted).toMatchObject({ status: 200, body: { message: COURSE_MESSAGES.deleted, _id: course._id, archived: false } });
      expect((await myList()).map((c) => c._id)).not.toContain(course._id);
      expect((await suite.api('GET', `/instructor/me/courses/${course._id}`, as(instructor))).status).toBe(404);
      // The slug is released by a reaction, just after the answer.
      await eventually(async () => expect((await events().readStream('catalogue_course_slug-khoa-se-xoa')).map((e) => e.type)).toEqual(['CourseSlugClaimed', 'CourseSlugReleased']));
      expect((await created('Khóa sẽ xóa')).slug).toBe('khoa-se-xoa');
      // Deleting again is answered the same way.
      expect((await suite.api('DELETE', `/instructor/me/courses/${course._id}`, as(instructor))).status).toBe(200);
    });
  });
});
