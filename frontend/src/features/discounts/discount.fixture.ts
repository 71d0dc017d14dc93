import { DiscountCode } from '@academy/contracts';

/** One code as the API answers it, for this feature's specs. */
export const discount = (id: string, overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  _id: id,
  code: `MA${id.toUpperCase()}`,
  type: 'percentage',
  value: 10,
  expiresAt: '2027-02-01T16:59:59.999Z',
  usageLimit: 5,
  timesUsed: 0,
  paidUses: 0,
  heldUses: 0,
  isActive: true,
  appliesTo: 'all',
  applicableCourses: [],
  applicableTools: [],
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-01T08:00:00.000Z',
  ...overrides,
});
