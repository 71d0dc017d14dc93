import { isWholeDong } from '../../../platform/domain/money';

/**
 * The commission arithmetic, the one place it is done. Rates are whole percents; a commission is
 * rounded DOWN to whole đồng (the academy never pays a fraction it does not owe, and direct plus
 * team can then never exceed the rates' sum of the amount). BigInt keeps the product exact for any
 * safe amount.
 */
export function commissionOf(amount: number, ratePercent: number): number {
  return Number((BigInt(amount) * BigInt(ratePercent)) / 100n);
}

export interface CommissionRates {
  directRatePercent: number;
  teamRatePercent: number;
}

/** The programme never gives away more than half of what a buyer paid. */
export const MAX_TOTAL_RATE_PERCENT = 50;

export const ratesHold = ({ directRatePercent, teamRatePercent }: CommissionRates): boolean =>
  [directRatePercent, teamRatePercent].every((rate) => Number.isInteger(rate) && rate >= 0 && rate <= MAX_TOTAL_RATE_PERCENT) &&
  directRatePercent + teamRatePercent <= MAX_TOTAL_RATE_PERCENT;

/** A paid order's items as the commission base needs them. */
export interface PaidItem {
  kind: 'course' | 'tool_plan';
  unitPrice: number;
}

/**
 * What commissions are computed on: the courses' share of what the buyer paid. Tool plans earn no
 * commission (docs/decisions.md), and the order's discount is shared between its items in
 * proportion to their prices, rounded down. A free order, or one without courses, has a base of 0.
 */
export function commissionBase(items: readonly PaidItem[], subtotal: number, totalAmount: number): number {
  if (!isWholeDong(subtotal) || !isWholeDong(totalAmount) || subtotal === 0) return 0;
  const courses = items.filter((item) => item.kind === 'course').reduce((sum, item) => sum + item.unitPrice, 0);
  if (courses >= subtotal) return totalAmount;
  return Number((BigInt(totalAmount) * BigInt(courses)) / BigInt(subtotal));
}
