/**
 * The dashboard's conversion rate: the people an affiliate referred per counted click, in whole
 * percent as every percentage in the app is (spec part 2 §9). A click counts once per visitor and
 * day, and a referral can arrive without a counted click (a second sign-up from one address, a
 * link opened while the tracker was out of reach), so referrals may outnumber clicks: the rate
 * stops at 100. As with course progress, rounding never shows a bound the figures have not
 * reached: 100 only once referrals reach the clicks, 0 only without referrals. Without a counted
 * click there is nothing to divide by: 0.
 */
export function conversionRatePercent(referred: number, clicks: number): number {
  if (clicks <= 0 || referred <= 0) return 0;
  if (referred >= clicks) return 100;
  return Math.min(99, Math.max(1, Math.round((referred * 100) / clicks)));
}
