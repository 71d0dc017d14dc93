import type { Endpoint } from '../shared';

/** The admin's discount codes (/admin/discounts): filled in by the discount codes slice. */
export const discountEndpoints = {} satisfies Record<string, Endpoint>;
