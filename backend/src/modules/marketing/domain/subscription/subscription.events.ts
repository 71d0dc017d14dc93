import type { DomainEvent } from '../../../../platform/domain/decider';

/** link: the one-click link of a marketing email; account: the person's own settings; admin: on the person's request. */
export type UnsubscribeChannel = 'link' | 'account' | 'admin';

/**
 * The person asked for no more marketing email. From this event on no campaign mails them; the
 * recipients read model keeps the flag the sending worker checks. `campaignId`: the email whose
 * link they used, for the campaign's counts; null otherwise.
 */
export type MarketingUnsubscribed = DomainEvent<'MarketingUnsubscribed', { userId: string; via: UnsubscribeChannel; campaignId: string | null; at: string }>;
/** They asked for marketing email again (their own settings, or an admin on their request). */
export type MarketingResubscribed = DomainEvent<'MarketingResubscribed', { userId: string; via: Exclude<UnsubscribeChannel, 'link'>; at: string }>;

export type SubscriptionEvent = MarketingUnsubscribed | MarketingResubscribed;

export const SUBSCRIPTION_EVENT_TYPES = ['MarketingUnsubscribed', 'MarketingResubscribed'] as const satisfies ReadonlyArray<SubscriptionEvent['type']>;
