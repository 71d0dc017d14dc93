import { seededRandom } from '../../platform/testing/seeded-random';
import { commissionBase, commissionOf, MAX_TOTAL_RATE_PERCENT } from './domain/commission';
import { commissionsDecider } from './domain/commissions/commissions.decider';
import type { CommissionsEvent } from './domain/commissions/commissions.events';
import { payableBalance } from './domain/commissions/commissions.state';
import { foldEvents } from '../../platform/domain/decider';
import { orderAttributionDecider } from './domain/order-attribution/order-attribution.decider';

/**
 * The commission arithmetic over 2,000 seeded random sales: every commission whole đồng, direct
 * plus team never above half of the amount, and a refund after approval nets the ledger to zero.
 */
describe('commission arithmetic (property)', () => {
  const random = seededRandom(20270112);
  const int = (max: number) => Math.floor(random() * (max + 1));
  const amounts = () => [0, 1, 99, 100, 101, 499_000, Number.MAX_SAFE_INTEGER, int(10_000_000_000)][int(7)];

  it('pays whole đồng, never more than half of the amount, rounding down', () => {
    for (let i = 0; i < 2_000; i++) {
      const amount = amounts();
      const direct = int(MAX_TOTAL_RATE_PERCENT);
      const team = int(MAX_TOTAL_RATE_PERCENT - direct);
      const [d, t] = [commissionOf(amount, direct), commissionOf(amount, team)];
      expect(Number.isSafeInteger(d) && Number.isSafeInteger(t)).toBe(true);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(BigInt(d) + BigInt(t) <= BigInt(amount) / 2n).toBe(true);
      // Rounded down: less than one đồng short of the exact share.
      expect(BigInt(amount) * BigInt(direct) - BigInt(d) * 100n < 100n).toBe(true);
    }
  });

  it('gives the courses their share of what was paid, never more than the total', () => {
    for (let i = 0; i < 2_000; i++) {
      const items = Array.from({ length: 1 + int(4) }, () => ({ kind: int(1) === 0 ? ('course' as const) : ('tool_plan' as const), unitPrice: int(5_000_000) }));
      const subtotal = items.reduce((sum, item) => sum + item.unitPrice, 0);
      const total = int(subtotal);
      const base = commissionBase(items, subtotal, total);
      expect(Number.isSafeInteger(base) && base >= 0 && base <= total).toBe(true);
      if (items.every((item) => item.kind === 'tool_plan')) expect(base).toBe(0);
    }
  });

  it('nets an approved then refunded commission to zero in the payable balance', () => {
    const at = '2027-03-01T00:00:00.000Z';
    for (let i = 0; i < 300; i++) {
      const amount = int(50_000_000);
      const direct = int(MAX_TOTAL_RATE_PERCENT);
      const [attributed] = orderAttributionDecider.decide(
        { type: 'AttributeOrder', data: { orderId: `o${i}`, buyerId: 'buyer', amount, directAffiliateId: 'a', teamAffiliateId: 'b', directRatePercent: direct, teamRatePercent: int(MAX_TOTAL_RATE_PERCENT - direct), holdingDays: 0, paidAt: at, at } },
        orderAttributionDecider.initialState,
      );
      if (attributed.type !== 'OrderAttributed') throw new Error('not attributed');
      const { direct: share } = attributed.data;
      const history: CommissionsEvent[] = [];
      const run = (command: Parameters<typeof commissionsDecider.decide>[0]) => history.push(...commissionsDecider.decide(command, foldEvents(commissionsDecider, history)));
      run({ type: 'RecordConversion', data: { affiliateId: 'a', conversionId: `c${i}`, type: 'COURSE_ENROLLMENT', tier: 'direct', referredUserId: 'buyer', orderId: `o${i}`, amount, ratePercent: share.ratePercent, commission: share.commission, payableAt: at, at } });
      run({ type: 'ReviewConversion', data: { affiliateId: 'a', conversionId: `c${i}`, decision: 'approved', notes: '', by: 'admin', at } });
      expect(payableBalance(foldEvents(commissionsDecider, history), at)).toBe(share.commission);
      if (share.commission > 0 && int(1) === 1) {
        run({ type: 'PayOutCommissions', data: { affiliateId: 'a', payoutId: `p${i}`, method: 'bank_transfer', reference: 'x', minimumPayout: 0, by: 'admin', at } });
      }
      run({ type: 'ReverseConversion', data: { affiliateId: 'a', conversionId: `c${i}`, orderId: `o${i}`, at } });
      const paid = history.filter((e) => e.type === 'CommissionsPaidOut').reduce((sum, e) => sum + (e.type === 'CommissionsPaidOut' ? e.data.amount : 0), 0);
      // What was paid plus what is still owed to (or by) the affiliate is nothing once refunded.
      expect(paid + payableBalance(foldEvents(commissionsDecider, history), at)).toBe(0);
    }
  });
});
