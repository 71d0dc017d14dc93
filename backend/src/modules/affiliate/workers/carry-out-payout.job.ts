import { defineJob } from '../../../platform/queues';

/** Carry out one recorded payout: keyed by the payout id, so a repeat adds no second job. */
export const carryOutPayoutJob = defineJob<{ affiliateId: string; payoutId: string }>({ queue: 'affiliate.carry-out-payout', attempts: 6, backoffMs: 5_000 });
