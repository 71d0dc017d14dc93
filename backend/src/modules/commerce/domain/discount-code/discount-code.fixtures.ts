import type { DiscountCodeCommand } from './discount-code.decider';
import type { DiscountCodeCreated, DiscountTerms } from './discount-code.events';

/** One code as an admin creates it, shared by the decider spec and later the commerce projection specs. */
export const code = 'TET2027';
export const discountCodeId = 'd1';
export const by = 'admin-1';
export const at = '2026-12-01T08:00:00.000Z';

export const tenPercent: DiscountTerms = {
  type: 'percentage',
  value: 10,
  expiresAt: '2027-02-01T00:00:00.000Z',
  usageLimit: 5,
  appliesTo: 'all',
  applicableCourses: [],
  applicableTools: [],
};

export const createCode = (terms: Partial<DiscountTerms> = {}, overrides: { code?: string; discountCodeId?: string } = {}): DiscountCodeCommand => ({
  type: 'CreateDiscountCode',
  data: { code, discountCodeId, ...tenPercent, ...terms, ...overrides, by, at },
});

export const codeCreated = (terms: Partial<DiscountTerms> = {}): DiscountCodeCreated => ({
  type: 'DiscountCodeCreated',
  data: { code, discountCodeId, ...tenPercent, ...terms, by, at },
});
