import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { BonusExpiryNoticeEvent } from '../../domain/bonus-expiry-notice/bonus-expiry-notice.events';
import type { LotPart, WalletEvent } from '../../domain/wallet/wallet.events';
import { at, codeOf, lotGranted, userId } from '../../domain/wallet/wallet.fixtures';
import { bonusLotDeadlinesProjection } from './bonus-lot-deadlines.projection';
import { BONUS_LOT_DEADLINES_COLLECTION, BonusLotDeadlineRow } from './bonus-lot-deadlines.read-model';

const expiresAt = '2027-02-10T08:00:00.000Z';
const later = '2027-01-20T08:00:00.000Z';

const paid = (orderId: string, fromBonus: LotPart[], fromMain = 0): WalletEvent => ({
  type: 'WalletPaid',
  data: { userId, orderId, orderCode: codeOf(orderId), amount: fromBonus.reduce((sum, part) => sum + part.amount, fromMain), fromBonus, fromMain, at: later },
});
const refunded = (orderId: string, toBonus: LotPart[], lapsed: LotPart[] = []): WalletEvent => ({
  type: 'WalletPaymentRefunded',
  data: { userId, orderId, orderCode: codeOf(orderId), amount: [...toBonus, ...lapsed].reduce((sum, part) => sum + part.amount, 0), toBonus, toMain: 0, lapsed, at: later },
});
const expired = (lotId: string, amount: number): WalletEvent => ({ type: 'BonusLotExpired', data: { userId, lotId, amount, at: expiresAt } });
const announced = (lotId: string, amount: number): BonusExpiryNoticeEvent => ({
  type: 'BonusLotExpiryAnnounced',
  data: { userId, lotId, amount, expiresAt, at: later },
});

const open = (lotId: string, left: number, extra: Partial<BonusLotDeadlineRow> = {}): BonusLotDeadlineRow => ({
  id: `${userId}:${lotId}`,
  userId,
  lotId,
  left,
  grantedAt: at,
  expiresAt,
  announced: false,
  ...extra,
});

describe('bonus lot deadlines projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(bonusLotDeadlinesProjection);
  });
  afterAll(() => spec.close());

  it('holds each granted lot with its expiry, in UTC whatever offset the grant was written with', async () => {
    await spec
      .givenEvents(lotGranted('l1', 50_000, expiresAt), lotGranted('l2', 20_000, '2027-02-10T15:00:00.000+07:00'))
      .thenRows(BONUS_LOT_DEADLINES_COLLECTION, [open('l1', 50_000), open('l2', 20_000)]);
  });

  it('follows what is left through payments and refunds, once each although delivered twice', async () => {
    await spec
      .givenEvents(lotGranted('l1', 50_000, expiresAt), lotGranted('l2', 20_000, expiresAt), paid('o1', [{ lotId: 'l1', amount: 50_000 }, { lotId: 'l2', amount: 5_000 }], 10_000), refunded('o1', [{ lotId: 'l1', amount: 50_000 }], [{ lotId: 'l2', amount: 5_000 }]))
      .thenRows(BONUS_LOT_DEADLINES_COLLECTION, [open('l1', 50_000), open('l2', 15_000)]);
  });

  it('marks an announced lot and forgets a closed one (spent out or not)', async () => {
    await spec
      .givenEvents(lotGranted('l1', 50_000, expiresAt), lotGranted('l2', 20_000, expiresAt), lotGranted('l3', 10_000, expiresAt), announced('l1', 50_000), paid('o1', [{ lotId: 'l3', amount: 10_000 }]), expired('l2', 20_000), expired('l3', 0))
      .thenRows(BONUS_LOT_DEADLINES_COLLECTION, [open('l1', 50_000, { announced: true })]);
  });
});
