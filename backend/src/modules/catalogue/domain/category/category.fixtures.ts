import type { CategoryActivated, CategoryCreated, CategoryDeactivated, CategoryDeleted, CategoryDetailsChanged } from './category.events';

/** One category's history, shared by the decider and projection specs. */
export const categoryId = 'c1';
export const createdAt = '2026-11-22T08:00:00.000Z';
export const changedAt = '2026-11-22T09:00:00.000Z';
const admin = 'admin-1';

export const created = (overrides: Partial<CategoryCreated['data']> = {}): CategoryCreated => ({
  type: 'CategoryCreated',
  data: {
    categoryId,
    name: 'Quảng cáo Facebook',
    slug: 'quang-cao-facebook',
    description: 'Chạy quảng cáo hiệu quả',
    order: 1,
    isActive: true,
    createdBy: admin,
    createdAt,
    ...overrides,
  },
});

export const renamed: CategoryDetailsChanged = {
  type: 'CategoryDetailsChanged',
  data: {
    categoryId,
    name: 'Quảng cáo TikTok',
    slug: 'quang-cao-tiktok',
    previousSlug: 'quang-cao-facebook',
    description: 'Video ngắn',
    order: 2,
    changedBy: admin,
    changedAt,
  },
};

export const deactivated: CategoryDeactivated = { type: 'CategoryDeactivated', data: { categoryId, changedBy: admin, changedAt } };
export const activated: CategoryActivated = { type: 'CategoryActivated', data: { categoryId, changedBy: admin, changedAt } };
export const deleted: CategoryDeleted = { type: 'CategoryDeleted', data: { categoryId, slug: 'quang-cao-facebook', deletedBy: admin, deletedAt: changedAt } };
