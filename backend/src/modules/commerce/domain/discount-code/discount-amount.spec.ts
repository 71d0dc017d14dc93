import type { OrderItem } from '../order/order.events';
import { discountAmount, eligibleSubtotalOf } from './discount-amount';

describe('discountAmount', () => {
  it('takes a percentage rounded down to whole đồng', () => {
    expect(discountAmount('percentage', 10, 499_000)).toBe(49_900);
    expect(discountAmount('percentage', 15, 99_999)).toBe(14_999);
    expect(discountAmount('percentage', 33, 1)).toBe(0);
    expect(discountAmount('percentage', 100, 598_000)).toBe(598_000);
  });

  it('stays exact for the largest safe subtotal', () => {
    const largest = Number.MAX_SAFE_INTEGER;
    expect(discountAmount('percentage', 100, largest)).toBe(largest);
    expect(BigInt(discountAmount('percentage', 37, largest))).toBe((BigInt(largest) * 37n) / 100n);
  });

  it('caps a fixed amount at the eligible subtotal', () => {
    expect(discountAmount('fixed_amount', 50_000, 499_000)).toBe(50_000);
    expect(discountAmount('fixed_amount', 500_000, 99_000)).toBe(99_000);
    expect(discountAmount('fixed_amount', 50_000, 0)).toBe(0);
  });
});

describe('eligibleSubtotalOf', () => {
  const items: OrderItem[] = [
    { kind: 'course', courseId: 'c1', title: 'Excel', instructorId: 'u1', unitPrice: 499_000 },
    { kind: 'course', courseId: 'c2', title: 'Word', instructorId: 'u1', unitPrice: 299_000 },
    { kind: 'tool_plan', toolPlanId: 'p1', toolId: 't1', name: 'Canva 1 tháng', durationDays: 30, unitPrice: 99_000 },
  ];

  it('sums the items the code names, or all of them', () => {
    expect(eligibleSubtotalOf({ appliesTo: 'all', applicableCourses: [], applicableTools: [] }, items)).toBe(897_000);
    expect(eligibleSubtotalOf({ appliesTo: 'specific_courses', applicableCourses: ['c2', 'p1'], applicableTools: [] }, items)).toBe(299_000);
    expect(eligibleSubtotalOf({ appliesTo: 'specific_tools', applicableCourses: [], applicableTools: ['p1', 'c1'] }, items)).toBe(99_000);
    expect(eligibleSubtotalOf({ appliesTo: 'specific_tools', applicableCourses: [], applicableTools: ['p9'] }, items)).toBe(0);
  });
});
