import type { Category, CourseSummary, EditableCourse } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { FreshReadCache } from '../src/platform/projections/fresh-read-cache';
import { mediaLibraryRows } from '../src/modules/catalogue/read-models/media-library/media-library.read-model';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';

/**
 * The public catalogue is answered from a per-process cache (`FreshReadCache`): these read a page
 * (so it is cached), change what it shows through the API, and read again at once. Each would see
 * the old text if the cache outlived an applied event.
 */
describe('the public catalogue cache over HTTP', () => {
  const suite = apiSuite();
  let instructor: EmulatorUser;

  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
    const video = { title: 'Video', originalName: 'video.mp4', contentType: 'video/mp4', size: 1000, durationSeconds: 600, createdAt: new Date().toISOString() };
    await mediaLibraryRows(suite.app.app.get<ReadStore>(READ_STORE)).upsert({ id: 'media-intro', ownerId: instructor.uid, fileKey: `private/media/${instructor.uid}/intro.mp4`, ...video });
  });

  const form = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    shortDescription: 'Chạy quảng cáo ra đơn từ tuần đầu tiên.',
    description: 'Từ tài khoản quảng cáo đầu tiên đến chiến dịch có lãi.',
    level: 'beginner',
    price: 990_000,
    seo: { title, description: 'Học thực chiến.' },
    sections: [{ title: 'Bắt đầu', lectures: [{ title: 'Giới thiệu', mediaId: 'media-intro', durationSeconds: 600, isFreePreview: true }] }],
    ...extra,
  });

  async function published(title: string, extra: Record<string, unknown> = {}): Promise<EditableCourse> {
    const created = await suite.api('POST', '/courses', { token: instructor.idToken, body: form(title, extra) });
    expect(created.status).toBe(201);
    const course: EditableCourse = created.body.course;
    expect((await suite.api('PATCH', `/instructor/me/courses/${course._id}/toggle-publish`, { token: instructor.idToken })).status).toBe(200);
    const approved = await suite.api('POST', '/admin/courses/review', { token: suite.admin.idToken, body: { courseId: course._id, action: 'approve', reason: '' } });
    expect(approved.status).toBe(200);
    return approved.body.course;
  }

  const page = async (slug: string) => (await suite.api('GET', `/courses/${slug}`)).body.course as CourseSummary;
  const list = async (query = '') => (await suite.api('GET', `/courses${query}`)).body.courses as CourseSummary[];

  it('shows an edited course on its page and in the list on the very next request', async () => {
    const course = await published('Bộ Nhớ Đệm Trang');
    expect((await page(course.slug)).title).toBe('Bộ Nhớ Đệm Trang');
    expect((await list()).find((c) => c._id === course._id)?.title).toBe('Bộ Nhớ Đệm Trang');
    // Read twice more: the answer is now held in memory.
    await page(course.slug);
    expect(suite.app.app.get(FreshReadCache).size).toBeGreaterThan(0);

    const edited = await suite.api('PUT', `/instructor/me/courses/${course._id}`, { token: instructor.idToken, body: form('Tiêu Đề Đã Sửa', { sections: course.sections }) });
    expect(edited.status).toBe(200);
    expect((await page(course.slug)).title).toBe('Tiêu Đề Đã Sửa');
    expect((await list()).find((c) => c._id === course._id)?.title).toBe('Tiêu Đề Đã Sửa');
  });

  it('shows a renamed category on the course list and page, and in the categories, at once', async () => {
    const category: Category = (await suite.api('POST', '/categories', { token: suite.admin.idToken, body: { name: 'Danh Mục Cũ' } })).body.category;
    const course = await published('Khóa Trong Danh Mục', { categoryId: category._id });
    expect((await list(`?category=${category.slug}`)).map((c) => c.category?.name)).toEqual(['Danh Mục Cũ']);
    expect((await page(course.slug)).category?.name).toBe('Danh Mục Cũ');
    expect((await suite.api('GET', '/categories')).body.categories.map((c: Category) => c.name)).toContain('Danh Mục Cũ');

    const renamed = await suite.api('PUT', `/categories/${category._id}`, { token: suite.admin.idToken, body: { name: 'Danh Mục Mới', description: '', order: 0 } });
    expect(renamed.status).toBe(200);
    expect((await list()).find((c) => c._id === course._id)?.category?.name).toBe('Danh Mục Mới');
    expect((await page(course.slug)).category?.name).toBe('Danh Mục Mới');
    expect((await suite.api('GET', '/categories')).body.categories.map((c: Category) => c.name)).toContain('Danh Mục Mới');
  });

  it('drops a course taken off sale from its page and the list at once', async () => {
    const course = await published('Sắp Ngừng Bán');
    expect((await suite.api('GET', `/courses/${course.slug}`)).status).toBe(200);
    expect((await suite.api('PATCH', `/instructor/me/courses/${course._id}/toggle-publish`, { token: instructor.idToken })).status).toBe(200);
    expect((await suite.api('GET', `/courses/${course.slug}`)).status).toBe(404);
    expect((await list()).map((c) => c._id)).not.toContain(course._id);
  });
});
