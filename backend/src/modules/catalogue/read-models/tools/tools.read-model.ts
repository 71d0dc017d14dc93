import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** A plan as the tool's row keeps it, in the order the admin listed the plans. */
export interface ToolPlanEntry {
  planId: string;
  name: string;
  price: number;
  durationDays: number | null;
  onSale: boolean;
}

/** One tool as the catalogue, its page and /admin/tools show it. */
export interface ToolRow {
  id: string;
  slug: string;
  name: string;
  thumbnailKey: string;
  description: string;
  /** For the admin's form only: the public answers leave it out. */
  delivery: string;
  /** `archived`: deleted after a sale, out of the catalogue for good; a deleted tool has no row. */
  status: 'listed' | 'archived';
  /** On sale and retired (removed plans are gone). */
  plans: ToolPlanEntry[];
  /** The cheapest plan on sale; null while none is. */
  lowestPrice: number | null;
  createdAt: string;
  updatedAt: string;
  /** The tool stream's revision: the `If-Match` of the admin's next edit. */
  revision: number;
}

export const TOOLS_COLLECTION = 'catalogue_tools';

/** Tools newest first (the catalogue and the admin list), looked up by slug (the tool page). */
export const toolRows = (store: ReadStore) =>
  store.collection<ToolRow>(TOOLS_COLLECTION, {
    present: ['slug', 'status', 'createdAt'],
    indexes: [['status', { field: 'createdAt', direction: 'desc' }], [{ field: 'createdAt', direction: 'desc' }], ['slug']],
  });

/** Where the browser loads a stored public file (`public/…` keys are served under /files/). */
export const publicFileUrl = (key: string) => `/files/${key.split('/').map(encodeURIComponent).join('/')}`;

export const lowestPriceOf = (plans: ToolPlanEntry[]): number | null => {
  const prices = plans.filter((plan) => plan.onSale).map((plan) => plan.price);
  return prices.length > 0 ? Math.min(...prices) : null;
};
