import { DISCOUNT_MESSAGES, DiscountCode, ERROR_MESSAGES, FIELD_MESSAGES } from '@academy/contracts';
import sharp from 'sharp';
import { discountCodeDecider } from '../src/modules/commerce/domain/discount-code/discount-code.decider';
import { catalogueCourseRows } from '../src/modules/catalogue/read-models/course-catalogue/course-catalogue.read-model';
import { CommandSender } from '../src/platform/commands/command-sender';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { apiSuite } from './support/api-suite';

type Body = Record<string, unknown>;

const FAR_FUTURE = '2099-12-31T23:59:59.999+07:00';
const form = (code: string, extra: Body = {}): Body => ({ code, type: 'percentage', value: 10, expiresAt: FAR_FUTURE, usageLimit: 5, appliesTo: 'all', ...extra });
const { codeAndValueRequired } = DISCOUNT_MESSAGES;

describe('discount codes over HTTP (/admin/discounts)', () => {
  const suite = apiSuite();
  const asAdmin = () => ({ token: suite.admin.idToken });
  let serial = 0;
  /** A code of its own for each test: the suite shares one event store. */
  const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`.toUpperCase().slice(0, 20);

  const listAll = async (): Promise<DiscountCode[]> => (await suite.api('GET', '/admin/discounts', asAdmin())).body.discounts;
  const create = (body: Body, headers: Record<string, string> = {}) => suite.api('POST', '/admin/discounts', { ...asAdmin(), body, headers });
  const created = async (code: string, extra: Body = {}): Promise<DiscountCode> => {
    const response = await create(form(code, extra));
    expect(response.status).toBe(201);
    return response.body.discount;
  };
  /** What the checkout and the payment reactions will send: here straight to the aggregate. */
  const checkout = (type: 'ReserveDiscount' | 'ConfirmDiscountUse' | 'ReleaseDiscount', code: string, orderId: string) => {
    const at = new Date();
    const data = { code, orderId, eligibleSubtotal: 500_000, at: at.toISOString() };
    return suite.app.app.get(CommandSender).decide(discountCodeDecider, { type, data } as never, { at });
  };

  it('creates a code upper-cased, at the top of the list, and records who did it', async () => {
    const code = fresh('tet');
    const older = await created(fresh('CU'));
    const response = await create(form(` ${code.toLowerCase()} `, { type: 'fixed_amount', value: 50_000, usageLimit: null }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: DISCOUNT_MESSAGES.created,
      discount: {
        _id: expect.any(String),
        code,
        type: 'fixed_amount',
        value: 50_000,
        expiresAt: '2099-12-31T16:59:59.999Z',
        usageLimit: null,
        timesUsed: 0,
        paidUses: 0,
        heldUses: 0,
        isActive: true,
        appliesTo: 'all',
        applicableCourses: [],
        applicableTools: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const ids = (await listAll()).map((d) => d._id);
    expect(ids.indexOf(response.body.discount._id)).toBeLessThan(ids.indexOf(older._id));
    const history = await suite.app.app.get<EventStore>(EVENT_STORE).readStream(`commerce_discount_code-${code}`);
    expect(history.map((e) => [e.type, e.metadata.userId])).toEqual([['DiscountCodeCreated', suite.admin.uid]]);
  });

  it('refuses a code that exists, in any case, with 409, and lets exactly one of 10 racing creates win', async () => {
    const code = fresh('DUP');
    await created(code);
    const again = await create(form(code.toLowerCase(), { value: 20 }));
    expect(again).toMatchObject({ status: 409, body: { code: 'DISCOUNT_CODE_TAKEN', message: ERROR_MESSAGES.DISCOUNT_CODE_TAKEN } });

    const raced = fresh('RACE');
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(form(raced))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await listAll()).filter((d) => d.code === raced)).toHaveLength(1);
  });

  it('answers a retried create with the same Idempotency-Key with the code it made', async () => {
    const code = fresh('RETRY');
    const headers = { 'Idempotency-Key': `discount-${code}` };
    const first = await create(form(code), headers);
    const retried = await create(form(code), headers);
    expect(first.status).toBe(201);
    expect(retried).toMatchObject({ status: 201, body: { discount: { _id: first.body.discount._id, code } } });
  });

  it.each([
    [{ code: '   ', value: 10 }, 'code', codeAndValueRequired],
    [{ code: 'ABC123', value: 0 }, 'value', codeAndValueRequired],
    [{ code: 'ABC123', value: undefined }, 'value', codeAndValueRequired],
    [{ code: 'TẾT2027' }, 'code', ERROR_MESSAGES.DISCOUNT_CODE_INVALID],
    [{ code: 'ABC123', value: 150 }, 'value', ERROR_MESSAGES.DISCOUNT_VALUE_INVALID],
    [{ code: 'ABC123', type: 'fixed_amount', value: 1_000.5 }, 'value', ERROR_MESSAGES.DISCOUNT_VALUE_INVALID],
    [{ code: 'ABC123', type: 'free' }, 'type', DISCOUNT_MESSAGES.typeInvalid],
    [{ code: 'ABC123', usageLimit: 0 }, 'usageLimit', ERROR_MESSAGES.DISCOUNT_USAGE_LIMIT_INVALID],
    [{ code: 'ABC123', expiresAt: '31/12/2099' }, 'expiresAt', ERROR_MESSAGES.DISCOUNT_EXPIRY_INVALID],
    [{ code: 'ABC123', appliesTo: 'specific_courses', applicableCourses: [] }, 'applicableCourses', ERROR_MESSAGES.DISCOUNT_TARGETS_REQUIRED],
    [{ code: 'ABC123', appliesTo: 'specific_tools', applicableTools: ['a/b'] }, 'applicableTools.0', FIELD_MESSAGES.idInvalid],
  ])('refuses bad input with a Vietnamese 400 and records nothing (%#)', async (change, field, message) => {
    const before = await listAll();
    const response = await create({ ...form('ABC123'), ...change });
    expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
    expect(await listAll()).toEqual(before);
  });

  it('refuses a code already expired when created (the decider, 400)', async () => {
    const response = await create(form(fresh('OLD'), { expiresAt: '2020-01-01T00:00:00.000Z' }));
    expect(response).toMatchObject({ status: 400, body: { code: 'DISCOUNT_EXPIRY_INVALID', message: ERROR_MESSAGES.DISCOUNT_EXPIRY_INVALID } });
  });

  it('edits the terms, keeps the code, and keeps only the list the scope names', async () => {
    const discount = await created(fresh('EDIT'));
    const terms = { code: 'IGNORED', type: 'fixed_amount', value: 100_000, expiresAt: null, usageLimit: 50, appliesTo: 'specific_courses', applicableCourses: ['c1', 'c1'], applicableTools: ['p1'] };
    const response = await suite.api('PUT', `/admin/discounts/${discount._id}`, { ...asAdmin(), body: terms });
    expect(response).toMatchObject({ status: 200, body: { message: DISCOUNT_MESSAGES.updated } });
    expect(response.body.discount).toEqual({
      ...discount,
      type: 'fixed_amount',
      value: 100_000,
      expiresAt: null,
      usageLimit: 50,
      appliesTo: 'specific_courses',
      applicableCourses: ['c1'],
      applicableTools: [],
      updatedAt: expect.any(String),
    });
    expect((await listAll()).find((d) => d._id === discount._id)).toEqual(response.body.discount);
    const invalid = await suite.api('PUT', `/admin/discounts/${discount._id}`, { ...asAdmin(), body: { ...terms, value: 0 } });
    expect(invalid).toMatchObject({ status: 400, body: { message: codeAndValueRequired, fields: { value: codeAndValueRequired } } });
  });

  it('switches a code off and on; asking for the state it is in changes nothing', async () => {
    const discount = await created(fresh('ONOFF'));
    const url = `/admin/discounts/${discount._id}/toggle-active`;
    const off = await suite.api('PATCH', url, { ...asAdmin(), body: { isActive: false } });
    expect(off).toMatchObject({ status: 200, body: { message: DISCOUNT_MESSAGES.deactivated, discount: { isActive: false } } });
    const offAgain = await suite.api('PATCH', url, { ...asAdmin(), body: { isActive: false } });
    expect(offAgain).toMatchObject({ status: 200, body: { discount: { isActive: false } } });
    const on = await suite.api('PATCH', url, { ...asAdmin(), body: { isActive: true } });
    expect(on).toMatchObject({ status: 200, body: { message: DISCOUNT_MESSAGES.activated, discount: { isActive: true } } });
    const history = await suite.app.app.get<EventStore>(EVENT_STORE).readStream(`commerce_discount_code-${discount.code}`);
    expect(history.map((e) => e.type)).toEqual(['DiscountCodeCreated', 'DiscountCodeDeactivated', 'DiscountCodeActivated']);
    const invalid = await suite.api('PATCH', url, { ...asAdmin(), body: { isActive: 'co' } });
    expect(invalid).toMatchObject({ status: 400, body: { message: DISCOUNT_MESSAGES.isActiveInvalid } });
  });

  it('erases a code no order named and frees its name', async () => {
    const discount = await created(fresh('GONE'));
    const deleted = await suite.api('DELETE', `/admin/discounts/${discount._id}`, asAdmin());
    expect(deleted).toMatchObject({ status: 200, body: { message: DISCOUNT_MESSAGES.deleted, _id: discount._id, outcome: 'deleted', discount: null } });
    expect((await listAll()).map((d) => d._id)).not.toContain(discount._id);
    const reborn = await created(discount.code);
    expect(reborn._id).not.toBe(discount._id);
  });

  it('counts held and paid uses against the limit, and deactivates instead of deleting a code an order named', async () => {
    const discount = await created(fresh('USED'));
    await checkout('ReserveDiscount', discount.code, 'order-1');
    await checkout('ReserveDiscount', discount.code, 'order-2');
    await checkout('ConfirmDiscountUse', discount.code, 'order-1');
    await checkout('ReserveDiscount', discount.code, 'order-3');
    await checkout('ReleaseDiscount', discount.code, 'order-3');
    expect((await listAll()).find((d) => d._id === discount._id)).toMatchObject({ timesUsed: 2, paidUses: 1, heldUses: 1, usageLimit: 5 });

    const response = await suite.api('DELETE', `/admin/discounts/${discount._id}`, asAdmin());
    expect(response).toMatchObject({
      status: 200,
      body: { message: DISCOUNT_MESSAGES.deactivatedInsteadOfDeleted, outcome: 'deactivated', discount: { _id: discount._id, isActive: false, timesUsed: 2 } },
    });
    expect((await listAll()).find((d) => d._id === discount._id)).toMatchObject({ isActive: false });
    expect((await create(form(discount.code))).status).toBe(409);
  });

  it('answers 404 for an id that names no code, or a code since erased', async () => {
    const gone = await created(fresh('BYE'));
    await suite.api('DELETE', `/admin/discounts/${gone._id}`, asAdmin());
    for (const id of ['khong-ton-tai', gone._id]) {
      const answers = await Promise.all([
        suite.api('PUT', `/admin/discounts/${id}`, { ...asAdmin(), body: form('X', { code: undefined }) }),
        suite.api('PATCH', `/admin/discounts/${id}/toggle-active`, { ...asAdmin(), body: { isActive: false } }),
        suite.api('DELETE', `/admin/discounts/${id}`, asAdmin()),
      ]);
      for (const answer of answers) expect(answer).toMatchObject({ status: 404, body: { code: 'DISCOUNT_CODE_NOT_FOUND', message: ERROR_MESSAGES.DISCOUNT_CODE_NOT_FOUND } });
    }
  });

  it('lists the published courses and the plans on sale for the form', async () => {
    const courseId = `course-${fresh('c').toLowerCase()}`;
    await catalogueCourseRows(suite.app.app.get<ReadStore>(READ_STORE)).upsert({
      id: courseId,
      slug: courseId,
      title: 'Ăn khách với quảng cáo TikTok',
      shortDescription: '',
      thumbnailUrl: null,
      level: 'beginner',
      categoryId: null,
      price: 990_000,
      originalPrice: null,
      instructorId: 'instructor-1',
      duration: 0,
      totalLectures: 0,
      enrolledStudents: 0,
      rating: null,
      reviewsCount: 0,
      publishedAt: new Date().toISOString(),
      searchText: 'Ăn khách với quảng cáo TikTok',
    });
    const courses = await suite.api('GET', '/admin/discounts/list-courses', asAdmin());
    expect(courses.status).toBe(200);
    expect(courses.body.courses).toContainEqual({ _id: courseId, title: 'Ăn khách với quảng cáo TikTok', price: 990_000 });

    const tool = await createTool(`Phần mềm giảm giá ${fresh('t')}`);
    const plans = await suite.api('GET', '/admin/discounts/list-tool-plans', asAdmin());
    expect(plans.status).toBe(200);
    const mine = plans.body.plans.filter((plan: { toolId: { _id: string } }) => plan.toolId._id === tool._id);
    expect(mine).toEqual([
      { _id: expect.any(String), name: 'Gói 1 tháng', price: 199_000, durationDays: 30, toolId: { _id: tool._id, name: tool.name, thumbnailUrl: expect.stringMatching(/^\/files\//) } },
      { _id: expect.any(String), name: 'Trọn đời', price: 1_490_000, durationDays: null, toolId: { _id: tool._id, name: tool.name, thumbnailUrl: expect.stringMatching(/^\/files\//) } },
    ]);
  });

  it('lets only admins in: 401 without a token, 403 for a student', async () => {
    const discount = await created(fresh('ADMIN'));
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/admin/discounts', undefined],
      ['POST', '/admin/discounts', form(fresh('HACK'))],
      ['PUT', `/admin/discounts/${discount._id}`, form('X')],
      ['PATCH', `/admin/discounts/${discount._id}/toggle-active`, { isActive: false }],
      ['DELETE', `/admin/discounts/${discount._id}`, undefined],
      ['GET', '/admin/discounts/list-courses', undefined],
      ['GET', '/admin/discounts/list-tool-plans', undefined],
    ];
    for (const [method, path, body] of calls) {
      expect(await suite.api(method, path, { body })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
      expect(await suite.api(method, path, { body, token: suite.student.idToken })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    expect((await listAll()).find((d) => d._id === discount._id)).toEqual(discount);
  });

  /** A real tool with two plans, created as the admin's form does (multipart with a picture). */
  async function createTool(name: string): Promise<{ _id: string; name: string }> {
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4f46e5' } }).png().toBuffer();
    const body = new FormData();
    const plans = [
      { name: 'Gói 1 tháng', price: 199_000, durationDays: 30 },
      { name: 'Trọn đời', price: 1_490_000, durationDays: null },
    ];
    body.set('data', JSON.stringify({ name, description: 'Tự động tương tác.', delivery: 'Mã kích hoạt gửi qua email.', plans }));
    body.set('thumbnail', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'anh.png');
    const response = await fetch(`${suite.app.baseUrl}/api/tools`, { method: 'POST', body, headers: { Authorization: `Bearer ${suite.admin.idToken}` } });
    expect(response.status).toBe(201);
    return ((await response.json()) as { tool: { _id: string; name: string } }).tool;
  }
});
