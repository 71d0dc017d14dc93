import { ERROR_MESSAGES, Order, PaymentReview } from '@academy/contracts';
import { execFile } from 'child_process';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { promisify } from 'util';
import { randomUUID } from 'crypto';
import { CommandBus } from '@nestjs/cqrs';
import { PlaceOrderCommand } from '../src/modules/commerce/commands/place-order/place-order.handler';
import { bankTransferDecider } from '../src/modules/commerce/domain/bank-transfer/bank-transfer.decider';
import { discountCodeDecider } from '../src/modules/commerce/domain/discount-code/discount-code.decider';
import { orderDecider } from '../src/modules/commerce/domain/order/order.decider';
import { expireOrderJob } from '../src/modules/commerce/workers/expire-order.job';
import { CommandSender } from '../src/platform/commands/command-sender';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { JobQueue } from '../src/platform/queues';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';
import { discountCode, publishedCourse, toolPlanOnSale } from './support/on-sale';
import { DEMO_ACCOUNT_NUMBER, reportTransfer, sepayNotification } from './support/sepay';

const MINUTE_MS = 60_000;

describe('checkout, bank transfer and payment review over HTTP', () => {
  const clock = new TestClock(new Date());
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-checkout-files-')) }, { clock });
  let instructor: EmulatorUser;
  let excel: { courseId: string };
  let ads: { courseId: string };
  let canva: { toolPlanId: string };

  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
    [excel, ads] = await Promise.all([publishedCourse(suite, instructor, 'Excel thực chiến', 499_000), publishedCourse(suite, instructor, 'Quảng cáo Facebook', 1_990_000)]);
    canva = await toolPlanOnSale(suite, 'Canva Pro', 99_000);
  }, 60_000);

  let keyCounter = 0;
  const place = (buyer: EmulatorUser, body: Record<string, unknown>, key = `checkout-${Date.now()}-${(keyCounter += 1)}`) =>
    suite.api('POST', '/orders', { token: buyer.idToken, body: { paymentMethod: 'bank_transfer', ...body }, headers: { 'Idempotency-Key': key } });
  const placed = async (buyer: EmulatorUser, body: Record<string, unknown>): Promise<Order> => {
    const response = await place(buyer, body);
    expect(response.status).toBe(201);
    return response.body;
  };
  const statusOf = async (order: Order, buyer: EmulatorUser = suite.student) => (await suite.api('GET', `/orders/${order._id}/status`, { token: buyer.idToken })).body.statusOrder;
  const transfer = (memo: string, amount: number, overrides: Record<string, unknown> = {}, key?: string) =>
    reportTransfer(suite.api, sepayNotification(`${memo} chuyen tien hoc`, amount, overrides), key);
  const events = () => suite.app.app.get<EventStore>(EVENT_STORE);
  const orderEvents = async (order: Order) => (await events().readStream(`commerce_order-${order._id}`)).map((event) => event.type);
  const reviews = async (status = 'open'): Promise<PaymentReview[]> => (await suite.api('GET', `/admin/payments/reviews?status=${status}&limit=100`, { token: suite.admin.idToken })).body.reviews;
  const newBuyer = () => signedInUser(suite.app, 'student');

  it('prices two courses and a tool plan on the server, applies a discount, and shows the VietQR transfer', async () => {
    const { code } = await discountCode(suite, { code: `GIAM${Date.now().toString(36).toUpperCase()}`.slice(0, 20), type: 'percentage', value: 10 });
    const items = [{ courseId: excel.courseId }, { courseId: ads.courseId }, { toolPlanId: canva.toolPlanId }];
    const quote = await suite.api('POST', '/orders/quote', { token: suite.student.idToken, body: { items, discountCode: code.toLowerCase() } });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ subtotal: 2_588_000, discount: { code, amount: 258_800 }, totalAmount: 2_329_200, currency: 'VND' });

    const order = await placed(suite.student, { items, discountCode: code, unitPrice: 1 });
    expect(order).toMatchObject({ statusOrder: 'pending', subtotal: 2_588_000, discountCode: code, discountAmount: 258_800, totalAmount: 2_329_200 });
    expect(order.code).toMatch(/^DH[A-Z0-9]{11}$/);
    expect(order.items.map((item) => item.unitPrice)).toEqual([499_000, 1_990_000, 99_000]);
    expect(order.payment).toMatchObject({ bankBin: '970436', accountNumber: DEMO_ACCOUNT_NUMBER, amount: 2_329_200, memo: order.code });
    expect(order.payment?.qrPayload).toContain(order.code);
    expect(Date.parse(order.expiresAt) - clock.now().getTime()).toBe(30 * MINUTE_MS);
    expect(await statusOf(order)).toBe('pending');
  });

  it('pays the order once from a transfer of its exact total, however often SePay delivers it', async () => {
    const buyer = await newBuyer();
    const order = await placed(buyer, { items: [{ courseId: excel.courseId }] });
    expect((await transfer(order.code, 499_000, {}, 'wrong-key')).status).toBe(401);
    // The memo in any case; then SePay delivers the same notification 50 times more, all at once.
    const notification = sepayNotification(order.code.toLowerCase(), 499_000);
    expect(await reportTransfer(suite.api, notification)).toMatchObject({ status: 200, body: { success: true } });
    await Promise.all(Array.from({ length: 50 }, () => reportTransfer(suite.api, notification)));
    await eventually(async () => expect(await statusOf(order, buyer)).toBe('paid'));
    expect(await orderEvents(order)).toEqual(['OrderPlaced', 'OrderPaid']);
    expect((await events().readStream(`commerce_bank_transfer-sepay-${notification.id}`)).map((event) => event.type)).toEqual(['TransferReceived', 'TransferPaidOrder']);
    // The course is bought: buying it again is refused.
    const again = await place(buyer, { items: [{ courseId: excel.courseId }] });
    expect(again).toMatchObject({ status: 409, body: { code: 'ORDER_COURSE_OWNED', message: ERROR_MESSAGES.ORDER_COURSE_OWNED } });
  });

  it('is paid by the bank simulator of `npm run bank:transfer`, offline', async () => {
    const buyer = await newBuyer();
    const order = await placed(buyer, { items: [{ courseId: ads.courseId }] });
    const script = join(__dirname, '../../scripts/bank-transfer.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [script, '--api', suite.app.baseUrl, order.code, String(order.totalAmount)], { env: { ...process.env, SEPAY_WEBHOOK_KEY: '' } });
    expect(stdout).toContain('{"success":true}');
    await eventually(async () => expect(await statusOf(order, buyer)).toBe('paid'));
  });

  it('holds short, over, unknown and outgoing transfers instead of paying, and an admin matches a short one', async () => {
    const buyer = await newBuyer();
    const order = await placed(buyer, { items: [{ courseId: ads.courseId }] });
    await transfer(order.code, 1_000_000);
    await transfer(`${order.code}`, 2_000_000);
    await transfer('DH9999999999Z tien nha', 50_000);
    await transfer(order.code, 1_990_000, { transferType: 'out' });
    const open = await eventually(async () => {
      const held = (await reviews()).filter((review) => review.orderId === order._id || review.content.startsWith('DH9999999999Z'));
      expect(held.map((review) => review.reason).sort()).toEqual(['over', 'short', 'unknown_code']);
      return held;
    });
    expect(await statusOf(order, buyer)).toBe('pending');
    const short = open.find((review) => review.reason === 'short')!;
    expect(short).toMatchObject({ amount: 1_000_000, expectedAmount: 1_990_000, orderCode: order.code, status: 'open' });

    const noNote = await suite.api('POST', `/admin/payments/reviews/${short._id}`, { token: suite.admin.idToken, body: { action: 'match', orderCode: order.code, note: '' } });
    expect(noNote.status).toBe(400);
    const byStudent = await suite.api('POST', `/admin/payments/reviews/${short._id}`, { token: buyer.idToken, body: { action: 'ignore', note: 'x' } });
    expect(byStudent.status).toBe(403);
    const matched = await suite.api('POST', `/admin/payments/reviews/${short._id}`, {
      token: suite.admin.idToken,
      body: { action: 'match', orderCode: order.code, note: 'Học viên chuyển thiếu, đã đồng ý giảm giá qua điện thoại' },
    });
    expect(matched).toMatchObject({ status: 200, body: { status: 'matched', orderId: order._id, decidedBy: suite.admin.uid } });
    expect(await statusOf(order, buyer)).toBe('paid');
    // The over transfer now finds the order paid by another: the admin can only send it back.
    const over = open.find((review) => review.reason === 'over')!;
    const twice = await suite.api('POST', `/admin/payments/reviews/${over._id}`, { token: suite.admin.idToken, body: { action: 'match', orderCode: order.code, note: 'ghép nhầm' } });
    expect(twice).toMatchObject({ status: 409, body: { code: 'PAYMENT_ORDER_ALREADY_PAID' } });
    const returned = await suite.api('POST', `/admin/payments/reviews/${over._id}`, { token: suite.admin.idToken, body: { action: 'return', note: 'Đã hoàn 2.000.000 đ' } });
    expect(returned.body.status).toBe('returned');
    expect((await reviews('closed')).map((review) => review._id)).toEqual(expect.arrayContaining([short._id, over._id]));
  });

  it('gives exactly 5 of 50 racing checkouts a code limited to 5 uses', async () => {
    const { code } = await discountCode(suite, { code: `RACE${Date.now().toString(36).toUpperCase()}`.slice(0, 20), type: 'fixed_amount', value: 100_000, usageLimit: 5 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newBuyer()));
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => place(buyers[i % 10], { items: [{ courseId: ads.courseId }], discountCode: code })),
    );
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(attempts.filter((response) => response.status === 409).every((response) => response.body.code === 'DISCOUNT_CODE_USED_UP')).toBe(true);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const reservations = (await events().readStream(`commerce_discount_code-${code}`)).filter((event) => event.type === 'DiscountReserved');
    expect(reservations).toHaveLength(5);
  });

  it('expires an unpaid order at its deadline, frees its discount, and holds a transfer that comes late', async () => {
    const { code } = await discountCode(suite, { code: `LATE${Date.now().toString(36).toUpperCase()}`.slice(0, 20), usageLimit: 1 });
    const buyer = await newBuyer();
    const order = await placed(buyer, { items: [{ courseId: excel.courseId }], discountCode: code });
    const queue = suite.app.app.get(JobQueue);
    expect(await queue.jobState(expireOrderJob, `expire-${order._id}`)).toBe('delayed');
    clock.advance(31 * MINUTE_MS);
    await (await queue.bullQueue(expireOrderJob.queue)!.getJob(`expire-${order._id}`))!.promote();
    await eventually(async () => expect(await statusOf(order, buyer)).toBe('expired'));
    // The use held for the order is free again: another buyer gets the code.
    const next = await eventually(async () => {
      const response = await place(await newBuyer(), { items: [{ courseId: excel.courseId }], discountCode: code });
      expect(response.status).toBe(201);
      return response;
    });
    expect(next.body.discountCode).toBe(code);
    await transfer(order.code, order.totalAmount);
    await eventually(async () => expect((await reviews()).find((review) => review.orderId === order._id)?.reason).toBe('late'));
    expect(await statusOf(order, buyer)).toBe('expired');
  });

  it('lets the buyer cancel an unpaid order, and no one else see it', async () => {
    const buyer = await newBuyer();
    const order = await placed(buyer, { items: [{ toolPlanId: canva.toolPlanId }] });
    expect((await suite.api('GET', `/orders/${order._id}/status`, { token: suite.student.idToken })).status).toBe(404);
    expect((await suite.api('GET', `/orders/by-code/${order.code}`, { token: suite.student.idToken })).status).toBe(404);
    expect((await suite.api('POST', `/orders/${order._id}/cancel`, { token: suite.student.idToken })).status).toBe(404);
    const cancelled = await suite.api('POST', `/orders/${order._id}/cancel`, { token: buyer.idToken });
    expect(cancelled).toMatchObject({ status: 200, body: { statusOrder: 'cancelled', payment: null } });
    const detail = await suite.api('GET', `/orders/by-code/${order.code.toLowerCase()}`, { token: buyer.idToken });
    expect(detail.body).toMatchObject({ _id: order._id, statusOrder: 'cancelled' });
    const history = await suite.api('GET', '/transactions/me?page=1', { token: buyer.idToken });
    expect(history.body).toMatchObject({ transactions: [{ _id: order._id }], pagination: { totalItems: 1, limit: 10 } });
  });

  it('completes a free order at once, and refuses what is not for sale or not for this buyer', async () => {
    const free = await publishedCourse(suite, instructor, 'Nhập môn miễn phí', 0);
    const order = await placed(await newBuyer(), { items: [{ courseId: free.courseId }] });
    expect(order).toMatchObject({ statusOrder: 'paid', totalAmount: 0, paymentMethod: 'free', payment: null });

    const unknown = await place(suite.student, { items: [{ courseId: 'khong-co-khoa-nay' }] });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'ORDER_ITEM_UNAVAILABLE', message: ERROR_MESSAGES.ORDER_ITEM_UNAVAILABLE } });
    const own = await place(instructor, { items: [{ courseId: excel.courseId }] });
    expect(own).toMatchObject({ status: 409, body: { code: 'ORDER_OWN_COURSE' } });
    const empty = await place(suite.student, { items: [] });
    expect(empty).toMatchObject({ status: 400, body: { message: ERROR_MESSAGES.ORDER_EMPTY } });
    const twice = await place(suite.student, { items: [{ courseId: ads.courseId }, { courseId: ads.courseId }] });
    expect(twice).toMatchObject({ status: 400, body: { code: 'ORDER_ITEM_REPEATED' } });
    const badCode = await place(suite.student, { items: [{ courseId: ads.courseId }], discountCode: 'KHONGCO' });
    expect(badCode).toMatchObject({ status: 404, body: { code: 'DISCOUNT_CODE_NOT_FOUND', message: ERROR_MESSAGES.DISCOUNT_CODE_NOT_FOUND } });
    const cash = await place(suite.student, { items: [{ courseId: ads.courseId }], paymentMethod: 'cash' });
    expect(cash).toMatchObject({ status: 400, body: { message: ERROR_MESSAGES.ORDER_PAYMENT_METHOD_INVALID } });
    // An empty wallet is refused before anything is recorded (paying from the wallet: wallet.e2e-spec.ts).
    const emptyWallet = await place(suite.student, { items: [{ courseId: ads.courseId }], paymentMethod: 'wallet' });
    expect(emptyWallet).toMatchObject({ status: 409, body: { message: ERROR_MESSAGES.WALLET_BALANCE_INSUFFICIENT } });
    expect((await suite.api('POST', '/orders', { body: { items: [{ courseId: ads.courseId }], paymentMethod: 'bank_transfer' } })).status).toBe(401);
  });

  it('refuses to sell a course an admin already granted the buyer', async () => {
    const buyer = await newBuyer();
    const granted = await suite.api('POST', '/admin/enrollments', { token: suite.admin.idToken, body: { userId: buyer.uid, courseId: ads.courseId } });
    expect(granted.status).toBe(200);
    const order = await place(buyer, { items: [{ courseId: ads.courseId }] });
    expect(order).toMatchObject({ status: 409, body: { code: 'ORDER_COURSE_OWNED' } });
  });

  describe('a crash between two steps is finished by the retry', () => {
    const sender = () => suite.app.app.get(CommandSender);

    it('a checkout that died after holding the discount places its order once, with that hold, when retried', async () => {
      const { code } = await discountCode(suite, { code: `CRASH${Date.now().toString(36).toUpperCase()}`.slice(0, 20), usageLimit: 1 });
      const buyer = await newBuyer();
      const orderId = randomUUID();
      const at = clock.now();
      // The first attempt held the code's only use, then the process died before placing the order.
      await sender().decide(discountCodeDecider, { type: 'ReserveDiscount', data: { code, orderId, eligibleSubtotal: 1_990_000, at: at.toISOString() } }, { at });
      const retry = new PlaceOrderCommand(orderId, buyer.uid, { items: [{ courseId: ads.courseId }], paymentMethod: 'bank_transfer', discountCode: code }, null, at);
      await suite.app.app.get(CommandBus).execute(retry);
      await suite.app.app.get(CommandBus).execute(retry);
      const order = (await suite.api('GET', `/orders/${orderId}/status`, { token: buyer.idToken })).body;
      expect(order.statusOrder).toBe('pending');
      expect(await orderEvents({ _id: orderId } as Order)).toEqual(['OrderPlaced']);
      const holds = (await events().readStream(`commerce_discount_code-${code}`)).filter((event) => event.type === 'DiscountReserved');
      expect(holds.map((event) => event.data.orderId)).toEqual([orderId]);
      expect(await place(await newBuyer(), { items: [{ courseId: ads.courseId }], discountCode: code })).toMatchObject({ status: 409, body: { code: 'DISCOUNT_CODE_USED_UP' } });
    });

    it('a transfer whose matcher died after paying the order is settled by the redelivery, and pays nothing twice', async () => {
      const buyer = await newBuyer();
      const order = await placed(buyer, { items: [{ courseId: excel.courseId }] });
      const notification = sepayNotification(order.code, order.totalAmount);
      // The matcher's first step landed (the order recorded this transfer), then the process died.
      const at = clock.now();
      await sender().decide(orderDecider, { type: 'RecordPayment', data: { orderId: order._id, transferId: `sepay-${notification.id}`, amount: order.totalAmount, at: at.toISOString() } }, { at });
      // SePay did not hear back in time and delivers it again.
      expect((await reportTransfer(suite.api, notification)).status).toBe(200);
      const transferStream = `commerce_bank_transfer-sepay-${notification.id}`;
      await eventually(async () => expect((await events().readStream(transferStream)).map((event) => event.type)).toEqual(['TransferReceived', 'TransferPaidOrder']));
      expect(await orderEvents(order)).toEqual(['OrderPlaced', 'OrderPaid']);
    });
  });

  it('judges a transfer by when the money arrived, even when it is matched after the deadline', async () => {
    const buyer = await newBuyer();
    const order = await placed(buyer, { items: [{ courseId: excel.courseId }] });
    const arrived = new Date(clock.now().getTime() + 10 * MINUTE_MS).toISOString();
    // The process was down past the deadline; the transfer recorded before it is matched now.
    clock.advance(31 * MINUTE_MS);
    const transfer = { transferId: `sepay-late-match-${order.code}`, gateway: 'Vietcombank', accountNumber: DEMO_ACCOUNT_NUMBER, amount: order.totalAmount, content: order.code, code: null, referenceCode: null, transactionDate: '2026-12-01 16:10:00', receivedAt: arrived };
    await suite.app.app.get(CommandSender).decide(bankTransferDecider, { type: 'ReceiveTransfer', data: transfer }, { at: clock.now() });
    await eventually(async () => expect(await statusOf(order, buyer)).toBe('paid'));
  });

  it('places one order for one Idempotency-Key, however often the browser retries', async () => {
    const buyer = await newBuyer();
    const key = `retry-${Date.now()}`;
    const [first, second] = await Promise.all([place(buyer, { items: [{ courseId: ads.courseId }] }, key), place(buyer, { items: [{ courseId: ads.courseId }] }, key)]);
    const third = await place(buyer, { items: [{ courseId: ads.courseId }] }, key);
    const ids = [first, second, third].filter((response) => response.status === 201).map((response) => response.body._id);
    expect(new Set(ids).size).toBe(1);
    expect((await suite.api('GET', '/orders/me', { token: buyer.idToken })).body.pagination.totalItems).toBe(1);
  });
});
