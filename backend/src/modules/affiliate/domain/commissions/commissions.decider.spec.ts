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
const paidOut = (conversionIds: string[], amount: number, settledReversalIds: string[] = [], payoutId = 'p1', deducted = 0): CommissionsEvent => ({
  type: 'CommissionsPaidOut',
  data: { affiliateId, payoutId, amount, conversionIds, settledReversalIds, method: 'bank_transfer', reference: 'VCB-1', by: 'admin', at: later, deducted, note: '' },
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
      given(history).when(payOut('p2', later, 0)).then([paidOut(['order-o2-team'], 50_300, ['order-o1-direct'], 'p2', 149_700)]);
      given(history).when(payOut('p2', later, 100_000)).thenThrows('PAYOUT_BELOW_MINIMUM');
    });
  });

  describe('pay out exactly the payable balance', () => {
    const history = [recorded(), approved];
    const withAmount = (amount: number, payoutId = 'p1'): CommissionsCommand => ({
      type: 'PayOutCommissions',
      data: { affiliateId, payoutId, method: 'bank_transfer', reference: 'VCB-1', minimumPayout: 100_000, by: 'admin', at: later, amount, note: 'Tháng 3' },
    });

    it('records the amount the admin confirmed, with the note and what was deducted', () => {
      const event = paidOut(['order-o1-direct'], 149_700);
      given(history).when(withAmount(149_700)).then([{ ...event, data: { ...event.data, note: 'Tháng 3' } }] as CommissionsEvent[]);
    });

    it('refuses more than the balance, and any other figure than the balance (no partial payouts)', () => {
      given(history).when(withAmount(149_701)).thenThrows('PAYOUT_AMOUNT_EXCEEDS_BALANCE');
      given(history).when(withAmount(100_000)).thenThrows('PAYOUT_AMOUNT_MISMATCH');
    });

    it('a second payout id after the first finds nothing left; the first id again records nothing', () => {
      const first = given(history).when(withAmount(149_700)).decided();
      given([...history, ...first]).when(withAmount(149_700, 'p2')).thenThrows('PAYOUT_NOTHING_PAYABLE');
      given([...history, ...first]).when(withAmount(149_700)).then([]);
    });
  });

  describe('manual commissions', () => {
    const manual = (over: Partial<Extract<CommissionsCommand, { type: 'RecordManualCommission' }>['data']> = {}): CommissionsCommand => ({
      type: 'RecordManualCommission',
      data: { affiliateId, commissionId: 'manual-k1', amount: 500_000, reason: '  Thưởng top affiliate tháng 3 ', by: 'admin', at, ...over },
    });
    const manualRecorded: CommissionsEvent = {
      type: 'ManualCommissionRecorded',
      data: { affiliateId, conversionId: 'manual-k1', commission: 500_000, reason: 'Thưởng top affiliate tháng 3', by: 'admin', payableAt: at, at },
    };

    it('records an approved commission with who and why, once per id', () => {
      given([]).when(manual()).then([manualRecorded]);
      given([manualRecorded]).when(manual()).then([]);
    });

    it('is payable at once, with the sales commissions that are due', () => {
      const event = paidOut(['manual-k1'], 500_000);
      given([manualRecorded]).when(payOut('p1', at)).then([{ ...event, data: { ...event.data, at } }] as CommissionsEvent[]);
    });

    it('refuses a zero, negative, fractional or oversized amount, and a blank reason', () => {
      for (const amount of [0, -1, 1.5, 100_000_001]) given([]).when(manual({ amount })).thenThrows('MANUAL_COMMISSION_AMOUNT_INVALID');
      given([]).when(manual({ reason: '   ' })).thenThrows('MANUAL_COMMISSION_REASON_REQUIRED');
    });
  });

  describe('the payouts worker’s result', () => {
    const history = [recorded(), approved, paidOut(['order-o1-direct'], 149_700)];
    const carryOut: CommissionsCommand = { type: 'CarryOutPayout', data: { affiliateId, payoutId: 'p1', at: later } };
    const failPayout: CommissionsCommand = { type: 'FailPayout', data: { affiliateId, payoutId: 'p1', reason: 'Ngân hàng từ chối', at: later } };
    const carried: CommissionsEvent = { type: 'PayoutCarriedOut', data: { affiliateId, payoutId: 'p1', amount: 149_700, method: 'bank_transfer', reference: 'VCB-1', at: later } };
    const failed: CommissionsEvent = {
      type: 'PayoutFailed',
      data: { affiliateId, payoutId: 'p1', amount: 149_700, conversionIds: ['order-o1-direct'], settledReversalIds: [], reason: 'Ngân hàng từ chối', at: later },
    };

    it('carries a payout out once, however often the job is delivered', () => {
      given(history).when(carryOut).then([carried]);
      given([...history, carried]).when(carryOut).then([]);
    });

    it('refuses an unknown payout', () => {
      given([recorded(), approved]).when(carryOut).thenThrows('PAYOUT_NOT_FOUND');
      given([recorded(), approved]).when(failPayout).thenThrows('PAYOUT_NOT_FOUND');
    });

    it('a failed payout gives its commissions back to the balance, once, and is never carried out afterwards', () => {
      given(history).when(failPayout).then([failed]);
      given([...history, failed]).when(failPayout).then([]);
      given([...history, failed]).when(carryOut).thenThrows('PAYOUT_ALREADY_FAILED');
      given([...history, failed]).when(payOut('p2')).then([paidOut(['order-o1-direct'], 149_700, [], 'p2')]);
    });

    it('a carried-out payout cannot fail afterwards', () => {
      given([...history, carried]).when(failPayout).thenThrows('PAYOUT_ALREADY_CARRIED_OUT');
    });

    it('a failed payout that had settled a reversal leaves it owed again', () => {
      const reversedPaid: CommissionsEvent = { type: 'ConversionReversed', data: { affiliateId, conversionId: 'order-o1-direct', orderId: 'o1', commission: 149_700, paidOut: true, at: later } };
      const second = recorded({ conversionId: 'order-o2-direct', orderId: 'o2', amount: 1_000_000, commission: 300_000 });
      const secondApproved: CommissionsEvent = { type: 'ConversionApproved', data: { ...approved.data, conversionId: 'order-o2-direct', commission: 300_000 } };
      const p2 = given([...history, carried, reversedPaid, second, secondApproved]).when(payOut('p2', later, 0)).decided();
      expect(p2).toEqual([expect.objectContaining({ data: expect.objectContaining({ amount: 150_300, deducted: 149_700, settledReversalIds: ['order-o1-direct'] }) })]);
      const p2Failed = given([...history, carried, reversedPaid, second, secondApproved, ...p2]).when({ type: 'FailPayout', data: { affiliateId, payoutId: 'p2', reason: 'x', at: later } }).decided();
      given([...history, carried, reversedPaid, second, secondApproved, ...p2, ...p2Failed])
        .when(payOut('p3', later, 0))
        .then([paidOut(['order-o2-direct'], 150_300, ['order-o1-direct'], 'p3', 149_700)]);
    });
  });
});
