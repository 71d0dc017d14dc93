import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { CommissionsCommand, commissionsDecider } from './commissions.decider';
import type { CommissionsEvent } from './commissions.events';

const given = deciderSpec(commissionsDecider);
const affiliateId = 'aff-a';
const at = '2027-03-01T08:00:00.000Z';
const later = '2027-04-01T08:00:00.000Z';
const payableAt = '2027-03-31T08:00:00.000Z';

const record = (over: Partial<Extract<CommissionsCommand, { type: 'RecordConversion' }>['data']> = {}): CommissionsCommand => ({
  type: 'RecordConversion',
  data: { affiliateId, conversionId: 'order-o1-direct', type: 'COURSE_ENROLLMENT', tier: 'direct', referredUserId: 'buyer', orderId: 'o1', amount: 499_000, ratePercent: 30, commission: 149_700, payableAt, at, ...over },
});
const recorded = (over: Partial<Extract<CommissionsEvent, { type: 'ConversionRecorded' }>['data']> = {}): CommissionsEvent => ({
  type: 'ConversionRecorded',
  data: { affiliateId, conversionId: 'order-o1-direct', type: 'COURSE_ENROLLMENT', tier: 'direct', referredUserId: 'buyer', orderId: 'o1', amount: 499_000, ratePercent: 30, commission: 149_700, payableAt, at, ...over },
});
const review = (decision: 'approved' | 'rejected', conversionId = 'order-o1-direct'): CommissionsCommand => ({
  type: 'ReviewConversion',
  data: { affiliateId, conversionId, decision, notes: 'Đơn hợp lệ', by: 'admin', at },
});
const approved: CommissionsEvent = { type: 'ConversionApproved', data: { affiliateId, conversionId: 'order-o1-direct', commission: 149_700, notes: 'Đơn hợp lệ', by: 'admin', at } };
const reverse: CommissionsCommand = { type: 'ReverseConversion', data: { affiliateId, conversionId: 'order-o1-direct', orderId: 'o1', at: later } };
const payOut = (payoutId = 'p1', when = later, minimumPayout = 100_000): CommissionsCommand => ({
  type: 'PayOutCommissions',
  data: { affiliateId, payoutId, method: 'bank_transfer', reference: 'VCB-1', minimumPayout, by: 'admin', at: when },
});
const paidOut = (conversionIds: string[], amount: number, settledReversalIds: string[] = [], payoutId = 'p1'): CommissionsEvent => ({
  type: 'CommissionsPaidOut',
  data: { affiliateId, payoutId, amount, conversionIds, settledReversalIds, method: 'bank_transfer', reference: 'VCB-1', by: 'admin', at: later },
});

describe('the commissions ledger of one affiliate', () => {
  it('decides on the affiliate’s own stream', () => {
    expect(commissionsDecider.streamIdOf(record())).toBe('affiliate_commissions-aff-a');
  });

  describe('record a conversion', () => {
    it('records it pending, once however often the sale is delivered', () => {
      given([]).when(record()).then([recorded()]);
      given([recorded()]).when(record()).then([]);
    });

    it('refuses a commission that is not the rate’s share rounded down, or a rate above half', () => {
      given([]).when(record({ commission: 149_701 })).thenThrows('COMMISSION_AMOUNT_INVALID');
      given([]).when(record({ amount: 1.5, commission: 0 })).thenThrows('COMMISSION_AMOUNT_INVALID');
      given([]).when(record({ ratePercent: 51, commission: 254_490 })).thenThrows('COMMISSION_AMOUNT_INVALID');
      given([]).when(record({ amount: 99, commission: 29 })).then([recorded({ amount: 99, commission: 29 })]);
    });

    it('refuses a conversion of the affiliate’s own', () => {
      given([]).when(record({ referredUserId: affiliateId })).thenThrows('REFERRAL_SELF');
    });
  });

  describe('review', () => {
    it('approves or rejects a pending conversion, with the notes and the admin', () => {
      given([recorded()]).when(review('approved')).then([approved]);
      given([recorded()]).when(review('rejected')).then([{ type: 'ConversionRejected', data: approved.data }]);
    });

    it('records the same decision once, and refuses the other decision afterwards', () => {
      given([recorded(), approved]).when(review('approved')).then([]);
      given([recorded(), approved]).when(review('rejected')).thenThrows('CONVERSION_ALREADY_REVIEWED');
    });

    it('refuses an unknown conversion, and one whose order was refunded', () => {
      given([]).when(review('approved')).thenThrows('CONVERSION_NOT_FOUND');
      const cancelled: CommissionsEvent = { type: 'ConversionCancelled', data: { affiliateId, conversionId: 'order-o1-direct', orderId: 'o1', commission: 149_700, at: later } };
      given([recorded(), cancelled]).when(review('approved')).thenThrows('CONVERSION_NOT_PENDING');
    });
  });

  describe('a refund', () => {
    it('before approval: the conversion earns nothing', () => {
      given([recorded()]).when(reverse).then([{ type: 'ConversionCancelled', data: { affiliateId, conversionId: 'order-o1-direct', orderId: 'o1', commission: 149_700, at: later } }]);
    });

    it('after approval: a reversal entry, marked paid out when it was', () => {
      const reversed = (paid: boolean): CommissionsEvent => ({ type: 'ConversionReversed', data: { affiliateId, conversionId: 'order-o1-direct', orderId: 'o1', commission: 149_700, paidOut: paid, at: later } });
      given([recorded(), approved]).when(reverse).then([reversed(false)]);
      given([recorded(), approved, paidOut(['order-o1-direct'], 149_700)]).when(reverse).then([reversed(true)]);
    });

    it('records nothing for a rejected, reversed or unknown conversion (a redelivered refund)', () => {
      given([recorded(), { type: 'ConversionRejected', data: approved.data }]).when(reverse).then([]);
      const cancelled = given([recorded()]).when(reverse).decided();
      given([recorded(), ...cancelled]).when(reverse).then([]);
      given([]).when(reverse).then([]);
    });
  });

  describe('pay out', () => {
    const second = recorded({ conversionId: 'order-o2-team', tier: 'team', orderId: 'o2', amount: 1_000_000, ratePercent: 20, commission: 200_000 });
    const secondApproved: CommissionsEvent = { type: 'ConversionApproved', data: { ...approved.data, conversionId: 'order-o2-team', commission: 200_000 } };

    it('takes every approved commission past its holding period, once', () => {
      given([recorded(), approved, second, secondApproved]).when(payOut()).then([paidOut(['order-o1-direct', 'order-o2-team'], 349_700)]);
      given([recorded(), approved, paidOut(['order-o1-direct'], 149_700)]).when(payOut()).then([]);
      given([recorded(), approved, paidOut(['order-o1-direct'], 149_700)]).when(payOut('p2')).thenThrows('PAYOUT_NOTHING_PAYABLE');
    });

    it('leaves pending, rejected and still-held commissions out', () => {
      given([recorded(), approved]).when(payOut('p1', at)).thenThrows('PAYOUT_NOTHING_PAYABLE');
      given([recorded(), approved, second]).when(payOut()).then([paidOut(['order-o1-direct'], 149_700)]);
    });

    it('deducts a paid commission that a refund reversed, and refuses less than the minimum', () => {
      const reversedPaid: CommissionsEvent = { type: 'ConversionReversed', data: { affiliateId, conversionId: 'order-o1-direct', orderId: 'o1', commission: 149_700, paidOut: true, at: later } };
      const history = [recorded(), approved, paidOut(['order-o1-direct'], 149_700), reversedPaid, second, secondApproved];
      given(history).when(payOut('p2', later, 0)).then([paidOut(['order-o2-team'], 50_300, ['order-o1-direct'], 'p2')]);
      given(history).when(payOut('p2', later, 100_000)).thenThrows('PAYOUT_BELOW_MINIMUM');
    });
  });
});
