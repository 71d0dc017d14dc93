import { Category } from '@academy/contracts';

/** One category as the API answers it, for this feature's specs. */
export const category = (id: string, overrides: Partial<Category> = {}): Category => ({
  _id: id,
  name: `Danh mục ${id}`,
  slug: `danh-muc-${id}`,
  description: '',
  order: 0,
  isActive: true,
  courseCount: 0,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
  revision: 0,
  ...overrides,
});
