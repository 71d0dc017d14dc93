import { splitPaidTotal } from './item-shares';

describe('splitPaidTotal', () => {
  it('gives each item its price when nothing was discounted', () => {
    expect(splitPaidTotal([499_000, 99_000], 598_000)).toEqual([499_000, 99_000]);
  });

  it('spreads a discount in proportion to the prices, in whole đồng that sum to the total', () => {
    // 10% off 598,000: each item bears 10% of its own price.
    expect(splitPaidTotal([499_000, 99_000], 538_200)).toEqual([449_100, 89_100]);
  });

  it('gives the đồng left by rounding to the items that lost most to it, ties to the earlier item', () => {
    expect(splitPaidTotal([1, 1, 1], 100)).toEqual([34, 33, 33]);
    expect(splitPaidTotal([100, 200], 100)).toEqual([33, 67]);
    expect(splitPaidTotal([3, 3, 4], 7)).toEqual([2, 2, 3]);
  });

  it('gives nothing to anyone on a free order, and to a free item in a paid one', () => {
    expect(splitPaidTotal([0, 0], 0)).toEqual([0, 0]);
    expect(splitPaidTotal([499_000, 0], 400_000)).toEqual([400_000, 0]);
    expect(splitPaidTotal([499_000, 99_000], 0)).toEqual([0, 0]);
  });

  it('stays exact where price × total passes the largest safe integer', () => {
    const prices = [4_999_999_999, 3_333_333_333, 1];
    const total = 7_777_777_777;
    const shares = splitPaidTotal(prices, total);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
    expect(shares.every(Number.isSafeInteger)).toBe(true);
  });

  it('always sums to the total and never moves an item more than one đồng from its exact share', () => {
    let seed = 7;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    for (let round = 0; round < 500; round += 1) {
      const prices = Array.from({ length: 1 + next(6) }, () => next(3_000_000));
      const subtotal = prices.reduce((a, b) => a + b, 0);
      const total = subtotal === 0 ? 0 : next(subtotal + 1);
      const shares = splitPaidTotal(prices, total);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((share, i) => {
        const exact = subtotal === 0 ? 0 : ((prices[i] ?? 0) * total) / subtotal;
        expect(Math.abs(share - exact)).toBeLessThan(1);
      });
    }
  });
});
