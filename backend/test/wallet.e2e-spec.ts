import { Deposit, ERROR_MESSAGES, MyWalletEntry, Order, PaymentReview, WalletBalanceResponse } from '@academy/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { orderDecider } from '../src/modules/commerce/domain/order/order.decider';
import { memoCodeOf } from '../src/modules/commerce/domain/payment/memo-code';
import { walletDecider } from '../src/modules/wallet/domain/wallet/wallet.decider';
import { Decide } from '../src/platform/commands/decide';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';
import { publishedCourse, toolPlanOnSale } from './support/on-sale';
import { reportTransfer, sepayNotification } from './support/sepay';

const MINUTE_MS = 60_000;

describe('the wallet over HTTP: deposits, paying from it, refunds into it', () => {
  const clock = new TestClock(new Date());
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-wallet-files-')) }, { clock });
  let instructor: EmulatorUser;
  let course: { courseId: string };
  let plan: { toolPlanId: string };

  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
    course = await publishedCourse(suite, instructor, 'Email marketing', 150_000);
    plan = await toolPlanOnSale(suite, 'Ahrefs', 50_000);
  }, 60_000);

  let keys = 0;
  const key = () => `wallet-${Date.now()}-${(keys += 1)}`;
  const newUser = () => signedInUser(suite.app, 'student');
  const balanceOf = async (user: EmulatorUser): Promise<WalletBalanceResponse> => (await suite.api('GET', '/wallet/balance', { token: user.idToken })).body;
  const requestDeposit = (user: EmulatorUser, amount: unknown, idempotencyKey = key()) =>
    suite.api('POST', '/wallet/deposit', { token: user.idToken, body: { amount }, headers: { 'Idempotency-Key': idempotencyKey } });
  const deposited = async (user: EmulatorUser, amount: number): Promise<Deposit> => {
    const response = await requestDeposit(user, amount);
    expect(response.status).toBe(201);
    return response.body;
  };
  const transfer = (memo: string, amount: number) => reportTransfer(suite.api, sepayNotification(`${memo} nap tien`, amount));
  const depositStatus = async (user: EmulatorUser, code: string) => (await suite.api('GET', `/wallet/deposit-status/${code}`, { token: user.idToken })).body;
  /** A user with `amount` in the main balance, paid in through a deposit and the bank webhook. */
  const funded = async (amount: number): Promise<EmulatorUser> => {
    const user = await newUser();
    const deposit = await deposited(user, amount);
    await transfer(deposit.code, amount);
    await eventually(async () => expect((await balanceOf(user)).mainBalance).toBe(amount));
    return user;
  };
  const buyWithWallet = (user: EmulatorUser, items: object[], idempotencyKey = key()) =>
    suite.api('POST', '/wallet/purchase', { token: user.idToken, body: { items }, headers: { 'Idempotency-Key': idempotencyKey } });
  const events = () => suite.app.app.get<EventStore>(EVENT_STORE);
  const reviews = async (): Promise<PaymentReview[]> => (await suite.api('GET', '/admin/payments/reviews?status=open&limit=100', { token: suite.admin.idToken })).body.reviews;

  describe('deposits', () => {
    it('creates a deposit with its NT memo and VietQR, credits it once when the transfer arrives, however often SePay repeats it', async () => {
      const user = await newUser();
      const deposit = await deposited(user, 200_000);
      expect(deposit).toMatchObject({ amount: 200_000, status: 'pending', amountCredited: null, payment: { amount: 200_000, memo: deposit.code } });
      expect(deposit.code).toMatch(/^NT[A-Z0-9]{11}$/);
      expect(await suite.api('GET', `/wallet/deposit/${deposit.code}`, { token: user.idToken })).toMatchObject({ status: 200, body: { code: deposit.code } });

      const notification = sepayNotification(`${deposit.code} nap tien`, 200_000);
      const replies = await Promise.all(Array.from({ length: 50 }, () => reportTransfer(suite.api, notification)));
      expect(replies.every((reply) => reply.status === 200)).toBe(true);
      await eventually(async () => expect(await depositStatus(user, deposit.code)).toMatchObject({ status: 'paid', amountCredited: 200_000 }));
      await eventually(async () => expect((await balanceOf(user)).mainBalance).toBe(200_000));
      const credits = (await events().readStream(`wallet_wallet-${user.uid}`)).filter((event) => event.type === 'DepositCredited');
      expect(credits).toHaveLength(1);
    });

    it('gives the same deposit to a retried request, and lists deposits newest first with a date filter', async () => {
      const user = await newUser();
      const idempotencyKey = key();
      const first = await requestDeposit(user, 100_000, idempotencyKey);
      const again = await requestDeposit(user, 100_000, idempotencyKey);
      expect(again.body.code).toBe(first.body.code);
      clock.advance(MINUTE_MS);
      const later = await deposited(user, 300_000);
      const history = (await suite.api('GET', '/wallet/history/deposits', { token: user.idToken })).body;
      expect(history.deposits.map((each: Deposit) => each.code)).toEqual([later.code, first.body.code]);
      const yesterday = new Date(clock.now().getTime() - 24 * 60 * MINUTE_MS + 7 * 60 * MINUTE_MS).toISOString().slice(0, 10);
      const none = await suite.api('GET', `/wallet/history/deposits?toDate=${yesterday}`, { token: user.idToken });
      expect(none.body.deposits).toEqual([]);
    });

    it('refuses bad amounts with Vietnamese messages and records nothing', async () => {
      const user = await newUser();
      for (const [amount, message] of [
        [9_999, ERROR_MESSAGES.DEPOSIT_AMOUNT_TOO_SMALL],
        [100_000_001, ERROR_MESSAGES.DEPOSIT_AMOUNT_TOO_LARGE],
        [-50_000, ERROR_MESSAGES.DEPOSIT_AMOUNT_TOO_SMALL],
        [50_000.5, ERROR_MESSAGES.WALLET_AMOUNT_INVALID],
        [1e300, ERROR_MESSAGES.WALLET_AMOUNT_INVALID],
      ] as const) {
        expect(await requestDeposit(user, amount)).toMatchObject({ status: 400, body: { message: message } });
      }
      expect(await requestDeposit(user, '50000')).toMatchObject({ status: 400 });
      expect((await suite.api('GET', '/wallet/history/deposits', { token: user.idToken })).body.deposits).toEqual([]);
    });

    it("answers someone else's deposit code like an unknown one", async () => {
      const owner = await newUser();
      const deposit = await deposited(owner, 50_000);
      const stranger = await newUser();
      expect(await suite.api('GET', `/wallet/deposit/${deposit.code}`, { token: stranger.idToken })).toMatchObject({ status: 404, body: { message: ERROR_MESSAGES.DEPOSIT_NOT_FOUND } });
      expect(await suite.api('GET', `/wallet/deposit-status/${deposit.code}`, { token: stranger.idToken })).toMatchObject({ status: 404 });
      expect(await suite.api('GET', '/wallet/deposit/NT000000000000', { token: stranger.idToken })).toMatchObject({ status: 404 });
    });

    it('credits all of an over-payment, recorded as what arrived', async () => {
      const user = await newUser();
      const deposit = await deposited(user, 100_000);
      await transfer(deposit.code, 120_000);
      await eventually(async () => expect(await depositStatus(user, deposit.code)).toMatchObject({ status: 'paid', amountCredited: 120_000 }));
      await eventually(async () => expect((await balanceOf(user)).mainBalance).toBe(120_000));
    });

    it('holds a short transfer for an admin, credits nothing, and credits what arrived when the admin matches it', async () => {
      const user = await newUser();
      const deposit = await deposited(user, 100_000);
      await transfer(deposit.code, 80_000);
      const held = await eventually(async () => {
        const found = (await reviews()).find((review) => review.orderCode === deposit.code);
        expect(found).toMatchObject({ reason: 'short', amount: 80_000, expectedAmount: 100_000 });
        return found!;
      });
      expect((await balanceOf(user)).mainBalance).toBe(0);
      const match = { action: 'match', orderCode: deposit.code, note: 'Học viên xác nhận chuyển thiếu' };
      expect(await suite.api('POST', `/admin/payments/reviews/${held._id}`, { token: suite.admin.idToken, body: match })).toMatchObject({ status: 200 });
      await eventually(async () => expect((await balanceOf(user)).mainBalance).toBe(80_000));
      expect(await depositStatus(user, deposit.code)).toMatchObject({ status: 'paid', amountCredited: 80_000 });
    });

    it('holds a transfer that arrives after the deposit expired', async () => {
      const user = await newUser();
      const deposit = await deposited(user, 100_000);
      clock.advance(61 * MINUTE_MS);
      expect(await depositStatus(user, deposit.code)).toMatchObject({ status: 'expired' });
      await transfer(deposit.code, 100_000);
      await eventually(async () => expect((await reviews()).find((review) => review.orderCode === deposit.code)).toMatchObject({ reason: 'late' }));
      expect((await balanceOf(user)).mainBalance).toBe(0);
    });
  });

  describe('paying from the wallet', () => {
    it('pays an order at once from the main balance, and refuses one the balance does not cover', async () => {
      const user = await funded(200_000);
      const bought = await buyWithWallet(user, [{ courseId: course.courseId }]);
      expect(bought).toMatchObject({ status: 201, body: { paymentMethod: 'wallet', totalAmount: 150_000, payment: null } });
      await eventually(async () => expect((await suite.api('GET', `/orders/${bought.body._id}/status`, { token: user.idToken })).body.statusOrder).toBe('paid'));
      expect((await balanceOf(user)).mainBalance).toBe(50_000);
      const refused = await buyWithWallet(user, [{ toolPlanId: plan.toolPlanId }, { courseId: (await publishedCourse(suite, instructor, 'SEO', 99_000)).courseId }]);
      expect(refused).toMatchObject({ status: 409, body: { code: 'WALLET_BALANCE_INSUFFICIENT', message: ERROR_MESSAGES.WALLET_BALANCE_INSUFFICIENT } });
      expect((await balanceOf(user)).mainBalance).toBe(50_000);
    });

    it('takes checkout through POST /orders with paymentMethod wallet too, and repeats nothing on a retry', async () => {
      const user = await funded(100_000);
      const idempotencyKey = key();
      const body = { items: [{ toolPlanId: plan.toolPlanId }], paymentMethod: 'wallet' };
      const first = await suite.api('POST', '/orders', { token: user.idToken, body, headers: { 'Idempotency-Key': idempotencyKey } });
      const retry = await suite.api('POST', '/orders', { token: user.idToken, body, headers: { 'Idempotency-Key': idempotencyKey } });
      expect(first).toMatchObject({ status: 201, body: { paymentMethod: 'wallet' } });
      expect(retry.body._id).toBe(first.body._id);
      // Paid inside the request; under load the answer's read model may show it a moment later (bounded read-your-writes).
      await eventually(async () => expect((await suite.api('GET', `/orders/${first.body._id}/status`, { token: user.idToken })).body.statusOrder).toBe('paid'));
      expect((await balanceOf(user)).mainBalance).toBe(50_000);
    });

    it('pays exactly k of 50 concurrent purchases from a wallet that affords k, and never goes below zero', async () => {
      const user = await funded(7 * 50_000);
      const outcomes = await Promise.all(Array.from({ length: 50 }, () => buyWithWallet(user, [{ toolPlanId: plan.toolPlanId }])));
      const paid = outcomes.filter((outcome) => outcome.status === 201);
      expect(paid).toHaveLength(7);
      expect(outcomes.filter((outcome) => outcome.status !== 201).every((outcome) => outcome.body.code === 'WALLET_BALANCE_INSUFFICIENT')).toBe(true);
      expect(await balanceOf(user)).toMatchObject({ mainBalance: 0, bonusBalance: 0 });
      const payments = (await events().readStream(`wallet_wallet-${user.uid}`)).filter((event) => event.type === 'WalletPaid');
      expect(payments).toHaveLength(7);
    });

    it('spends bonus money first, and a refund to the wallet gives each part back where it came from', async () => {
      const user = await funded(200_000);
      const at = clock.now().toISOString();
      const lot = { userId: user.uid, lotId: `lot-${user.uid}`, amount: 30_000, source: { kind: 'bonus_code', code: 'TET', bonusCodeId: 'b1' }, expiresAt: new Date(clock.now().getTime() + 7 * 24 * 60 * MINUTE_MS).toISOString(), at } as const;
      await suite.app.app.get(CommandBus).execute(new Decide(walletDecider, { type: 'GrantBonusLot', data: lot }, { at: clock.now() }));
      const order: Order = (await buyWithWallet(user, [{ courseId: course.courseId }])).body;
      expect(await balanceOf(user)).toMatchObject({ mainBalance: 80_000, bonusBalance: 0 });

      const refund = { reason: 'Khóa học không phù hợp', method: 'wallet' };
      expect(await suite.api('POST', `/admin/orders/${order._id}/refund`, { token: suite.admin.idToken, body: { ...refund, method: 'bank_transfer' } })).toMatchObject({
        status: 400,
        body: { message: ERROR_MESSAGES.ORDER_REFUND_TO_WALLET_ONLY },
      });
      expect(await suite.api('POST', `/admin/orders/${order._id}/refund`, { token: suite.admin.idToken, body: refund })).toMatchObject({ status: 201 });
      await eventually(async () => expect(await balanceOf(user)).toMatchObject({ mainBalance: 200_000, bonusBalance: 30_000, bonusLots: [{ _id: lot.lotId, amount: 30_000 }] }));

      // The holder's own history lists each movement (the test clock stands still, so their order is not checked); nobody else sees it.
      const history = await suite.api('GET', '/wallet/history/entries?limit=10', { token: user.idToken });
      expect(history.status).toBe(200);
      const entries: MyWalletEntry[] = history.body.entries;
      expect(entries.map((entry) => `${entry.type} ${entry.amount}`).sort()).toEqual(['bonus 30000', 'deposit 200000', 'payment -150000', 'payment_refund 150000']);
      expect(entries.find((entry) => entry.type === 'payment_refund')?.details).toContain(order.code);
      expect(entries[0]).not.toHaveProperty('user');
      const stranger = await newUser();
      expect((await suite.api('GET', '/wallet/history/entries', { token: stranger.idToken })).body).toMatchObject({ entries: [], pagination: { totalItems: 0 } });
    });

    it('credits a refund of a bank-transfer order to the main balance when the admin chooses the wallet', async () => {
      const user = await newUser();
      const order: Order = (await suite.api('POST', '/orders', { token: user.idToken, body: { items: [{ toolPlanId: plan.toolPlanId }], paymentMethod: 'bank_transfer' }, headers: { 'Idempotency-Key': key() } })).body;
      await transfer(order.code, order.totalAmount);
      await eventually(async () => expect((await suite.api('GET', `/orders/${order._id}/status`, { token: user.idToken })).body.statusOrder).toBe('paid'));
      await suite.api('POST', `/admin/orders/${order._id}/refund`, { token: suite.admin.idToken, body: { reason: 'Hoàn vào ví theo yêu cầu', method: 'wallet' } });
      await eventually(async () => expect((await balanceOf(user)).mainBalance).toBe(50_000));
    });
  });

  describe('a crash between the debit and the order', () => {
    /** The checkout died right after the wallet's debit: the order is placed, the wallet paid, the order not yet. */
    const debitOnly = async (user: EmulatorUser, orderId: string) => {
      const bus = suite.app.app.get(CommandBus);
      const at = clock.now();
      const memoCode = memoCodeOf(orderId.replace(/\W/g, '').slice(-10));
      const placement = {
        orderId,
        buyerId: user.uid,
        items: [{ kind: 'tool_plan' as const, toolPlanId: plan.toolPlanId, toolId: 't', name: 'Ahrefs', durationDays: 30, unitPrice: 50_000 }],
        discount: null,
        subtotal: 50_000,
        totalAmount: 50_000,
        paymentMethod: 'wallet' as const,
        memoCode,
        referralCode: null,
        expiresAt: new Date(at.getTime() + 30 * MINUTE_MS).toISOString(),
        at: at.toISOString(),
      };
      await bus.execute(new Decide(orderDecider, { type: 'PlaceOrder', data: placement }, { at }));
      return { bus, memoCode, at };
    };

    it('finishes the payment: the order is paid by the recovery reaction', async () => {
      const user = await funded(50_000);
      const orderId = `crash${Date.now().toString(36)}`;
      const { bus, memoCode, at } = await debitOnly(user, orderId);
      await bus.execute(new Decide(walletDecider, { type: 'PayFromWallet', data: { userId: user.uid, orderId, orderCode: memoCode, amount: 50_000, at: at.toISOString() } }, { at }));
      await eventually(async () => expect((await suite.api('GET', `/orders/${orderId}/status`, { token: user.idToken })).body.statusOrder).toBe('paid'));
      expect((await balanceOf(user)).mainBalance).toBe(0);
    });

    it('gives the money back when the order stopped waiting before the payment reached it', async () => {
      const user = await funded(50_000);
      const orderId = `late${Date.now().toString(36)}`;
      const { bus, memoCode, at } = await debitOnly(user, orderId);
      await bus.execute(new Decide(orderDecider, { type: 'CancelOrder', data: { orderId, by: { id: user.uid, role: 'buyer' }, at: at.toISOString() } }, { at }));
      await bus.execute(new Decide(walletDecider, { type: 'PayFromWallet', data: { userId: user.uid, orderId, orderCode: memoCode, amount: 50_000, at: at.toISOString() } }, { at }));
      await eventually(async () => expect((await balanceOf(user)).mainBalance).toBe(50_000));
      expect((await suite.api('GET', `/orders/${orderId}/status`, { token: user.idToken })).body.statusOrder).toBe('cancelled');
    });
  });
});
