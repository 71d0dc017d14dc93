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
   * Courses filed under the category (archived ones too: their students still see them there).
   * Course events keep it with guarded increments (`appliedBy`, docs/decisions.md "Read models:
   * counting exactly under replay"), through the filings below.
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

/** Which category each course is filed under now: course events name the new category, not the one it leaves. */
export interface CategoryFilingRow {
  /** The course id. */
  id: string;
  categoryId: string;
}

export const CATEGORY_FILINGS_COLLECTION = 'catalogue_category_filings';

export const categoryFilingRows = (store: ReadStore) => store.collection<CategoryFilingRow>(CATEGORY_FILINGS_COLLECTION, { present: ['categoryId'] });
