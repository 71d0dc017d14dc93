import { ERROR_MESSAGES, FIELD_MESSAGES, WALLET_ENTRY_LABELS, WALLET_MESSAGES, WalletStatsResponse, WalletTransaction } from '@academy/contracts';
import { randomUUID } from 'crypto';
import { UserAccountRegistrar } from '../src/modules/identity';
import { walletDecider, WalletCommand } from '../src/modules/wallet/domain/wallet/wallet.decider';
import { toWalletStreamId } from '../src/modules/wallet/domain/wallet/wallet.stream';
import { CommandSender } from '../src/platform/commands/command-sender';
import { walletLedgerProjection } from '../src/modules/wallet/read-models/wallet-ledger/wallet-ledger.projection';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { ProjectionRunner } from '../src/platform/projections/projection-runner';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { apiSuite } from './support/api-suite';
import { eventually } from './support/eventually';
import { reportTransfer, sepayNotification } from './support/sepay';

type Body = Record<string, unknown>;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// 10:00 in Hà Nội on 1 March 2027: far from the machine's date, so a time read from the system shows.
const START = '2027-03-01T03:00:00.000Z';

describe('admin wallet overview over HTTP (/admin/wallet/...)', () => {
  const clock = new TestClock(START);
  const suite = apiSuite({}, { clock });
  const asAdmin = () => ({ token: suite.admin.idToken });
  let lan: string;
  let minh: string;
  const lanEmail = `lan.${randomUUID().slice(0, 8)}@example.vn`;

  /** A wallet holder with a name of their own, registered as sign-up does (no sign-in needed). */
  const holder = async (name: string, email: string): Promise<string> => {
    const uid = `u-${randomUUID()}`;
    const personal = { name, email, phoneNumber: '', age: null, avatarUrl: null };
    await suite.app.app.get(UserAccountRegistrar).register({ uid, role: 'student', personal, emailVerified: true, source: 'seed', registeredBy: null, registeredAt: clock.now() });
    return uid;
  };
  const stats = async (): Promise<WalletStatsResponse> => {
    const response = await suite.api<WalletStatsResponse>('GET', '/admin/wallet/stats', asAdmin());
    expect(response.status).toBe(200);
    return response.body;
  };
  const list = async (query = ''): Promise<{ transactions: WalletTransaction[]; pagination: Record<string, number> }> => {
    const response = await suite.api('GET', `/admin/wallet/system-transactions${query}`, asAdmin());
    expect(response.status).toBe(200);
    return response.body;
  };
  const adjust = (body: Body, key?: string) => suite.api('POST', '/admin/wallet/adjustments', { ...asAdmin(), body, headers: key ? { 'Idempotency-Key': key } : {} });
  const walletEvents = async (uid: string) => (await suite.app.app.get<EventStore>(EVENT_STORE).readStream(toWalletStreamId(uid))).map((event) => event.type);
  /** Deposits, bonus lots and payments as their own use cases will send them: here straight to the wallet. */
  const decide = (command: WalletCommand) => suite.app.app.get(CommandSender).decide(walletDecider, command, { at: new Date(command.data.at) });
  const now = () => clock.now().toISOString();

  beforeAll(async () => {
    lan = await holder('Trần Thị Lan', lanEmail);
    minh = await holder('Phạm Văn Minh', 'minh@example.vn');
  });

  it('keeps every call from anyone without a token (401) and from a student (403)', async () => {
    const calls: Array<[string, string, Body?]> = [
      ['GET', '/admin/wallet/stats'],
      ['GET', '/admin/wallet/system-transactions'],
      ['GET', '/admin/wallet/transactions'],
      ['POST', '/admin/wallet/adjustments', { userId: lan, direction: 'credit', amount: 1_000, reason: 'Thử' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await suite.api(method, path, { body })).status).toBe(401);
      expect((await suite.api(method, path, { body, token: suite.student.idToken })).status).toBe(403);
    }
    expect(await walletEvents(lan)).toEqual([]);
  });

  it('credits by hand with a reason, answers the new main balance, and the table shows who did it and why', async () => {
    const before = await stats();
    const credited = await adjust({ userId: lan, direction: 'credit', amount: 300_000, reason: '  Bù tiền nạp bị lỗi ngân hàng  ' });
    expect(credited).toMatchObject({ status: 201, body: { message: WALLET_MESSAGES.walletAdjusted, mainBalance: 300_000 } });
    clock.advance(60_000);
    const debited = await adjust({ userId: lan, direction: 'debit', amount: 50_000, reason: 'Thu hồi tiền cộng nhầm' });
    expect(debited).toMatchObject({ status: 201, body: { mainBalance: 250_000 } });

    expect(await stats()).toEqual({ ...before, totalMainBalance: before.totalMainBalance + 250_000 });
    const { transactions } = await list(`?search=${encodeURIComponent(lanEmail)}`);
    expect(transactions).toEqual([
      {
        _id: expect.any(String),
        date: '2027-03-01T03:01:00.000Z',
        user: { _id: lan, name: 'Trần Thị Lan', email: lanEmail },
        type: 'adjustment',
        details: 'Lý do: Thu hồi tiền cộng nhầm · Người điều chỉnh: Người dùng admin',
        amount: -50_000,
        balance: 'main',
      },
      expect.objectContaining({ amount: 300_000, details: 'Lý do: Bù tiền nạp bị lỗi ngân hàng · Người điều chỉnh: Người dùng admin' }),
    ]);
    expect(WALLET_ENTRY_LABELS[transactions[0]!.type]).toBe('Điều chỉnh bởi quản trị viên');
    const events = await suite.app.app.get<EventStore>(EVENT_STORE).readStream(toWalletStreamId(lan));
    expect(events.map((event) => [event.type, event.data.by, event.metadata.userId])).toEqual([
      ['WalletAdjusted', suite.admin.uid, suite.admin.uid],
      ['WalletAdjusted', suite.admin.uid, suite.admin.uid],
    ]);
  });

  it('refuses a debit beyond the main balance with 409 and moves nothing', async () => {
    const before = await stats();
    const eventsBefore = await walletEvents(lan);
    const response = await adjust({ userId: lan, direction: 'debit', amount: 250_001, reason: 'Trừ quá tay' });
    expect(response).toMatchObject({ status: 409, body: { code: 'WALLET_ADJUSTMENT_EXCEEDS_BALANCE', message: ERROR_MESSAGES.WALLET_ADJUSTMENT_EXCEEDS_BALANCE } });
    expect(await walletEvents(lan)).toEqual(eventsBefore);
    expect(await stats()).toEqual(before);
  });

  it('moves money once for a retried adjustment with the same Idempotency-Key', async () => {
    const before = await stats();
    const key = `adjust-${randomUUID()}`;
    const body = { userId: minh, direction: 'credit', amount: 20_000, reason: 'Quà tri ân khách hàng' };
    const first = await adjust(body, key);
    const retried = await adjust(body, key);
    expect(first).toMatchObject({ status: 201, body: { mainBalance: 20_000 } });
    expect(retried).toMatchObject({ status: 201, body: { mainBalance: 20_000 } });
    expect(await walletEvents(minh)).toEqual(['WalletAdjusted']);
    expect((await stats()).totalMainBalance).toBe(before.totalMainBalance + 20_000);
  });

  it('lets exactly as many of 10 racing debits through as the balance covers, never below zero', async () => {
    const racer = await holder('Đua Tiền', `dua.${randomUUID().slice(0, 8)}@example.vn`);
    expect((await adjust({ userId: racer, direction: 'credit', amount: 300_000, reason: 'Nạp để thử tranh chấp' })).status).toBe(201);
    const before = await stats();
    const debit = () => adjust({ userId: racer, direction: 'debit', amount: 100_000, reason: 'Trừ đồng thời' }, `race-${randomUUID()}`);
    const answers = await Promise.all(Array.from({ length: 10 }, debit));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, ...Array(7).fill(409)]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'WALLET_ADJUSTMENT_EXCEEDS_BALANCE')).toBe(true);
    expect(await walletEvents(racer)).toEqual(Array(4).fill('WalletAdjusted'));
    expect((await stats()).totalMainBalance).toBe(before.totalMainBalance - 300_000);
  });

  it('answers 404 for a user who does not exist and records nothing', async () => {
    const ghost = `u-${randomUUID()}`;
    const response = await adjust({ userId: ghost, direction: 'credit', amount: 10_000, reason: 'Không ai cả' });
    expect(response).toMatchObject({ status: 404, body: { code: 'WALLET_USER_NOT_FOUND', message: ERROR_MESSAGES.WALLET_USER_NOT_FOUND } });
    expect(await walletEvents(ghost)).toEqual([]);
  });

  it.each([
    [{ amount: 0 }, 'amount', ERROR_MESSAGES.WALLET_AMOUNT_INVALID],
    [{ amount: -5_000 }, 'amount', ERROR_MESSAGES.WALLET_AMOUNT_INVALID],
    [{ amount: 1_000.5 }, 'amount', ERROR_MESSAGES.WALLET_AMOUNT_INVALID],
    [{ amount: 1e20 }, 'amount', ERROR_MESSAGES.WALLET_AMOUNT_INVALID],
    [{ amount: '10000' }, 'amount', ERROR_MESSAGES.WALLET_AMOUNT_INVALID],
    [{ reason: undefined }, 'reason', ERROR_MESSAGES.WALLET_ADJUSTMENT_REASON_REQUIRED],
    [{ reason: '   ' }, 'reason', ERROR_MESSAGES.WALLET_ADJUSTMENT_REASON_REQUIRED],
    [{ reason: 'x'.repeat(501) }, 'reason', WALLET_MESSAGES.adjustmentReasonTooLong],
    [{ direction: 'steal' }, 'direction', WALLET_MESSAGES.adjustmentDirectionInvalid],
    [{ userId: 'a/b' }, 'userId', FIELD_MESSAGES.idInvalid],
  ])('refuses a bad adjustment with a Vietnamese 400 and moves nothing (%#)', async (change, field, message) => {
    const before = await stats();
    const eventsBefore = await walletEvents(lan);
    const response = await adjust({ userId: lan, direction: 'credit', amount: 10_000, reason: 'Hợp lệ', ...change });
    expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
    expect(await walletEvents(lan)).toEqual(eventsBefore);
    expect(await stats()).toEqual(before);
  });

  it.each([
    ['?page=0'],
    ['?page=abc'],
    ['?limit=1000'],
    ['?sortOrder=sideways'],
    ['?fromDate=2027-13-01'],
    ['?fromDate=2027-03-05&toDate=2027-03-01'],
    [`?search=${'a'.repeat(5_000)}`],
  ])('refuses a hostile query with 400 (%#)', async (query) => {
    const response = await suite.api('GET', `/admin/wallet/system-transactions${query}`, asAdmin());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  });

  it('counts deposits, bonus still spendable now (not a lot whose time passed, before the worker closes it) and payments', async () => {
    const before = await stats();
    clock.set('2027-03-02T03:00:00.000Z');
    const source = { kind: 'bonus_code' as const, code: 'TET2027', bonusCodeId: 'b1' };
    await decide({ type: 'CreditDeposit', data: { userId: minh, depositId: `dep-${randomUUID()}`, amount: 200_000, at: now() } });
    await decide({ type: 'GrantBonusLot', data: { userId: minh, lotId: 'lot-soon', amount: 30_000, source, expiresAt: new Date(clock.now().getTime() + DAY_MS).toISOString(), at: now() } });
    await decide({ type: 'GrantBonusLot', data: { userId: minh, lotId: 'lot-later', amount: 50_000, source, expiresAt: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(), at: now() } });
    clock.advance(60_000);
    // Bonus first, the lot expiring soonest first: all 30.000 of it, then 10.000 of the later one.
    await decide({ type: 'PayFromWallet', data: { userId: minh, orderId: `o-${randomUUID()}`, orderCode: 'DH-VI-1', amount: 40_000, at: now() } });
    expect(await stats()).toEqual({
      totalMainBalance: before.totalMainBalance + 200_000,
      totalBonusBalance: before.totalBonusBalance + 40_000,
      totalDeposited: before.totalDeposited + 200_000,
    });
    const [payment] = (await list('?search=minh@example.vn')).transactions;
    expect(payment).toMatchObject({ type: 'payment', amount: -40_000, balance: 'bonus' });
    expect(payment!.details.replace(/\u00a0/g, ' ')).toBe('Thanh toán đơn hàng DH-VI-1: ví thưởng 40.000 ₫');

    // The soon lot is spent out; a second one expiring tomorrow stops counting once tomorrow comes.
    await decide({ type: 'GrantBonusLot', data: { userId: minh, lotId: 'lot-tomorrow', amount: 15_000, source, expiresAt: new Date(clock.now().getTime() + DAY_MS).toISOString(), at: now() } });
    expect((await stats()).totalBonusBalance).toBe(before.totalBonusBalance + 55_000);
    clock.advance(DAY_MS);
    expect((await stats()).totalBonusBalance).toBe(before.totalBonusBalance + 40_000);
    // The worker's expiry then changes nothing on the card: the lot was already not counted.
    await decide({ type: 'ExpireBonusLot', data: { userId: minh, lotId: 'lot-tomorrow', at: now() } });
    expect((await stats()).totalBonusBalance).toBe(before.totalBonusBalance + 40_000);
    const [expiry] = (await list('?search=minh@example.vn')).transactions;
    expect(expiry).toMatchObject({ type: 'bonus_expired', amount: -15_000, balance: 'bonus', details: 'Tiền thưởng từ mã TET2027 hết hạn sử dụng' });
  });

  it("lists the users' real money apart: deposits, wallet payments and refunds, not bonuses or adjustments", async () => {
    const response = await suite.api('GET', '/admin/wallet/transactions?search=minh@example.vn&limit=100', asAdmin());
    expect(response.status).toBe(200);
    const types = (response.body.transactions as WalletTransaction[]).map((t) => t.type);
    expect(types).toEqual(['payment', 'deposit']);
    const everything = (await list('?search=minh@example.vn&limit=100')).transactions.map((t) => t.type);
    expect(everything).toEqual(expect.arrayContaining(['adjustment', 'bonus', 'bonus_expired', 'payment', 'deposit']));
  });

  it('searches by name or email, without accents or case', async () => {
    const byName = await list(`?search=${encodeURIComponent('tran thi LAN')}`);
    expect(byName.transactions.length).toBeGreaterThan(0);
    expect(byName.transactions.every((t) => t.user._id === lan)).toBe(true);
    const byEmail = await list('?search=MINH@example');
    expect(byEmail.transactions.length).toBeGreaterThan(0);
    expect(byEmail.transactions.every((t) => t.user._id === minh)).toBe(true);
    expect(await list('?search=khong-ai-ca')).toEqual({ transactions: [], pagination: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 10 } });
  });

  it('filters by Vietnam days, both included, and sorts by date either way', async () => {
    // 23:30 on 5 March and 00:30 on 6 March in Hà Nội: the same UTC day, different Vietnam days.
    clock.set('2027-03-05T16:30:00.000Z');
    await adjust({ userId: minh, direction: 'credit', amount: 1_000, reason: 'Cuối ngày 5/3' });
    clock.set('2027-03-05T17:30:00.000Z');
    await adjust({ userId: minh, direction: 'credit', amount: 2_000, reason: 'Đầu ngày 6/3' });
    const amounts = async (query: string) => (await list(query)).transactions.map((t) => t.amount);
    expect(await amounts('?fromDate=2027-03-05&toDate=2027-03-05')).toEqual([1_000]);
    expect(await amounts('?fromDate=2027-03-06')).toEqual([2_000]);
    expect(await amounts('?fromDate=2027-03-05&toDate=2027-03-06&sortOrder=asc')).toEqual([1_000, 2_000]);

    const desc = (await list('?limit=100')).transactions.map((t) => t.date);
    const asc = (await list('?limit=100&sortOrder=asc')).transactions.map((t) => t.date);
    expect(desc).toEqual([...desc].sort().reverse());
    expect(asc).toEqual([...desc].reverse());
    expect(new Set(asc)).toEqual(new Set(desc));
  });

  it('pages ten at a time by default, and by the limit asked', async () => {
    const all = await list('?limit=100');
    const total = all.pagination.totalItems!;
    expect(total).toBeGreaterThanOrEqual(8);
    expect((await list()).pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(total / 10), totalItems: total, limit: 10 });
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?limit=3&page=${page}`)));
    expect(pages.map((p) => p.pagination.totalPages)).toEqual([Math.ceil(total / 3), Math.ceil(total / 3), Math.ceil(total / 3)]);
    expect(pages.flatMap((p) => p.transactions.map((t) => t._id))).toEqual(all.transactions.slice(0, 9).map((t) => t._id));
  });

  it('counts a real deposit, paid by the bank webhook, on the cards and in both lists', async () => {
    const before = await stats();
    const requested = await suite.api('POST', '/wallet/deposit', { token: suite.student.idToken, body: { amount: 150_000 }, headers: { 'Idempotency-Key': `dep-${randomUUID()}` } });
    expect(requested.status).toBe(201);
    // SePay dates a transfer in Vietnam time, to the second.
    const arrived = new Date(clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    await reportTransfer(suite.api, sepayNotification(`${requested.body.code} nap tien`, 150_000, { transactionDate: arrived }));
    await eventually(async () => expect(await stats()).toEqual({ ...before, totalMainBalance: before.totalMainBalance + 150_000, totalDeposited: before.totalDeposited + 150_000 }));
    for (const path of ['/admin/wallet/transactions', '/admin/wallet/system-transactions']) {
      const [deposit] = (await suite.api('GET', `${path}?search=${encodeURIComponent(suite.student.email)}`, asAdmin())).body.transactions as WalletTransaction[];
      expect(deposit).toMatchObject({ type: 'deposit', amount: 150_000, balance: 'main', details: `Nạp tiền qua chuyển khoản ngân hàng, lệnh nạp ${requested.body.code}`, user: { _id: suite.student.uid, name: 'Người dùng student', email: suite.student.email } });
    }
  });

  it('rebuilds the ledger from the log to exactly what was built live: entries, lots, totals and names', async () => {
    const store = suite.app.app.get<ReadStore>(READ_STORE);
    const snapshot = () =>
      Promise.all(walletLedgerProjection.collections.map(async (name) => (await store.collection(name).find({ sort: [{ field: 'id', direction: 'asc' }], limit: 1_000 })).items));
    const live = await snapshot();
    const liveStats = await stats();
    expect(live.flat().length).toBeGreaterThan(10);
    const runner = suite.app.app.get(ProjectionRunner);
    await runner.stop();
    await runner.rebuild(walletLedgerProjection);
    expect(await snapshot()).toEqual(live);
    await runner.start();
    expect(await stats()).toEqual(liveStats);
  });
});
