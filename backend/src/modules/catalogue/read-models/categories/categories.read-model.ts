import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** One category as the public lists and /admin/categories show it. */
export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  order: number;
  isActive: boolean;
  /**
   * Courses filed under the category. Course events (a later issue) will keep it with guarded
   * increments (`appliedBy`, docs/decisions.md "Read models: counting exactly under replay").
   */
  courseCount: number;
  createdAt: string;
  updatedAt: string;
  /** The category stream's revision: the `If-Match` of the admin's next edit. */
  revision: number;
}

export const CATEGORIES_COLLECTION = 'catalogue_categories';

/** Categories in display order, optionally only the active ones; every handle opens them here. */
export const categoryRows = (store: ReadStore) =>
  store.collection<CategoryRow>(CATEGORIES_COLLECTION, {
    present: ['order', 'name', 'isActive'],
    indexes: [['order', 'name'], ['isActive', 'order', 'name']],
  });
