import { defineJob } from '../../../platform/queues';

/**
 * The bonus expiry sweep, repeated every BONUS_EXPIRY_SWEEP_SECONDS: closes every overdue lot and
 * tells owners of lots about to expire. It carries nothing: each run reads what is due at its time.
 */
export const expireBonusLotsJob = defineJob<Record<string, never>>({ queue: 'wallet.expire-bonus-lots', attempts: 5, backoffMs: 5_000 });
