import type { OrderItem } from '../order/order.events';
import type { DiscountTerms, DiscountType } from './discount-code.events';

/**
 * What a code takes off the part of the cart it applies to, in whole đồng: a percentage rounds
 * down (the buyer never pays a fraction, and we never give more than the code says), a fixed
 * amount is capped, so a discount never exceeds what it applies to and a total is never negative.
 */
export function discountAmount(type: DiscountType, value: number, eligibleSubtotal: number): number {
  if (type === 'fixed_amount') return Math.min(value, eligibleSubtotal);
  // eligible × value / 100 without leaving the safe integers: split the subtotal into hundreds and the rest.
  const hundreds = Math.floor(eligibleSubtotal / 100);
  const rest = eligibleSubtotal % 100;
  return Math.min(hundreds * value + Math.floor((rest * value) / 100), eligibleSubtotal);
}

/** The part of a cart a code applies to: the sum of the items it names, or of all of them. */
export function eligibleSubtotalOf(terms: Pick<DiscountTerms, 'appliesTo' | 'applicableCourses' | 'applicableTools'>, items: readonly OrderItem[]): number {
  return items
    .filter((item) => {
      switch (terms.appliesTo) {
        case 'all':
          return true;
        case 'specific_courses':
          return item.kind === 'course' && terms.applicableCourses.includes(item.courseId);
        case 'specific_tools':
          return item.kind === 'tool_plan' && terms.applicableTools.includes(item.toolPlanId);
        default:
          return false;
      }
    })
    .reduce((sum, item) => sum + item.unitPrice, 0);
}
