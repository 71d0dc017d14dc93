/**
 * What each item of a paid order brought: the paid total split over the items in proportion to
 * their unit prices, so a discount on the order is borne by every item as its price weighs.
 * Whole đồng, and the parts always sum to the total exactly: each item first gets its share
 * rounded down, then the đồng left over go one each to the items whose share lost the most to
 * the rounding (ties to the earlier item), the largest-remainder rule. Computed in BigInt because
 * price × total may pass the largest safe integer long before either does.
 */
export function splitPaidTotal(unitPrices: readonly number[], totalAmount: number): number[] {
  const subtotal = unitPrices.reduce((sum, price) => sum + BigInt(price), 0n);
  if (subtotal === 0n) return unitPrices.map(() => 0);
  const total = BigInt(totalAmount);
  const exact = unitPrices.map((price) => BigInt(price) * total);
  const shares = exact.map((product) => product / subtotal);
  let left = total - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % subtotal }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
