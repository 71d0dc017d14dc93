import type { Endpoint } from '../shared';

/** The catalogue's slice of the endpoint catalogue. */
export const catalogueEndpoints = {} satisfies Record<string, Endpoint>;
