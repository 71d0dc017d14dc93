import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { WalletEvent } from '../../domain/wallet/wallet.events';
import { at, codeOf, lotGranted, source, userId } from '../../domain/wallet/wallet.fixtures';
import { receivedBonusesProjection } from './received-bonuses.projection';
import { receivedBonusStatus } from './received-bonuses.query';
import { RECEIVED_BONUSES_COLLECTION, ReceivedBonusRow } from './received-bonuses.read-model';

const expiresAt = '2027-02-09T08:00:00.000Z';
const paid = (orderId: string, fromBonus: Array<{ lotId: string; amount: number }>, fromMain = 0): WalletEvent => ({
  type: 'WalletPaid',
  data: { userId, orderId, orderCode: codeOf(orderId), amount: fromBonus.reduce((sum, part) => sum + part.amount, fromMain), fromBonus, fromMain, at },
});
const refunded = (orderId: string, toBonus: Array<{ lotId: string; amount: number }>, lapsed: Array<{ lotId: string; amount: number }> = []): WalletEvent => ({
  type: 'WalletPaymentRefunded',
  data: { userId, orderId, orderCode: codeOf(orderId), amount: [...toBonus, ...lapsed].reduce((sum, part) => sum + part.amount, 0), toBonus, toMain: 0, lapsed, at },
});
const expired = (lotId: string, amount: number): WalletEvent => ({ type: 'BonusLotExpired', data: { userId, lotId, amount, at: expiresAt } });

const row = (lotId: string, amount: number, changes: Partial<ReceivedBonusRow> = {}): ReceivedBonusRow => ({
  id: `${userId}:${lotId}`,
  userId,
  lotId,
  code: source.code,
  amount,
  left: amount,
  lapsed: 0,
  closed: false,
  receivedAt: at,
  expiresAt,
  ...changes,
});

describe('received bonuses projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(receivedBonusesProjection);
  });
  afterAll(() => spec.close());

  it('lists a lot granted from a code, whole', async () => {
    await spec.givenEvents(lotGranted('bonus_code-b1', 50_000, expiresAt)).thenRows(RECEIVED_BONUSES_COLLECTION, [row('bonus_code-b1', 50_000)]);
  });

  it('leaves out lots of other sources', async () => {
    const affiliate = { ...lotGranted('reward-1', 10_000, expiresAt), data: { ...lotGranted('reward-1', 10_000, expiresAt).data, source: { kind: 'reward' } } } as unknown as WalletEvent;
    await spec.givenEvents(affiliate, paid('o1', [{ lotId: 'reward-1', amount: 5_000 }])).thenRows(RECEIVED_BONUSES_COLLECTION, []);
  });

  it('keeps what is left through payments and refunds, each counted once', async () => {
    const history = [
      lotGranted('bonus_code-b1', 50_000, expiresAt),
      lotGranted('bonus_code-b2', 20_000, expiresAt),
      paid('o1', [{ lotId: 'bonus_code-b1', amount: 30_000 }]),
      paid('o2', [{ lotId: 'bonus_code-b1', amount: 20_000 }, { lotId: 'bonus_code-b2', amount: 5_000 }], 1_000),
      refunded('o1', [{ lotId: 'bonus_code-b1', amount: 30_000 }]),
    ];
    await spec.givenEvents(...history).thenRows(RECEIVED_BONUSES_COLLECTION, [row('bonus_code-b1', 50_000, { left: 30_000 }), row('bonus_code-b2', 20_000, { left: 15_000 })]);
  });

  it('closes an expired lot with what lapsed, and a spent-out one with nothing', async () => {
    const history = [
      lotGranted('bonus_code-b1', 50_000, expiresAt),
      lotGranted('bonus_code-b2', 20_000, expiresAt),
      paid('o1', [{ lotId: 'bonus_code-b1', amount: 10_000 }, { lotId: 'bonus_code-b2', amount: 20_000 }]),
      expired('bonus_code-b1', 40_000),
      expired('bonus_code-b2', 0),
    ];
    await spec.givenEvents(...history).thenRows(RECEIVED_BONUSES_COLLECTION, [
      row('bonus_code-b1', 50_000, { left: 0, lapsed: 40_000, closed: true }),
      row('bonus_code-b2', 20_000, { left: 0, lapsed: 0, closed: true }),
    ]);
  });
});

describe('the status of a received bonus', () => {
  const before = new Date('2027-02-01T00:00:00.000Z');
  const after = new Date(expiresAt);

  it('is active while money is left and its time has not come, expired once it has, even before the worker closes it', () => {
    expect(receivedBonusStatus(row('l', 50_000), before)).toBe('active');
    expect(receivedBonusStatus(row('l', 50_000), after)).toBe('expired');
    expect(receivedBonusStatus(row('l', 50_000, { left: 0, lapsed: 50_000, closed: true }), before)).toBe('expired');
  });

  it('is used once spent out, also when the worker closed it with nothing left', () => {
    expect(receivedBonusStatus(row('l', 50_000, { left: 0 }), before)).toBe('used');
    expect(receivedBonusStatus(row('l', 50_000, { left: 0 }), after)).toBe('used');
    expect(receivedBonusStatus(row('l', 50_000, { left: 0, closed: true }), after)).toBe('used');
  });
});
