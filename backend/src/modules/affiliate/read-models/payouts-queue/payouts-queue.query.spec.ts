import { balancesOf } from './payouts-queue.query';
import { PayableCommissionRow, withBalance } from './payouts-queue.read-model';

const now = new Date('2027-04-01T00:00:00.000Z');
const due = '2027-03-31T00:00:00.000Z';
const later = '2027-04-02T00:00:00.000Z';
const commission = (id: string, amount: number, over: Partial<PayableCommissionRow> = {}): PayableCommissionRow =>
  withBalance({ id, affiliateId: 'a', commission: amount, payableAt: due, status: 'approved', paidOutBy: null, reversalSettledBy: null, reversedAt: null, ...over });

describe('balancesOf: what PayOutCommissions would take, per affiliate', () => {
  it('sums the approved commissions that are due and counts each one the payout takes, a sign-up’s 0 ₫ too', () => {
    const rows = [commission('c1', 100_000), commission('signup', 0, { payableAt: '2027-03-01T00:00:00.000Z' }), commission('held', 50_000, { payableAt: later })];
    expect(balancesOf(rows, now)).toEqual([{ affiliateId: 'a', payable: 100_000, conversionCount: 2, deducted: 0, payableSince: '2027-03-01T00:00:00.000Z' }]);
  });

  it('deducts reversals owed, and dates the balance by its commissions, not by the reversal', () => {
    const owed = commission('r1', 30_000, { status: 'reversed', paidOutBy: 'p1', reversedAt: '2027-03-20T00:00:00.000Z' });
    expect(balancesOf([owed, commission('c1', 100_000)], now)).toEqual([{ affiliateId: 'a', payable: 70_000, conversionCount: 1, deducted: 30_000, payableSince: due }]);
  });

  it('shows an affiliate who only owes with nothing to pay', () => {
    const owed = commission('r1', 30_000, { status: 'reversed', paidOutBy: 'p1', reversedAt: '2027-03-20T00:00:00.000Z' });
    expect(balancesOf([owed], now)).toEqual([{ affiliateId: 'a', payable: -30_000, conversionCount: 0, deducted: 30_000, payableSince: '2027-03-20T00:00:00.000Z' }]);
  });
});
