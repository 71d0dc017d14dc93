import type { DomainEvent } from '../../../../platform/domain/decider';

/** What the admin sets on a code; the same form creates and edits it. */
export interface BonusCodeTerms {
  /** Whole VND above 0, credited as a bonus lot. */
  bonusAmount: number;
  /** How many days the credited lot can be spent, counted from the claim. */
  validityDays: number;
  /** Claims at most, all users together; null for no limit. */
  claimLimit: number | null;
  /** Claims from this instant on; null for at once. */
  validFrom: string | null;
  /** No claim from this instant on; null for never. */
  validUntil: string | null;
}

type OnCode = { code: string; bonusCodeId: string };
type ByAdmin = { by: string; at: string };

export type BonusCodeCreated = DomainEvent<'BonusCodeCreated', OnCode & BonusCodeTerms & { active: boolean } & ByAdmin>;
/** The terms as they now stand: lots already credited keep their amount and expiry. */
export type BonusCodeEdited = DomainEvent<'BonusCodeEdited', OnCode & BonusCodeTerms & ByAdmin>;
export type BonusCodeActivated = DomainEvent<'BonusCodeActivated', OnCode & ByAdmin>;
export type BonusCodeDeactivated = DomainEvent<'BonusCodeDeactivated', OnCode & ByAdmin>;
/** Erased: only ever a code nobody claimed, so no lot refers to it. */
export type BonusCodeDeleted = DomainEvent<'BonusCodeDeleted', OnCode & ByAdmin>;
/**
 * A user claimed the code: the wallet grants lot `lotId` of `amount` until `expiresAt` (a reaction),
 * both fixed here so a redelivered claim grants the very same lot.
 */
export type BonusCodeClaimed = DomainEvent<'BonusCodeClaimed', OnCode & { userId: string; lotId: string; amount: number; expiresAt: string; at: string }>;

export type BonusCodeEvent = BonusCodeCreated | BonusCodeEdited | BonusCodeActivated | BonusCodeDeactivated | BonusCodeDeleted | BonusCodeClaimed;

export const BONUS_CODE_EVENT_TYPES = [
  'BonusCodeCreated',
  'BonusCodeEdited',
  'BonusCodeActivated',
  'BonusCodeDeactivated',
  'BonusCodeDeleted',
  'BonusCodeClaimed',
] as const satisfies ReadonlyArray<BonusCodeEvent['type']>;
