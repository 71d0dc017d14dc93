import type { Endpoint } from '../shared';

/** Learning: enrolments (my courses, admin grants); the course player comes with the learning issue. */
export const learningEndpoints = {} satisfies Record<string, Endpoint>;
