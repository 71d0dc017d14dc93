import { AdminOrder, ERROR_MESSAGES, FIELD_MESSAGES, ORDER_ERRORS, SALES_MESSAGES, SalesStatsResponse } from '@academy/contracts';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { courseItem, orderCommands, toolPlanItem } from './support/orders';

/** The Vietnam day of now, as the date filters take it. */
const vnToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const vnDaysAgo = (days: number) => new Date(Date.now() + 7 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

describe('admin orders over HTTP', () => {
  const suite = apiSuite();
  let instructor: EmulatorUser;
  const orders = () => orderCommands(suite.app);
  const asAdmin = () => ({ token: suite.admin.idToken });
  const get = <T = any>(path: string, token = suite.admin.idToken) => suite.api<T>('GET', path, { token });
  const stats = async (): Promise<SalesStatsResponse> => (await get<SalesStatsResponse>('/admin/orders/stats')).body;

  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
  });

  it('keeps every admin call from anyone without a token (401) and from a student (403)', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/admin/orders'],
      ['GET', '/admin/orders/stats'],
      ['GET', '/admin/orders/best-sellers'],
      ['GET', '/admin/orders/top-customers'],
      ['GET', '/admin/orders/some-order'],
      ['POST', '/admin/orders/some-order/cancel'],
      ['POST', '/admin/orders/some-order/refund'],
    ];
    for (const [method, path] of calls) {
      const body = method === 'POST' && path.endsWith('refund') ? { reason: 'x' } : undefined;
      expect((await suite.api(method, path, { body })).status).toBe(401);
      expect((await suite.api(method, path, { body, token: suite.student.idToken })).status).toBe(403);
    }
  });

  it('lists orders newest first with the buyer named, ten a page, found by code, name or email', async () => {
    const first = await orders().place(suite.student.uid, [courseItem(instructor.uid, 499_000, 'Excel cho người đi làm')]);
    const second = await orders().place(suite.student.uid, [toolPlanItem(99_000)]);
    const list = await get('/admin/orders');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ currentPage: 1, pageSize: 10 });
    expect(list.body.totalPages).toBe(Math.ceil(list.body.totalItems / 10));
    const ids = list.body.orders.map((o: AdminOrder) => o._id);
    expect(ids.indexOf(second.orderId)).toBeLessThan(ids.indexOf(first.orderId));
    const shown = list.body.orders.find((o: AdminOrder) => o._id === first.orderId);
    expect(shown).toMatchObject({
      code: first.code,
      statusOrder: 'pending',
      totalAmount: 499_000,
      currency: 'VND',
      items: [{ kind: 'course', title: 'Excel cho người đi làm', unitPrice: 499_000 }],
      buyer: { _id: suite.student.uid, name: 'Người dùng student', email: suite.student.email },
      refund: null,
      payment: null,
    });

    const byCode = await get(`/admin/orders?search=${first.code.toLowerCase()}`);
    expect(byCode.body.orders.map((o: AdminOrder) => o._id)).toEqual([first.orderId]);
    const byName = await get(`/admin/orders?search=${encodeURIComponent('nguoi dung student')}`);
    expect(byName.body.orders.map((o: AdminOrder) => o._id)).toEqual(expect.arrayContaining([first.orderId, second.orderId]));
    const byEmail = await get(`/admin/orders?search=${encodeURIComponent(suite.student.email)}`);
    expect(byEmail.body.totalItems).toBeGreaterThanOrEqual(2);
    const nobody = await get('/admin/orders?search=khong-ai-ca');
    expect(nobody.body).toMatchObject({ orders: [], totalItems: 0, totalPages: 0 });
    const pending = await get('/admin/orders?status=pending&limit=100');
    expect(pending.body.orders.every((o: AdminOrder) => o.statusOrder === 'pending')).toBe(true);
  });

  it('filters by Vietnam days, both included, and refuses a malformed or reversed range', async () => {
    const placed = await orders().place(suite.student.uid, [courseItem(instructor.uid, 150_000)]);
    const today = await get(`/admin/orders?fromDate=${vnToday()}&toDate=${vnToday()}&limit=100`);
    expect(today.body.orders.map((o: AdminOrder) => o._id)).toContain(placed.orderId);
    const before = await get(`/admin/orders?toDate=${vnDaysAgo(1)}`);
    expect(before.body.orders.map((o: AdminOrder) => o._id)).not.toContain(placed.orderId);
    expect(await get('/admin/orders?fromDate=2026-02-31')).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: FIELD_MESSAGES.dateInvalid } });
    expect(await get('/admin/orders?fromDate=2026-12-02&toDate=2026-12-01')).toMatchObject({ status: 400, body: { message: FIELD_MESSAGES.dateRangeInvalid } });
    expect(await get('/admin/orders?status=lost')).toMatchObject({ status: 400, body: { message: SALES_MESSAGES.statusFilterInvalid } });
  });

  it('shows one order, and answers 404 for an unknown one', async () => {
    const placed = await orders().place(suite.student.uid, [courseItem(instructor.uid, 200_000)]);
    expect(await get(`/admin/orders/${placed.orderId}`)).toMatchObject({ status: 200, body: { _id: placed.orderId, code: placed.code, statusOrder: 'pending' } });
    expect(await get('/admin/orders/khong-co-don-nay')).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND', message: ORDER_ERRORS.ORDER_NOT_FOUND } });
  });

  it('cancels an unpaid order once, and refuses to cancel a paid one (409) or an unknown one (404)', async () => {
    const placed = await orders().place(suite.student.uid, [courseItem(instructor.uid, 250_000)]);
    const before = await stats();
    const cancelled = await suite.api('POST', `/admin/orders/${placed.orderId}/cancel`, asAdmin());
    expect(cancelled).toMatchObject({ status: 201, body: { message: SALES_MESSAGES.orderCancelled, order: { statusOrder: 'cancelled', cancelledBy: 'admin' } } });
    expect(cancelled.body.order.endedAt).toEqual(expect.any(String));
    const after = await stats();
    expect(after.pendingOrders).toBe(before.pendingOrders - 1);
    expect(after.cancelledOrders).toBe(before.cancelledOrders + 1);
    expect((await suite.api('POST', `/admin/orders/${placed.orderId}/cancel`, asAdmin())).status).toBe(201);
    expect((await stats()).cancelledOrders).toBe(after.cancelledOrders);

    const paid = await orders().place(suite.student.uid, [courseItem(instructor.uid, 250_000)]);
    await orders().pay(paid.orderId, paid.totalAmount);
    expect(await suite.api('POST', `/admin/orders/${paid.orderId}/cancel`, asAdmin())).toMatchObject({
      status: 409,
      body: { code: 'ORDER_ALREADY_PAID', message: ERROR_MESSAGES.ORDER_ALREADY_PAID },
    });
    expect((await suite.api('POST', '/admin/orders/khong-co/cancel', asAdmin())).status).toBe(404);
  });

  it('refunds a paid order with a reason, moving the stats, best sellers and top customers back', async () => {
    const course = courseItem(instructor.uid, 800_000, 'Quảng cáo Facebook thực chiến');
    const start = await stats();
    const placed = await orders().place(suite.student.uid, [course, toolPlanItem(200_000)], { code: 'GIAM10', discountCodeId: 'GIAM10', amount: 100_000 });
    await orders().pay(placed.orderId, placed.totalAmount);

    const paid = await stats();
    expect(paid.totalRevenue).toBe(start.totalRevenue + 900_000);
    expect(paid.paidOrders).toBe(start.paidOrders + 1);
    expect(paid.buyers).toBeGreaterThanOrEqual(1);
    expect(paid.salesByDay).toHaveLength(30);
    expect(paid.salesByMonth).toHaveLength(12);
    expect(paid.salesByDay.at(-1)).toMatchObject({ period: vnToday() });
    expect(paid.salesByDay.at(-1)!.revenue).toBe((start.salesByDay.at(-1)?.revenue ?? 0) + 900_000);

    const sellers = await get(`/admin/orders/best-sellers?sortBy=revenue&limit=50`);
    // 10% off spread by price: the course bears 80,000 of the 100,000.
    expect(sellers.body.bestSellers).toContainEqual({ kind: 'course', itemId: course.courseId, title: course.title, unitsSold: 1, revenue: 720_000 });
    const customers = await get('/admin/orders/top-customers?limit=50');
    const student = customers.body.topCustomers.find((c: any) => c.buyer._id === suite.student.uid);
    expect(student.buyer).toEqual({ _id: suite.student.uid, name: 'Người dùng student', email: suite.student.email });

    expect(await suite.api('POST', `/admin/orders/${placed.orderId}/refund`, { ...asAdmin(), body: { reason: '   ' } })).toMatchObject({
      status: 400,
      body: { message: ORDER_ERRORS.ORDER_REFUND_REASON_REQUIRED },
    });
    expect(await suite.api('POST', `/admin/orders/${placed.orderId}/refund`, { ...asAdmin(), body: { reason: 'Hoàn', method: 'cash' } })).toMatchObject({
      status: 400,
      body: { message: SALES_MESSAGES.refundMethodInvalid },
    });
    const refunded = await suite.api('POST', `/admin/orders/${placed.orderId}/refund`, { ...asAdmin(), body: { reason: 'Khách mua nhầm khóa học' } });
    expect(refunded).toMatchObject({
      status: 201,
      body: {
        message: SALES_MESSAGES.orderRefunded,
        order: { statusOrder: 'refunded', refund: { reason: 'Khách mua nhầm khóa học', method: 'bank_transfer', by: suite.admin.uid } },
      },
    });
    const back = await stats();
    expect(back.totalRevenue).toBe(start.totalRevenue);
    expect(back.refundedAmount).toBe(start.refundedAmount + 900_000);
    expect(back.paidOrders).toBe(start.paidOrders);
    expect(back.refundedOrders).toBe(start.refundedOrders + 1);
    const again = await get(`/admin/orders/best-sellers?sortBy=revenue&limit=50`);
    expect(again.body.bestSellers.map((s: any) => s.itemId)).not.toContain(course.courseId);

    // A second refund records nothing; a pending order cannot be refunded.
    expect((await suite.api('POST', `/admin/orders/${placed.orderId}/refund`, { ...asAdmin(), body: { reason: 'Lần nữa' } })).status).toBe(201);
    expect((await stats()).refundedAmount).toBe(back.refundedAmount);
    const pending = await orders().place(suite.student.uid, [courseItem(instructor.uid, 100_000)]);
    expect(await suite.api('POST', `/admin/orders/${pending.orderId}/refund`, { ...asAdmin(), body: { reason: 'Chưa trả tiền' } })).toMatchObject({
      status: 409,
      body: { code: 'ORDER_NOT_PAID', message: ERROR_MESSAGES.ORDER_NOT_PAID },
    });
    expect((await suite.api('POST', '/admin/orders/khong-co/refund', { ...asAdmin(), body: { reason: 'Không có' } })).status).toBe(404);
  });

  it('refuses a ranking size out of range', async () => {
    expect(await get('/admin/orders/best-sellers?limit=0')).toMatchObject({ status: 400, body: { message: SALES_MESSAGES.rankingLimitInvalid } });
    expect(await get('/admin/orders/top-customers?limit=51')).toMatchObject({ status: 400, body: { message: SALES_MESSAGES.rankingLimitInvalid } });
    expect(await get('/admin/orders/best-sellers?sortBy=price')).toMatchObject({ status: 400, body: { message: SALES_MESSAGES.sortInvalid } });
  });
});
