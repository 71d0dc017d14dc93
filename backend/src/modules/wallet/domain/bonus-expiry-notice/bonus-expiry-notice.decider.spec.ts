import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { AnnounceBonusLotExpiry, bonusExpiryNoticeDecider } from './bonus-expiry-notice.decider';
import type { BonusExpiryNoticeEvent } from './bonus-expiry-notice.events';

const given = deciderSpec(bonusExpiryNoticeDecider);

const userId = 'u1';
const expiresAt = '2027-01-20T00:00:00.000Z';
const at = '2027-01-17T00:05:00.000Z';

const announce = (lotId: string, amount: number, when = at): AnnounceBonusLotExpiry => ({ type: 'AnnounceBonusLotExpiry', data: { userId, lotId, amount, expiresAt, at: when } });
const announced = (lotId: string, amount: number, when = at): BonusExpiryNoticeEvent => ({
  type: 'BonusLotExpiryAnnounced',
  data: { userId, lotId, amount, expiresAt, at: when },
});

describe('bonus expiry notice decider', () => {
  it("decides on the user's own stream", () => {
    expect(bonusExpiryNoticeDecider.streamIdOf(announce('l1', 1_000))).toBe('wallet_bonus_expiry_notice-u1');
  });

  it('announces a lot with money left once, with the amount left, however often the sweep asks', () => {
    given([]).when(announce('l1', 30_000)).then([announced('l1', 30_000)]);
    given([announced('l1', 30_000)]).when(announce('l1', 30_000)).then([]);
    // A refund into the lot after the reminder does not bring a second one.
    given([announced('l1', 30_000)]).when(announce('l1', 50_000, '2027-01-18T00:00:00.000Z')).then([]);
    given([announced('l1', 30_000)]).when(announce('l2', 20_000)).then([announced('l2', 20_000)]);
  });

  it('says nothing of a spent-out lot, and still announces it once a refund put money back', () => {
    given([]).when(announce('l1', 0)).then([]);
    const history = given([]).when(announce('l1', 0)).decided();
    given(history).when(announce('l1', 12_000)).then([announced('l1', 12_000)]);
  });

  it('says nothing once the lot’s time has come: its expiry is told instead', () => {
    given([]).when(announce('l1', 30_000, expiresAt)).then([]);
    given([]).when(announce('l1', 30_000, '2027-01-21T00:00:00.000Z')).then([]);
  });

  it.each([-1, 1_000.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the amount %p', (amount) => {
    given([]).when(announce('l1', amount)).thenThrows('WALLET_AMOUNT_INVALID');
  });
});
