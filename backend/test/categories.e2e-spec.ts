import { Category, CATEGORY_MESSAGES, ERROR_MESSAGES, FIELD_MESSAGES } from '@academy/contracts';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { CATEGORIES_COLLECTION } from '../src/modules/catalogue/read-models/categories/categories.read-model';
import { apiSuite } from './support/api-suite';
import { eventually } from './support/eventually';

describe('categories over HTTP', () => {
  const suite = apiSuite();
  const asAdmin = () => ({ token: suite.admin.idToken });

  const listAll = async (query = ''): Promise<Category[]> => (await suite.api('GET', `/categories${query}`)).body.categories;
  const create = (body: Record<string, unknown>) => suite.api('POST', '/categories', { ...asAdmin(), body });
  const created = async (name: string, extra: Record<string, unknown> = {}): Promise<Category> => {
    const response = await create({ name, ...extra });
    expect(response.status).toBe(201);
    return response.body.category;
  };
  const setCourseCount = (id: string, courseCount: number) =>
    suite.app.app.get<ReadStore>(READ_STORE).collection<{ id: string; courseCount: number }>(CATEGORIES_COLLECTION).patch(id, { courseCount });

  it('creates a category with a slug from its Vietnamese name, and anyone sees it on the next request', async () => {
    const response = await create({ name: '  Quảng cáo Facebook ', description: 'Chạy quảng cáo hiệu quả', order: 2 });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: CATEGORY_MESSAGES.created,
      category: {
        _id: expect.any(String),
        name: 'Quảng cáo Facebook',
        slug: 'quang-cao-facebook',
        description: 'Chạy quảng cáo hiệu quả',
        order: 2,
        isActive: true,
        courseCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        revision: 0,
      },
    });
    expect(await listAll()).toContainEqual(response.body.category);
    const history = await suite.app.app.get<EventStore>(EVENT_STORE).readStream(`catalogue_category-${response.body.category._id}`);
    expect(history[0].metadata.userId).toBe(suite.admin.uid);
  });

  it('lists by display order and filters on isActive', async () => {
    const shown = await created('Lọc Hiện', { order: 9000 });
    const hidden = await created('Lọc Ẩn', { order: 8999, isActive: false });
    const all = (await listAll()).map((c) => c._id);
    expect(all.indexOf(hidden._id)).toBeLessThan(all.indexOf(shown._id));
    expect((await listAll('?isActive=true')).map((c) => c._id)).toContain(shown._id);
    expect((await listAll('?isActive=true')).map((c) => c._id)).not.toContain(hidden._id);
    expect((await listAll('?isActive=false')).every((c) => !c.isActive)).toBe(true);
    expect((await listAll('?isActive=false')).map((c) => c._id)).toContain(hidden._id);
    const invalid = await suite.api('GET', '/categories?isActive=co');
    expect(invalid).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: CATEGORY_MESSAGES.isActiveInvalid } });
  });

  it.each([
    [{ name: '   ' }, 'name', CATEGORY_MESSAGES.nameRequired],
    [{}, 'name', CATEGORY_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', CATEGORY_MESSAGES.nameTooLong],
    [{ name: 'Tên\u0000lạ' }, 'name', FIELD_MESSAGES.textMalformed],
    [{ name: 'Mô tả dài', description: 'a'.repeat(501) }, 'description', CATEGORY_MESSAGES.descriptionTooLong],
    [{ name: 'Thứ tự âm', order: -1 }, 'order', CATEGORY_MESSAGES.orderInvalid],
    [{ name: 'Thứ tự lẻ', order: 1.5 }, 'order', CATEGORY_MESSAGES.orderInvalid],
    [{ name: 'Trạng thái chữ', isActive: 'yes' }, 'isActive', CATEGORY_MESSAGES.isActiveInvalid],
  ])('refuses bad input with the Vietnamese message and changes nothing (%#)', async (body, field, message) => {
    const before = await listAll();
    const response = await create(body);
    expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
    expect(await listAll()).toEqual(before);
  });

  it('refuses a name with nothing to make an address of', async () => {
    const before = await listAll();
    const response = await create({ name: '中文 !!!' });
    expect(response).toMatchObject({ status: 400, body: { code: 'CATEGORY_NAME_UNSLUGGABLE', message: ERROR_MESSAGES.CATEGORY_NAME_UNSLUGGABLE } });
    expect(await listAll()).toEqual(before);
  });

  it('refuses a second category whose name gives the same slug, with a clear message', async () => {
    await created('Email Marketing');
    const before = await listAll();
    const again = await create({ name: 'email   MARKETING!' });
    expect(again).toMatchObject({ status: 409, body: { code: 'CATEGORY_NAME_TAKEN', message: ERROR_MESSAGES.CATEGORY_NAME_TAKEN } });
    expect(await listAll()).toEqual(before);
  });

  it('lets exactly one of 20 concurrent creates with the same name win', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => create({ name: 'Cuộc Đua Tên' })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'CATEGORY_NAME_TAKEN')).toBe(true);
    expect((await listAll()).filter((c) => c.slug === 'cuoc-dua-ten')).toHaveLength(1);
    const claims = await suite.app.app.get<EventStore>(EVENT_STORE).readStream('catalogue_category_slug-cuoc-dua-ten');
    expect(claims.map((e) => e.type)).toEqual(['CategorySlugClaimed']);
  });

  it('updates the details, moves the slug with the name and frees the old one', async () => {
    const category = await created('Tên Cũ', { description: 'cũ' });
    const response = await suite.api('PUT', `/categories/${category._id}`, { ...asAdmin(), body: { name: 'Tên Mới', description: 'mới', order: 5 } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: CATEGORY_MESSAGES.updated,
      category: { ...category, name: 'Tên Mới', slug: 'ten-moi', description: 'mới', order: 5, updatedAt: expect.any(String), revision: 1 },
    });
    expect((await listAll()).find((c) => c._id === category._id)).toEqual(response.body.category);
    // The old slug is given up by a reaction, a moment after the answer.
    await eventually(async () => expect((await create({ name: 'Tên cũ' })).status).toBe(201));
  });

  it('refuses a rename to a name another category holds, and changes nothing', async () => {
    await created('Đã Có Chủ');
    const mine = await created('Của Tôi');
    const response = await suite.api('PUT', `/categories/${mine._id}`, { ...asAdmin(), body: { name: 'đã có chủ' } });
    expect(response).toMatchObject({ status: 409, body: { code: 'CATEGORY_NAME_TAKEN' } });
    expect((await listAll()).find((c) => c._id === mine._id)).toEqual(mine);
  });

  it('refuses an update made on a stale screen (If-Match) instead of overwriting the other admin', async () => {
    const category = await created('Sửa Cùng Lúc');
    const ifMatch = { 'If-Match': `"${category.revision}"` };
    const first = await suite.api('PUT', `/categories/${category._id}`, { ...asAdmin(), body: { name: 'Sửa Trước' }, headers: ifMatch });
    expect(first.body.category).toMatchObject({ name: 'Sửa Trước', revision: 1 });
    const second = await suite.api('PUT', `/categories/${category._id}`, { ...asAdmin(), body: { name: 'Sửa Sau' }, headers: ifMatch });
    expect(second).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT', message: ERROR_MESSAGES.EDIT_CONFLICT } });
    expect((await listAll()).find((c) => c._id === category._id)).toMatchObject({ name: 'Sửa Trước', revision: 1 });
    expect((await create({ name: 'Sửa Sau' })).status).toBe(201);
  });

  it('toggles a category hidden and shown again, each with its own message', async () => {
    const category = await created('Bật Tắt');
    const url = `/categories/${category._id}/toggle-active`;
    const hidden = await suite.api('PATCH', url, asAdmin());
    expect(hidden).toMatchObject({ status: 200, body: { message: CATEGORY_MESSAGES.deactivated, category: { isActive: false, revision: 1 } } });
    const stale = await suite.api('PATCH', url, { ...asAdmin(), headers: { 'If-Match': '"0"' } });
    expect(stale).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT' } });
    const shown = await suite.api('PATCH', url, { ...asAdmin(), headers: { 'If-Match': '"1"' } });
    expect(shown).toMatchObject({ status: 200, body: { message: CATEGORY_MESSAGES.activated, category: { isActive: true, revision: 2 } } });
  });

  it('refuses to delete a category in use with a clear message, then deletes it once empty and frees its name', async () => {
    const category = await created('Đang Dùng');
    await setCourseCount(category._id, 3);
    const refused = await suite.api('DELETE', `/categories/${category._id}`, asAdmin());
    expect(refused).toMatchObject({ status: 409, body: { code: 'CATEGORY_IN_USE', message: ERROR_MESSAGES.CATEGORY_IN_USE } });
    expect((await listAll()).map((c) => c._id)).toContain(category._id);

    await setCourseCount(category._id, 0);
    const deleted = await suite.api('DELETE', `/categories/${category._id}`, asAdmin());
    expect(deleted).toMatchObject({ status: 200, body: { message: CATEGORY_MESSAGES.deleted, _id: category._id } });
    expect((await listAll()).map((c) => c._id)).not.toContain(category._id);
    await eventually(async () => expect((await create({ name: 'Đang dùng' })).status).toBe(201));
  });

  it('answers 404 for a category that does not exist or was deleted', async () => {
    const gone = await created('Sắp Xóa');
    await suite.api('DELETE', `/categories/${gone._id}`, asAdmin());
    for (const id of ['khong-ton-tai', gone._id]) {
      const requests = [
        suite.api('PUT', `/categories/${id}`, { ...asAdmin(), body: { name: `Tên ${id}` } }),
        suite.api('PATCH', `/categories/${id}/toggle-active`, asAdmin()),
        suite.api('DELETE', `/categories/${id}`, asAdmin()),
      ];
      for (const response of await Promise.all(requests)) {
        expect(response).toMatchObject({ status: 404, body: { code: 'CATEGORY_NOT_FOUND', message: ERROR_MESSAGES.CATEGORY_NOT_FOUND } });
      }
    }
  });

  it('lets anyone read the list but only admins write: 401 without a token, 403 for a student', async () => {
    const category = await created('Chỉ Quản Trị');
    expect((await suite.api('GET', '/categories')).status).toBe(200);
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/categories', { name: 'Học viên tạo' }],
      ['PUT', `/categories/${category._id}`, { name: 'Học viên sửa' }],
      ['PATCH', `/categories/${category._id}/toggle-active`, undefined],
      ['DELETE', `/categories/${category._id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect(await suite.api(method, path, { body })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
      expect(await suite.api(method, path, { body, token: suite.student.idToken })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    expect((await listAll()).find((c) => c._id === category._id)).toEqual(category);
  });

  it('records a retried create with the same Idempotency-Key once', async () => {
    const headers = { 'Idempotency-Key': `category-${Date.now()}` };
    const first = await suite.api('POST', '/categories', { ...asAdmin(), body: { name: 'Gửi Lại' }, headers });
    const retried = await suite.api('POST', '/categories', { ...asAdmin(), body: { name: 'Gửi Lại' }, headers });
    expect(first.status).toBe(201);
    expect(retried).toMatchObject({ status: 201, body: { category: { _id: first.body.category._id } } });
  });
});
