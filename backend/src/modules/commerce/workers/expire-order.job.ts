import { defineJob } from '../../../platform/queues';

/** Expire one order at its deadline: delayed until `expiresAt`, keyed by the order id. */
export const expireOrderJob = defineJob<{ orderId: string }>({ queue: 'commerce.expire-order', attempts: 10, backoffMs: 2_000 });
