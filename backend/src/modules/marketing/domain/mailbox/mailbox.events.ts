import type { DomainEvent } from '../../../../platform/domain/decider';

/**
 * One of the person's marketing emails in a rolling 24 hours (Decree 91/2020 allows three), taken
 * right before the email is claimed. `emailId` is the email's stream id, so a retried send reuses
 * its slot. `day`: the Vietnam day of `at`, which names the stream.
 */
export type MarketingEmailSlotTaken = DomainEvent<'MarketingEmailSlotTaken', { userId: string; day: string; emailId: string; at: string }>;

export type MailboxEvent = MarketingEmailSlotTaken;

export const MAILBOX_EVENT_TYPES = ['MarketingEmailSlotTaken'] as const satisfies ReadonlyArray<MailboxEvent['type']>;
