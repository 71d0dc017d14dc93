import { defineProjection } from '../../../../platform/projections/define-projection';
import type { CategoryEvent } from '../../domain/category/category.events';
import { CATEGORIES_COLLECTION, categoryRows } from './categories.read-model';

/**
 * Idempotent: creation inserts only when absent (so a redelivery never resets `courseCount` or its
 * replay marks), and every other event sets absolute values or removes the row.
 */
export const categoriesProjection = defineProjection<CategoryEvent>({
  name: 'catalogue.categories.v1',
  collections: [CATEGORIES_COLLECTION],
  handlers: {
    async CategoryCreated({ data }, { store, recorded }) {
      const { categoryId, name, slug, description, order, isActive, createdAt } = data;
      const row = { id: categoryId, name, slug, description, order, isActive, courseCount: 0, createdAt, updatedAt: createdAt };
      await categoryRows(store).insertIfAbsent({ ...row, revision: recorded.revision });
    },
    async CategoryDetailsChanged({ data }, { store, recorded }) {
      const { categoryId, name, slug, description, order, changedAt } = data;
      await categoryRows(store).patch(categoryId, { name, slug, description, order, updatedAt: changedAt, revision: recorded.revision });
    },
    async CategoryActivated({ data }, { store, recorded }) {
      await categoryRows(store).patch(data.categoryId, { isActive: true, updatedAt: data.changedAt, revision: recorded.revision });
    },
    async CategoryDeactivated({ data }, { store, recorded }) {
      await categoryRows(store).patch(data.categoryId, { isActive: false, updatedAt: data.changedAt, revision: recorded.revision });
    },
    async CategoryDeleted({ data }, { store }) {
      await categoryRows(store).delete(data.categoryId);
    },
  },
});
