import type { Endpoint } from '../shared';

/** Admin orders, sales statistics and instructor earnings: filled in by the sales slice. */
export const salesEndpoints = {} satisfies Record<string, Endpoint>;
