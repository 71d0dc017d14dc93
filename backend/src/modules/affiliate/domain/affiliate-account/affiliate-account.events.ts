import type { DomainEvent } from '../../../../platform/domain/decider';

/** The user joined the programme under this code (reserved on the code's own stream first). */
export type AffiliateJoined = DomainEvent<'AffiliateJoined', { userId: string; code: string; at: string }>;
/**
 * The user was referred by `referrerId` (through that affiliate's `code`): once in a lifetime, at
 * sign-up or, for an account that had no referrer, at its first referred paid order.
 */
export type ReferrerLinked = DomainEvent<'ReferrerLinked', { userId: string; referrerId: string; code: string; source: 'signup' | 'order'; at: string }>;

export type AffiliateAccountEvent = AffiliateJoined | ReferrerLinked;

export const AFFILIATE_ACCOUNT_EVENT_TYPES = ['AffiliateJoined', 'ReferrerLinked'] as const satisfies ReadonlyArray<AffiliateAccountEvent['type']>;

/** One stream per user: their membership of the programme and who referred them. */
export const toAffiliateAccountStreamId = (userId: string) => `affiliate_account-${userId}`;
