import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { AttributeOrder, orderAttributionDecider } from './order-attribution.decider';
import type { OrderAttributionEvent } from './order-attribution.events';

const given = deciderSpec(orderAttributionDecider);
const paidAt = '2027-03-01T08:00:00.000Z';
const attribute = (over: Partial<AttributeOrder['data']> = {}): AttributeOrder => ({
  type: 'AttributeOrder',
  data: { orderId: 'o1', buyerId: 'c', amount: 499_999, directAffiliateId: 'b', teamAffiliateId: 'a', directRatePercent: 30, teamRatePercent: 20, holdingDays: 30, paidAt, at: paidAt, ...over },
});
const attributed = (team: { affiliateId: string; ratePercent: number; commission: number } | null = { affiliateId: 'a', ratePercent: 20, commission: 99_999 }): OrderAttributionEvent => ({
  type: 'OrderAttributed',
  data: { orderId: 'o1', buyerId: 'c', amount: 499_999, direct: { affiliateId: 'b', ratePercent: 30, commission: 149_999 }, team, payableAt: '2027-03-31T08:00:00.000Z', paidAt, at: paidAt },
});

describe('the attribution of a paid order', () => {
  it('gives 30 % to the direct referrer and 20 % to the team, rounded down, payable after the hold', () => {
    expect(orderAttributionDecider.streamIdOf(attribute())).toBe('affiliate_order-o1');
    given([]).when(attribute()).then([attributed()]);
  });

  it('is decided once: a second payment event of the order records nothing', () => {
    given([attributed()]).when(attribute({ directRatePercent: 40, teamRatePercent: 10 })).then([]);
  });

  it('pays no team share without an upline, nor to the buyer or the direct referrer through a loop', () => {
    given([]).when(attribute({ teamAffiliateId: null })).then([attributed(null)]);
    given([]).when(attribute({ teamAffiliateId: 'c' })).then([attributed(null)]);
    given([]).when(attribute({ teamAffiliateId: 'b' })).then([attributed(null)]);
  });

  it('refuses a self-referred order, a fractional amount and rates above half', () => {
    given([]).when(attribute({ directAffiliateId: 'c' })).thenThrows('REFERRAL_SELF');
    given([]).when(attribute({ amount: 10.5 })).thenThrows('COMMISSION_AMOUNT_INVALID');
    given([]).when(attribute({ directRatePercent: 35, teamRatePercent: 20 })).thenThrows('COMMISSION_AMOUNT_INVALID');
  });
});
