import type { DomainEvent } from '../../../../platform/domain/decider';

/**
 * The owner is to be told that a bonus lot expires soon, with what was left of it then. Recorded
 * once per lot, so the reminder is sent once however often the sweep runs; its own stream, not the
 * ledger's: it moves no money, and the ledger's readers need not know it.
 */
export type BonusLotExpiryAnnounced = DomainEvent<'BonusLotExpiryAnnounced', { userId: string; lotId: string; amount: number; expiresAt: string; at: string }>;

export type BonusExpiryNoticeEvent = BonusLotExpiryAnnounced;

export const BONUS_EXPIRY_NOTICE_EVENT_TYPES = ['BonusLotExpiryAnnounced'] as const satisfies ReadonlyArray<BonusExpiryNoticeEvent['type']>;
