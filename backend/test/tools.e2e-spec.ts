import { AdminTool, ERROR_MESSAGES, TOOL_ERRORS, TOOL_MESSAGES, ToolSummary } from '@academy/contracts';
import sharp from 'sharp';
import { planSaleRows } from '../src/modules/commerce/read-models/plan-sales/plan-sales.read-model';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import type { JsonResponse } from './support/http-client';

type Plan = { planId?: string; name: string; price: number; durationDays: number | null };
type Form = { name: string; description?: string; delivery: string; plans: Plan[] };

const monthly: Plan = { name: 'Gói 1 tháng', price: 199_000, durationDays: 30 };
const lifetime: Plan = { name: 'Trọn đời', price: 1_490_000, durationDays: null };
const form = (name: string, overrides: Partial<Form> = {}): Form => ({
  name,
  description: 'Tự động tương tác và quản lý nhiều tài khoản.',
  delivery: 'Mã kích hoạt gửi qua email trong 24 giờ.',
  plans: [monthly, lifetime],
  ...overrides,
});

/** A real picture, as the admin's browser would send it. */
const picture = (background = '#4f46e5') => sharp({ create: { width: 1200, height: 800, channels: 3, background } }).png().toBuffer();

describe('tools over HTTP', () => {
  const suite = apiSuite();
  let instructor: EmulatorUser;
  let png: Buffer;
  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
    png = await picture();
  });
  const asAdmin = () => ({ token: suite.admin.idToken });

  /** The multipart request the admin form sends: the JSON `data` field and an optional `thumbnail`. */
  async function multipart(method: string, path: string, data: unknown, options: { thumbnail?: Buffer; token?: string; headers?: Record<string, string> } = {}): Promise<JsonResponse> {
    const body = new FormData();
    body.set('data', JSON.stringify(data));
    if (options.thumbnail) body.set('thumbnail', new Blob([new Uint8Array(options.thumbnail)], { type: 'image/png' }), 'anh-dai-dien.png');
    const response = await fetch(`${suite.app.baseUrl}/api${path}`, {
      method,
      body,
      headers: { ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  const create = (data: unknown, thumbnail: Buffer | undefined = png, headers?: Record<string, string>) =>
    multipart('POST', '/tools', data, { thumbnail, token: suite.admin.idToken, headers });
  const update = (tool: AdminTool, data: unknown, options: { thumbnail?: Buffer; ifMatch?: number } = {}) =>
    multipart('PUT', `/tools/${tool._id}`, data, {
      thumbnail: options.thumbnail,
      token: suite.admin.idToken,
      headers: options.ifMatch === undefined ? {} : { 'If-Match': `"${options.ifMatch}"` },
    });
  const created = async (name: string, overrides: Partial<Form> = {}): Promise<AdminTool> => {
    const response = await create(form(name, overrides));
    expect(response.status).toBe(201);
    return response.body.tool;
  };
  const editForm = (tool: AdminTool, overrides: Partial<Form> = {}): Form => ({
    name: tool.name,
    description: tool.description,
    delivery: tool.delivery,
    plans: tool.plans.filter((plan) => plan.onSale).map(({ _id, name, price, durationDays }) => ({ planId: _id, name, price, durationDays })),
    ...overrides,
  });
  const publicList = async (query = ''): Promise<{ tools: ToolSummary[]; pagination: Record<string, number> }> => (await suite.api('GET', `/tools${query}`)).body;
  const adminList = async (query = ''): Promise<AdminTool[]> => (await suite.api('GET', `/admin/tools?limit=100${query}`, asAdmin())).body.tools;
  const adminView = async (id: string) => (await adminList()).find((tool) => tool._id === id);
  /** Sales as commerce counts them, written straight into its read model: buying is checkout.e2e-spec.ts's subject. */
  const markSold = (planId: string, soldCount = 1) => planSaleRows(suite.app.app.get<ReadStore>(READ_STORE)).upsert({ id: planId, soldCount });
  const streamOf = (id: string) => suite.app.app.get<EventStore>(EVENT_STORE).readStream(`catalogue_tool-${id}`);

  it('creates a tool with its plans and a thumbnail, stored as webp, and anyone finds it on the next request', async () => {
    const response = await create(form('  Phần mềm Seeding Pro '));
    expect(response.status).toBe(201);
    const tool: AdminTool = response.body.tool;
    expect(response.body).toEqual({
      message: TOOL_MESSAGES.created,
      tool: {
        _id: expect.any(String),
        slug: 'phan-mem-seeding-pro',
        name: 'Phần mềm Seeding Pro',
        thumbnailUrl: expect.stringMatching(new RegExp(`^/files/public/tools/${tool._id}/thumbnail-[0-9a-f]+-800\\.webp$`)),
        description: 'Tự động tương tác và quản lý nhiều tài khoản.',
        delivery: 'Mã kích hoạt gửi qua email trong 24 giờ.',
        status: 'listed',
        plans: [
          { _id: expect.any(String), ...monthly, onSale: true, soldCount: 0 },
          { _id: expect.any(String), ...lifetime, onSale: true, soldCount: 0 },
        ],
        lowestPrice: 199_000,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        revision: 2,
      },
    });
    for (const width of [800, 400]) {
      const image = await fetch(`${suite.app.baseUrl}${tool.thumbnailUrl.replace('-800.webp', `-${width}.webp`)}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(width);
    }

    const summary = (await publicList('?limit=100')).tools.find((t) => t._id === tool._id);
    expect(summary).toEqual({
      _id: tool._id,
      slug: tool.slug,
      name: tool.name,
      thumbnailUrl: tool.thumbnailUrl,
      description: tool.description,
      plans: tool.plans.map(({ _id, name, price, durationDays }) => ({ _id, name, price, durationDays })),
      lowestPrice: 199_000,
    });
    const detail = await suite.api('GET', `/tools/detail/${tool.slug}`);
    expect(detail).toMatchObject({ status: 200, body: { tool: summary } });
    expect(JSON.stringify(detail.body)).not.toContain('delivery');
    expect((await streamOf(tool._id))[0].metadata.userId).toBe(suite.admin.uid);
  });

  it('pages 3 tools by default, newest first, and finds them by name without diacritics', async () => {
    const [first, second] = [await created('Quản lý Fanpage Đa Kênh'), await created('Chăm sóc khách hàng Zalo')];
    const page = await publicList();
    expect(page.pagination).toMatchObject({ currentPage: 1, limit: 3 });
    expect(page.tools.slice(0, 2).map((t) => t._id)).toEqual([second._id, first._id]);
    expect((await publicList('?searchTerm=quan%20ly%20fanpage%20da%20kenh')).tools.map((t) => t._id)).toEqual([first._id]);
    expect((await publicList('?searchTerm=ZALO&limit=12')).tools.map((t) => t._id)).toEqual([second._id]);
    expect((await publicList('?searchTerm=khong-co-phan-mem-nay')).tools).toEqual([]);
    expect((await adminList('&search=cham%20soc')).map((t) => t._id)).toEqual([second._id]);
  });

  it('gives a second tool of the same name the next free address: -2, then -3', async () => {
    const tools = [await created('Trình Tự Động'), await created('trình tự động'), await created('Trinh tu dong!')];
    expect(tools.map((t) => t.slug)).toEqual(['trinh-tu-dong', 'trinh-tu-dong-2', 'trinh-tu-dong-3']);
    for (const tool of tools) expect((await suite.api('GET', `/tools/detail/${tool.slug}`)).body.tool._id).toBe(tool._id);
  });

  it('gives ten tools created at once ten different addresses', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(form('Cuộc Đua Phần Mềm'))));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const slugs = answers.map((a) => a.body.tool.slug).sort();
    expect(new Set(slugs).size).toBe(10);
    expect(slugs).toContain('cuoc-dua-phan-mem');
  });

  it.each([
    [{ ...form('Thiếu tên'), name: '  ' }, 'name', TOOL_ERRORS.TOOL_NAME_REQUIRED],
    [{ ...form('Tên dài'), name: 'x'.repeat(151) }, 'name', TOOL_MESSAGES.nameTooLong],
    [{ ...form('Thiếu bàn giao'), delivery: '' }, 'delivery', TOOL_ERRORS.TOOL_DELIVERY_REQUIRED],
    [form('Giá lẻ', { plans: [{ ...monthly, price: 1.5 }] }), 'plans.0.price', TOOL_ERRORS.TOOL_PRICE_INVALID],
    [form('Giá âm', { plans: [{ ...monthly, price: -1 }] }), 'plans.0.price', TOOL_ERRORS.TOOL_PRICE_INVALID],
    [form('Thời hạn', { plans: [{ ...monthly, durationDays: 0 }] }), 'plans.0.durationDays', TOOL_ERRORS.TOOL_DURATION_INVALID],
    [form('Tên gói', { plans: [{ ...monthly, name: '' }] }), 'plans.0.name', TOOL_ERRORS.TOOL_PLAN_NAME_REQUIRED],
  ])('refuses bad input with the Vietnamese message and changes nothing (%#)', async (data, field, message) => {
    const before = await adminList();
    const response = await create(data);
    expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
    expect(await adminList()).toEqual(before);
  });

  it('refuses two plans a buyer could not tell apart, and a name with nothing Latin, and lists nothing', async () => {
    const before = await adminList();
    const twins = await create(form('Gói trùng tên', { plans: [monthly, { ...lifetime, name: ' GÓI 1 THÁNG ' }] }));
    expect(twins).toMatchObject({ status: 409, body: { code: 'TOOL_PLAN_NAME_TAKEN', message: ERROR_MESSAGES.TOOL_PLAN_NAME_TAKEN } });
    const unslugable = await create(form('中文 !!!'));
    expect(unslugable).toMatchObject({ status: 400, body: { code: 'TOOL_NAME_UNSLUGGABLE' } });
    expect(await adminList()).toEqual(before);
    expect((await create(form('Gói trùng tên'))).body.tool.slug).toBe('goi-trung-ten');
  });

  it('needs a thumbnail to create a tool, and refuses a file that is not a picture', async () => {
    const before = await adminList();
    const jsonOnly = await suite.api('POST', '/tools', { ...asAdmin(), body: form('Không có ảnh') });
    expect(jsonOnly).toMatchObject({ status: 400, body: { code: 'TOOL_THUMBNAIL_REQUIRED', message: ERROR_MESSAGES.TOOL_THUMBNAIL_REQUIRED } });
    const notAPicture = await create(form('Ảnh giả'), Buffer.from('%PDF-1.7\nkhông phải ảnh'));
    expect(notAPicture.status).toBe(400);
    expect(notAPicture.body.message).toEqual(expect.any(String));
    expect(await adminList()).toEqual(before);
  });

  it('saves the edit form whole: details, an edited plan, a new plan and an unsold plan removed', async () => {
    const tool = await created('Sửa Gói Phần Mềm');
    const [month, life] = tool.plans;
    const yearly = { name: 'Gói 1 năm', price: 1_290_000, durationDays: 365 };
    const data = editForm(tool, {
      name: 'Sửa Gói Phần Mềm 2026',
      delivery: 'Tài khoản gửi qua Zalo.',
      plans: [{ planId: month._id, name: 'Gói tháng', price: 149_000, durationDays: 31 }, yearly],
    });
    const response = await update(tool, data, { ifMatch: tool.revision });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(TOOL_MESSAGES.updated);
    const saved: AdminTool = response.body.tool;
    expect(saved).toMatchObject({ name: 'Sửa Gói Phần Mềm 2026', slug: tool.slug, delivery: 'Tài khoản gửi qua Zalo.', thumbnailUrl: tool.thumbnailUrl, lowestPrice: 149_000 });
    expect(saved.plans).toEqual([
      { _id: month._id, name: 'Gói tháng', price: 149_000, durationDays: 31, onSale: true, soldCount: 0 },
      { _id: expect.any(String), ...yearly, onSale: true, soldCount: 0 },
    ]);
    expect(saved.plans.map((p) => p._id)).not.toContain(life._id);
    expect(saved.revision).toBeGreaterThan(tool.revision);
    const detail = (await suite.api('GET', `/tools/detail/${tool.slug}`)).body.tool;
    expect(detail.plans.map((p: { name: string }) => p.name)).toEqual(['Gói tháng', 'Gói 1 năm']);
  });

  it('retires a sold plan the form leaves out: the admin still sees it, buyers no longer do, and it cannot be edited back', async () => {
    const tool = await created('Gói Đã Bán');
    const [month, life] = tool.plans;
    await markSold(month._id, 3);
    const response = await update(tool, editForm(tool, { plans: [{ planId: life._id, name: life.name, price: life.price, durationDays: null }] }));
    expect(response.status).toBe(200);
    expect(response.body.tool.plans).toEqual([
      { _id: month._id, name: month.name, price: month.price, durationDays: 30, onSale: false, soldCount: 3 },
      { _id: life._id, name: life.name, price: life.price, durationDays: null, onSale: true, soldCount: 0 },
    ]);
    expect(response.body.tool.lowestPrice).toBe(life.price);
    expect((await suite.api('GET', `/tools/detail/${tool.slug}`)).body.tool.plans.map((p: { _id: string }) => p._id)).toEqual([life._id]);
    const plans = (await suite.api('GET', '/admin/tool-plans', asAdmin())).body.plans.map((p: { _id: string }) => p._id);
    expect(plans).toContain(life._id);
    expect(plans).not.toContain(month._id);

    const current: AdminTool = response.body.tool;
    const revived = await update(current, editForm(current, { plans: [...editForm(current).plans, { planId: month._id, name: month.name, price: 1, durationDays: 30 }] }));
    expect(revived).toMatchObject({ status: 409, body: { code: 'TOOL_PLAN_RETIRED', message: ERROR_MESSAGES.TOOL_PLAN_RETIRED } });
    expect(await adminView(tool._id)).toEqual(current);
  });

  it('keeps the thumbnail when the form sends none, and replaces it with a new picture', async () => {
    const tool = await created('Đổi Ảnh Đại Diện');
    const kept = await update(tool, editForm(tool, { description: 'Mô tả mới' }));
    expect(kept.body.tool).toMatchObject({ description: 'Mô tả mới', thumbnailUrl: tool.thumbnailUrl });
    const replaced = await update(kept.body.tool, editForm(kept.body.tool), { thumbnail: await picture('#f97316') });
    expect(replaced.status).toBe(200);
    expect(replaced.body.tool.thumbnailUrl).not.toBe(tool.thumbnailUrl);
    expect((await fetch(`${suite.app.baseUrl}${replaced.body.tool.thumbnailUrl}`)).status).toBe(200);
    const json = await suite.api('PUT', `/tools/${tool._id}`, { ...asAdmin(), body: editForm(replaced.body.tool, { name: 'Đổi Ảnh Bằng JSON' }) });
    expect(json.body.tool).toMatchObject({ name: 'Đổi Ảnh Bằng JSON', thumbnailUrl: replaced.body.tool.thumbnailUrl });
  });

  it('refuses a save made on a stale screen (If-Match) instead of overwriting the other admin, and changes nothing', async () => {
    const tool = await created('Sửa Cùng Lúc Phần Mềm');
    const first = await update(tool, editForm(tool, { name: 'Người Sửa Trước' }), { ifMatch: tool.revision });
    expect(first.status).toBe(200);
    const second = await update(tool, editForm(tool, { name: 'Người Sửa Sau' }), { ifMatch: tool.revision });
    expect(second).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT', message: ERROR_MESSAGES.EDIT_CONFLICT } });
    expect(await adminView(tool._id)).toEqual(first.body.tool);
  });

  it('deletes a tool nobody bought and frees its address; archives a sold one, which then refuses edits', async () => {
    const unsold = await created('Xóa Hẳn Phần Mềm');
    const deleted = await suite.api('DELETE', `/tools/${unsold._id}`, asAdmin());
    expect(deleted).toMatchObject({ status: 200, body: { message: TOOL_MESSAGES.deleted, _id: unsold._id, outcome: 'deleted' } });
    expect((await suite.api('GET', `/tools/detail/${unsold.slug}`)).status).toBe(404);
    expect(await adminView(unsold._id)).toBeUndefined();
    expect((await created('Xóa hẳn phần mềm')).slug).toBe(unsold.slug);

    const sold = await created('Lưu Trữ Phần Mềm');
    await markSold(sold.plans[1]._id);
    const archived = await suite.api('DELETE', `/tools/${sold._id}`, asAdmin());
    expect(archived).toMatchObject({ status: 200, body: { message: TOOL_MESSAGES.archived, outcome: 'archived' } });
    expect((await suite.api('GET', `/tools/detail/${sold.slug}`)).status).toBe(404);
    expect((await publicList('?limit=100')).tools.map((t) => t._id)).not.toContain(sold._id);
    expect(await adminView(sold._id)).toMatchObject({ status: 'archived', lowestPrice: null, plans: [{ onSale: false }, { onSale: false }] });
    expect(await update(sold, editForm(sold))).toMatchObject({ status: 404, body: { code: 'TOOL_DELETED' } });
    expect((await suite.api('DELETE', `/tools/${sold._id}`, asAdmin())).body.outcome).toBe('archived');
    expect((await create(form('Lưu trữ phần mềm'))).body.tool.slug).toBe(`${sold.slug}-2`);
  });

  it('answers 404 for a tool that does not exist', async () => {
    const ghost = { _id: 'khong-ton-tai', revision: 0 } as AdminTool;
    expect(await suite.api('GET', '/tools/detail/khong-ton-tai')).toMatchObject({ status: 404, body: { code: 'TOOL_NOT_FOUND', message: TOOL_ERRORS.TOOL_NOT_FOUND } });
    expect(await update(ghost, form('Không có'))).toMatchObject({ status: 404, body: { code: 'TOOL_NOT_FOUND' } });
    expect(await suite.api('DELETE', '/tools/khong-ton-tai', asAdmin())).toMatchObject({ status: 404, body: { code: 'TOOL_NOT_FOUND' } });
  });

  it('lists every plan on sale with its tool for the discount form', async () => {
    const tool = await created('Phần Mềm Cho Mã Giảm Giá');
    const { status, body } = await suite.api('GET', '/admin/tool-plans', asAdmin());
    expect(status).toBe(200);
    expect(body.plans.filter((plan: { toolId: { _id: string } }) => plan.toolId._id === tool._id)).toEqual(
      tool.plans.map(({ _id, name, price, durationDays }) => ({ _id, name, price, durationDays, toolId: { _id: tool._id, name: tool.name, thumbnailUrl: tool.thumbnailUrl } })),
    );
  });

  it('lets anyone read the catalogue but only admins see the rest or write: 401 without a token, 403 for a student or an instructor', async () => {
    const tool = await created('Chỉ Quản Trị Phần Mềm');
    expect((await suite.api('GET', '/tools')).status).toBe(200);
    expect((await suite.api('GET', `/tools/detail/${tool.slug}`)).status).toBe(200);
    const adminOnly: Array<[string, string, unknown]> = [
      ['POST', '/tools', form('Học viên tạo')],
      ['PUT', `/tools/${tool._id}`, editForm(tool, { name: 'Học viên sửa' })],
      ['DELETE', `/tools/${tool._id}`, undefined],
      ['GET', '/admin/tools', undefined],
      ['GET', '/admin/tool-plans', undefined],
    ];
    for (const [method, path, body] of adminOnly) {
      expect(await suite.api(method, path, { body })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
      for (const user of [suite.student, instructor]) {
        expect(await suite.api(method, path, { body, token: user.idToken })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      }
    }
    expect(await multipart('POST', '/tools', form('Giảng viên tạo'), { thumbnail: png, token: instructor.idToken })).toMatchObject({ status: 403 });
    expect(await adminView(tool._id)).toEqual(tool);
  });

  it('records a retried create with the same Idempotency-Key once', async () => {
    const headers = { 'Idempotency-Key': `tool-${Date.now()}` };
    const first = await create(form('Gửi Lại Phần Mềm'), png, headers);
    const retried = await create(form('Gửi Lại Phần Mềm'), png, headers);
    expect(first.status).toBe(201);
    expect(retried).toMatchObject({ status: 201, body: { tool: { _id: first.body.tool._id, slug: 'gui-lai-phan-mem' } } });
    expect((await adminList('&search=gui%20lai%20phan%20mem')).length).toBe(1);
  });
});
