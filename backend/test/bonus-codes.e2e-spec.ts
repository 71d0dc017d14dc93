import { BonusCode, ERROR_MESSAGES, ReceivedBonus, WALLET_MESSAGES } from '@academy/contracts';
import { bonusCodeDecider } from '../src/modules/wallet/domain/bonus-code/bonus-code.decider';
import { CommandSender } from '../src/platform/commands/command-sender';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';

type Body = Record<string, unknown>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// 10:00 in Hà Nội on 10 March 2027: the Vietnam day of a claim is this one whatever the machine's zone.
const START = '2027-03-10T03:00:00.000Z';

const form = (code: string, extra: Body = {}): Body => ({ code, bonusAmount: 50_000, validityDays: 30, claimLimit: 10, validFrom: null, validUntil: null, ...extra });

describe('bonus codes over HTTP (/admin/bonus-codes, /bonus/claim, /bonus/history/received)', () => {
  const clock = new TestClock(START);
  const suite = apiSuite({}, { clock });
  const asAdmin = () => ({ token: suite.admin.idToken });
  let serial = 0;
  /** A code of its own for each test: the event store outlives a run. */
  const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`.toUpperCase().slice(0, 20);

  const listAll = async (): Promise<BonusCode[]> => (await suite.api('GET', '/admin/bonus-codes', asAdmin())).body.bonusCodes;
  const create = (body: Body, headers: Record<string, string> = {}) => suite.api('POST', '/admin/bonus-codes', { ...asAdmin(), body, headers });
  const created = async (code: string, extra: Body = {}): Promise<BonusCode> => {
    const response = await create(form(code, extra));
    expect(response.status).toBe(201);
    return response.body.bonusCode;
  };
  const claim = (user: EmulatorUser, code: string) => suite.api('POST', '/bonus/claim', { token: user.idToken, body: { code } });
  const received = async (user: EmulatorUser, query = ''): Promise<{ bonuses: ReceivedBonus[]; pagination: Body }> =>
    (await suite.api('GET', `/bonus/history/received${query}`, { token: user.idToken })).body;
  const events = () => suite.app.app.get<EventStore>(EVENT_STORE);
  /** What the wallet ledger credited: its own stream, not a read model. */
  const lotsGranted = async (user: EmulatorUser) => (await events().readStream(`wallet_wallet-${user.uid}`)).filter((event) => event.type === 'BonusLotGranted');
  const newUser = () => signedInUser(suite.app, 'student');

  describe('the admin list and form', () => {
    it('creates a code upper-cased, at the top of the list, and records who did it', async () => {
      const code = fresh('tet');
      const older = await created(fresh('CU'));
      clock.advance(1_000);
      const response = await create(form(` ${code.toLowerCase()} `, { claimLimit: null, validUntil: '2027-12-31T23:59:59.999+07:00' }));
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        message: WALLET_MESSAGES.bonusCodeCreated,
        bonusCode: {
          _id: expect.any(String),
          code,
          bonusAmount: 50_000,
          validityDays: 30,
          claimLimit: null,
          timesClaimed: 0,
          validFrom: null,
          validUntil: '2027-12-31T16:59:59.999Z',
          isActive: true,
          createdAt: clock.now().toISOString(),
          updatedAt: clock.now().toISOString(),
        },
      });
      const ids = (await listAll()).map((bonusCode) => bonusCode._id);
      expect(ids.indexOf(response.body.bonusCode._id)).toBeLessThan(ids.indexOf(older._id));
      const history = await events().readStream(`wallet_bonus_code-${code}`);
      expect(history.map((event) => [event.type, event.metadata.userId])).toEqual([['BonusCodeCreated', suite.admin.uid]]);
    });

    it('creates a code switched off when asked', async () => {
      expect(await created(fresh('OFF'), { isActive: false })).toMatchObject({ isActive: false });
    });

    it('refuses a code that exists, in any case, with 409, and lets exactly one of 10 racing creates win', async () => {
      const code = fresh('DUP');
      await created(code);
      const again = await create(form(code.toLowerCase(), { bonusAmount: 20_000 }));
      expect(again).toMatchObject({ status: 409, body: { code: 'BONUS_CODE_TAKEN', message: ERROR_MESSAGES.BONUS_CODE_TAKEN } });

      const raced = fresh('RACE');
      const answers = await Promise.all(Array.from({ length: 10 }, () => create(form(raced))));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      expect((await listAll()).filter((bonusCode) => bonusCode.code === raced)).toHaveLength(1);
    });

    it('answers a retried create with the same Idempotency-Key with the code it made', async () => {
      const code = fresh('RETRY');
      const headers = { 'Idempotency-Key': `bonus-code-${code}` };
      const first = await create(form(code), headers);
      const retried = await create(form(code), headers);
      expect(first.status).toBe(201);
      expect(retried).toMatchObject({ status: 201, body: { bonusCode: { _id: first.body.bonusCode._id, code } } });
      expect((await listAll()).filter((bonusCode) => bonusCode.code === code)).toHaveLength(1);
    });

    it.each([
      [{ code: 'AB' }, 'code', ERROR_MESSAGES.BONUS_CODE_INVALID],
      [{ code: 'TẾT2027' }, 'code', ERROR_MESSAGES.BONUS_CODE_INVALID],
      [{ code: 'TET-2027' }, 'code', ERROR_MESSAGES.BONUS_CODE_INVALID],
      [{ code: 'A'.repeat(5_000) }, 'code', ERROR_MESSAGES.BONUS_CODE_INVALID],
      [{ code: '   ' }, 'code', ERROR_MESSAGES.BONUS_CODE_INVALID],
      [{ bonusAmount: 0 }, 'bonusAmount', ERROR_MESSAGES.BONUS_AMOUNT_INVALID],
      [{ bonusAmount: -50_000 }, 'bonusAmount', ERROR_MESSAGES.BONUS_AMOUNT_INVALID],
      [{ bonusAmount: 1_000.5 }, 'bonusAmount', ERROR_MESSAGES.BONUS_AMOUNT_INVALID],
      [{ bonusAmount: 1e20 }, 'bonusAmount', ERROR_MESSAGES.BONUS_AMOUNT_INVALID],
      [{ bonusAmount: '50000' }, 'bonusAmount', ERROR_MESSAGES.BONUS_AMOUNT_INVALID],
      [{ bonusAmount: undefined }, 'bonusAmount', ERROR_MESSAGES.BONUS_AMOUNT_INVALID],
      [{ validityDays: 0 }, 'validityDays', ERROR_MESSAGES.BONUS_VALIDITY_DAYS_INVALID],
      [{ validityDays: 1.5 }, 'validityDays', ERROR_MESSAGES.BONUS_VALIDITY_DAYS_INVALID],
      [{ validityDays: 3_651 }, 'validityDays', ERROR_MESSAGES.BONUS_VALIDITY_DAYS_INVALID],
      [{ claimLimit: 0 }, 'claimLimit', ERROR_MESSAGES.BONUS_CLAIM_LIMIT_INVALID],
      [{ claimLimit: -3 }, 'claimLimit', ERROR_MESSAGES.BONUS_CLAIM_LIMIT_INVALID],
      [{ claimLimit: 2.5 }, 'claimLimit', ERROR_MESSAGES.BONUS_CLAIM_LIMIT_INVALID],
      [{ validFrom: '10/03/2027' }, 'validFrom', ERROR_MESSAGES.BONUS_CODE_WINDOW_INVALID],
      [{ validFrom: '2027-04-01T00:00:00+07:00', validUntil: '2027-03-01T00:00:00+07:00' }, 'validUntil', ERROR_MESSAGES.BONUS_CODE_WINDOW_INVALID],
      [{ isActive: 'co' }, 'isActive', 'Phải là true hoặc false.'],
    ])('refuses bad input with a Vietnamese 400 and records nothing (%#)', async (change, field, message) => {
      const before = await listAll();
      const response = await create({ ...form('ABC123'), ...change });
      expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
      expect(await listAll()).toEqual(before);
    });

    it('refuses a code whose window has already ended when created (the decider, 400)', async () => {
      const response = await create(form(fresh('OLD'), { validUntil: '2027-03-01T00:00:00+07:00' }));
      expect(response).toMatchObject({ status: 400, body: { code: 'BONUS_CODE_WINDOW_INVALID', message: ERROR_MESSAGES.BONUS_CODE_WINDOW_INVALID } });
    });

    it('edits the terms, keeps the code, and switches it off and on with the form', async () => {
      const bonusCode = await created(fresh('EDIT'));
      const terms = { code: 'IGNORED', bonusAmount: 80_000, validityDays: 7, claimLimit: 100, validFrom: '2027-03-01T00:00:00+07:00', validUntil: null, isActive: false };
      const response = await suite.api('PUT', `/admin/bonus-codes/${bonusCode._id}`, { ...asAdmin(), body: terms });
      expect(response).toMatchObject({ status: 200, body: { message: WALLET_MESSAGES.bonusCodeUpdated } });
      expect(response.body.bonusCode).toEqual({ ...bonusCode, bonusAmount: 80_000, validityDays: 7, claimLimit: 100, validFrom: '2027-02-28T17:00:00.000Z', validUntil: null, isActive: false });
      expect((await listAll()).find((row) => row._id === bonusCode._id)).toEqual(response.body.bonusCode);

      // The same form again records nothing; sending isActive alone with the terms switches it back on.
      await suite.api('PUT', `/admin/bonus-codes/${bonusCode._id}`, { ...asAdmin(), body: terms });
      const on = await suite.api('PUT', `/admin/bonus-codes/${bonusCode._id}`, { ...asAdmin(), body: { ...terms, isActive: true } });
      expect(on.body.bonusCode).toMatchObject({ isActive: true, bonusAmount: 80_000 });
      const history = await events().readStream(`wallet_bonus_code-${bonusCode.code}`);
      expect(history.map((event) => event.type)).toEqual(['BonusCodeCreated', 'BonusCodeEdited', 'BonusCodeDeactivated', 'BonusCodeActivated']);

      const invalid = await suite.api('PUT', `/admin/bonus-codes/${bonusCode._id}`, { ...asAdmin(), body: { ...terms, bonusAmount: -1 } });
      expect(invalid).toMatchObject({ status: 400, body: { message: ERROR_MESSAGES.BONUS_AMOUNT_INVALID, fields: { bonusAmount: ERROR_MESSAGES.BONUS_AMOUNT_INVALID } } });
    });

    it('erases a code nobody claimed and frees its name', async () => {
      const bonusCode = await created(fresh('GONE'));
      const deleted = await suite.api('DELETE', `/admin/bonus-codes/${bonusCode._id}`, asAdmin());
      expect(deleted).toMatchObject({ status: 200, body: { message: WALLET_MESSAGES.bonusCodeDeleted, _id: bonusCode._id, outcome: 'deleted', bonusCode: null } });
      expect((await listAll()).map((row) => row._id)).not.toContain(bonusCode._id);
      const reborn = await created(bonusCode.code);
      expect(reborn._id).not.toBe(bonusCode._id);
    });

    it('deactivates a claimed code instead of erasing it, keeping its name taken', async () => {
      const bonusCode = await created(fresh('KEPT'));
      expect((await claim(suite.student, bonusCode.code)).status).toBe(200);
      const response = await suite.api('DELETE', `/admin/bonus-codes/${bonusCode._id}`, asAdmin());
      expect(response).toMatchObject({
        status: 200,
        body: { message: WALLET_MESSAGES.bonusCodeDeactivated, outcome: 'deactivated', bonusCode: { _id: bonusCode._id, isActive: false, timesClaimed: 1 } },
      });
      expect((await create(form(bonusCode.code))).status).toBe(409);
    });

    it('answers 404 for an id that names no code, or a code since erased', async () => {
      const gone = await created(fresh('BYE'));
      await suite.api('DELETE', `/admin/bonus-codes/${gone._id}`, asAdmin());
      for (const id of ['khong-ton-tai', gone._id]) {
        const answers = await Promise.all([
          suite.api('PUT', `/admin/bonus-codes/${id}`, { ...asAdmin(), body: form('X', { code: undefined }) }),
          suite.api('DELETE', `/admin/bonus-codes/${id}`, asAdmin()),
        ]);
        for (const answer of answers) expect(answer).toMatchObject({ status: 404, body: { code: 'BONUS_CODE_NOT_FOUND', message: ERROR_MESSAGES.BONUS_CODE_NOT_FOUND } });
      }
    });

    it('keeps the admin screens to admins', async () => {
      const bonusCode = await created(fresh('ADM'));
      const answers = await Promise.all([
        suite.api('GET', '/admin/bonus-codes', { token: suite.student.idToken }),
        suite.api('POST', '/admin/bonus-codes', { token: suite.student.idToken, body: form(fresh('NO')) }),
        suite.api('PUT', `/admin/bonus-codes/${bonusCode._id}`, { token: suite.student.idToken, body: form('X') }),
        suite.api('DELETE', `/admin/bonus-codes/${bonusCode._id}`, { token: suite.student.idToken }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
      expect((await listAll()).find((row) => row._id === bonusCode._id)).toEqual(bonusCode);
    });
  });

  describe('claiming a code', () => {
    it('credits the lot once per user, counts the claim, and shows it in the history with its expiry', async () => {
      const bonusCode = await created(fresh('NHAN'), { bonusAmount: 75_000, validityDays: 14 });
      const user = await newUser();
      const expiresAt = new Date(clock.now().getTime() + 14 * DAY_MS).toISOString();
      const response = await claim(user, ` ${bonusCode.code.toLowerCase()} `);
      expect(response).toMatchObject({ status: 200, body: { message: WALLET_MESSAGES.bonusClaimed, bonus: { code: bonusCode.code, amount: 75_000, expiresAt } } });
      expect(response.body.message).toBe('Nhận mã thưởng thành công!');

      const again = await claim(user, bonusCode.code);
      expect(again).toMatchObject({ status: 409, body: { code: 'BONUS_CODE_ALREADY_CLAIMED', message: 'Bạn đã nhận mã thưởng này rồi.' } });

      expect((await lotsGranted(user)).map((event) => event.data)).toEqual([
        { userId: user.uid, lotId: response.body.bonus._id, amount: 75_000, expiresAt, source: { kind: 'bonus_code', code: bonusCode.code, bonusCodeId: bonusCode._id }, at: clock.now().toISOString() },
      ]);
      expect((await listAll()).find((row) => row._id === bonusCode._id)).toMatchObject({ timesClaimed: 1 });
      expect(await received(user)).toEqual({
        bonuses: [{ _id: response.body.bonus._id, code: bonusCode.code, amount: 75_000, left: 75_000, receivedAt: clock.now().toISOString(), expiresAt, status: 'active' }],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: expect.any(Number) },
      });
    });

    it('refuses unknown, inactive, not yet valid, ended and used-up codes with their Vietnamese texts, crediting nothing', async () => {
      const now = clock.now().getTime();
      const inactive = await created(fresh('TAT'), { isActive: false });
      const notYet = await created(fresh('SAU'), { validFrom: new Date(now + DAY_MS).toISOString() });
      const ending = await created(fresh('HET'), { validUntil: new Date(now + HOUR_MS).toISOString() });
      const scarce = await created(fresh('IT'), { claimLimit: 1 });
      expect((await claim(suite.student, scarce.code)).status).toBe(200);
      const user = await newUser();

      expect(await claim(user, 'KHONGCOMA')).toMatchObject({ status: 404, body: { code: 'BONUS_CODE_NOT_FOUND', message: 'Mã thưởng không tồn tại.' } });
      expect(await claim(user, 'không có mã')).toMatchObject({ status: 404, body: { code: 'BONUS_CODE_NOT_FOUND' } });
      expect(await claim(user, inactive.code)).toMatchObject({ status: 409, body: { code: 'BONUS_CODE_INACTIVE', message: ERROR_MESSAGES.BONUS_CODE_INACTIVE } });
      expect(await claim(user, notYet.code)).toMatchObject({ status: 409, body: { code: 'BONUS_CODE_NOT_YET_VALID', message: ERROR_MESSAGES.BONUS_CODE_NOT_YET_VALID } });
      expect(await claim(user, scarce.code)).toMatchObject({ status: 409, body: { code: 'BONUS_CODE_USED_UP', message: 'Mã thưởng đã hết lượt nhận.' } });
      clock.advance(2 * HOUR_MS);
      expect(await claim(user, ending.code)).toMatchObject({ status: 409, body: { code: 'BONUS_CODE_EXPIRED', message: 'Mã thưởng đã hết hạn.' } });

      expect(await lotsGranted(user)).toEqual([]);
      expect((await received(user)).bonuses).toEqual([]);
    });

    it('refuses, before recording the claim, a bonus the wallet could not hold exactly', async () => {
      const [huge, small] = await Promise.all([created(fresh('LON'), { bonusAmount: Number.MAX_SAFE_INTEGER }), created(fresh('NHO'), { bonusAmount: 1 })]);
      const user = await newUser();
      expect((await claim(user, huge.code)).status).toBe(200);
      expect(await claim(user, small.code)).toMatchObject({ status: 400, body: { code: 'WALLET_AMOUNT_INVALID', message: ERROR_MESSAGES.WALLET_AMOUNT_INVALID } });
      // No claim waits for a lot that can never be granted (the reaction would stall on it).
      expect(await events().readStream(`wallet_bonus_code-${small.code}`)).toHaveLength(1);
      expect(await lotsGranted(user)).toHaveLength(1);
    });

    it('refuses hostile claims with a Vietnamese 400', async () => {
      for (const code of ['', '   ', 'A'.repeat(5_000), 42, null]) {
        const response = await suite.api('POST', '/bonus/claim', { token: suite.student.idToken, body: { code } });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
      }
      expect((await suite.api('POST', '/bonus/claim', { token: suite.student.idToken, body: {} })).body.message).toBe(WALLET_MESSAGES.bonusCodeRequired);
      expect((await suite.api('POST', '/bonus/claim', { body: { code: 'ABC' } })).status).toBe(401);
    });

    it('gives exactly 10 of 100 users racing for a code limited to 10 claims', async () => {
      const bonusCode = await created(fresh('DUA'), { claimLimit: 10, bonusAmount: 10_000 });
      const users: EmulatorUser[] = [];
      // The emulator and the registrar take them a batch at a time.
      for (let batch = 0; batch < 4; batch++) users.push(...(await Promise.all(Array.from({ length: 25 }, () => newUser()))));

      const answers = await Promise.all(users.map((user) => claim(user, bonusCode.code)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.code)).toEqual(Array(90).fill('BONUS_CODE_USED_UP'));

      const claims = (await events().readStream(`wallet_bonus_code-${bonusCode.code}`)).filter((event) => event.type === 'BonusCodeClaimed');
      expect(claims).toHaveLength(10);
      const credited = await Promise.all(users.map(lotsGranted));
      expect(credited.filter((lots) => lots.length === 1)).toHaveLength(10);
      expect(credited.filter((lots) => lots.length > 1)).toEqual([]);
      const winners = users.filter((_, i) => statuses[i] === 200).map((user) => user.uid);
      expect(claims.map((event) => event.data.userId).sort()).toEqual([...winners].sort());
      expect((await listAll()).find((row) => row._id === bonusCode._id)).toMatchObject({ timesClaimed: 10 });
    }, 120_000);

    it('grants the lot from the recorded claim when the process died between the claim and the grant', async () => {
      const bonusCode = await created(fresh('SAFE'), { bonusAmount: 30_000 });
      const user = await newUser();
      // The claim alone, as the handler records it before it crashes.
      const at = clock.now();
      await suite.app.app.get(CommandSender).decide(bonusCodeDecider, { type: 'ClaimBonusCode', data: { code: bonusCode.code, userId: user.uid, at: at.toISOString() } }, { at });
      const [lot] = await eventually(async () => {
        const lots = await lotsGranted(user);
        expect(lots).toHaveLength(1);
        return lots;
      });
      expect(lot.data).toMatchObject({ lotId: `bonus_code-${bonusCode._id}`, amount: 30_000 });
      // The user's retry hears the claim is theirs already, and nothing is granted twice.
      expect((await claim(user, bonusCode.code)).status).toBe(409);
      expect(await lotsGranted(user)).toHaveLength(1);
    });
  });

  describe('the history of bonuses received', () => {
    it('lists a user’s lots newest first, by Vietnam days, paged, and only theirs', async () => {
      const user = await newUser();
      const codes = await Promise.all([fresh('D1'), fresh('D2'), fresh('D3')].map((code) => created(code, { validityDays: 3 })));
      const claimedOn: string[] = [];
      for (const bonusCode of codes) {
        claimedOn.push(clock.now().toISOString());
        expect((await claim(user, bonusCode.code)).status).toBe(200);
        clock.advance(DAY_MS);
      }
      const all = await received(user);
      expect(all.bonuses.map((bonus) => bonus.code)).toEqual(codes.map((bonusCode) => bonusCode.code).reverse());
      expect(all.bonuses.map((bonus) => bonus.receivedAt)).toEqual([...claimedOn].reverse());

      const dayOf = (iso: string) => new Date(Date.parse(iso) + 7 * HOUR_MS).toISOString().slice(0, 10);
      const middle = await received(user, `?fromDate=${dayOf(claimedOn[1])}&toDate=${dayOf(claimedOn[1])}`);
      expect(middle.bonuses.map((bonus) => bonus.code)).toEqual([codes[1].code]);
      const fromSecond = await received(user, `?fromDate=${dayOf(claimedOn[1])}`);
      expect(fromSecond.bonuses).toHaveLength(2);

      const paged = await received(user, '?page=2&limit=2');
      expect(paged).toMatchObject({ bonuses: [{ code: codes[0].code }], pagination: { currentPage: 2, totalPages: 2, totalItems: 3, limit: 2 } });

      // Three days on, the first lot (valid three days) has reached its time: expired, although no worker ran.
      expect(all.bonuses.map((bonus) => bonus.status)).toEqual(['active', 'active', 'expired']);
      expect((await received(suite.admin)).bonuses.map((bonus) => bonus.code)).not.toContain(codes[0].code);
    });

    it('refuses bad filters with a Vietnamese 400', async () => {
      for (const query of ['?page=0', '?page=abc', '?fromDate=2027-02-31', '?fromDate=2027-03-10&toDate=2027-03-01', `?toDate=${'9'.repeat(5_000)}`]) {
        const response = await suite.api('GET', `/bonus/history/received${query}`, { token: suite.student.idToken });
        expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      }
    });
  });
});
