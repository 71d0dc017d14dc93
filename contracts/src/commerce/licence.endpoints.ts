import type { Endpoint } from '../shared';

/** The buyer's tool licences (a tool plan bought gives the tool for the plan's days): filled in by the licences slice. */
export const licenceEndpoints = {} satisfies Record<string, Endpoint>;
