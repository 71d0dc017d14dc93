import type { Role } from '@academy/contracts';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/**
 * One person as email marketing sees them, built from other modules' public events only (identity,
 * learning, affiliate, wallet) and this module's consent events: what audience rules filter on, and
 * what the sending worker needs (their sealed details, opened only to send).
 */
export interface RecipientRow {
  /** The user's uid. */
  id: string;
  role: Role;
  registeredAt: string;
  emailVerified: boolean;
  /** A locked account is never mailed. */
  disabled: boolean;
  isAffiliate: boolean;
  /** At least one deposit was credited to their wallet. */
  hasDeposited: boolean;
  /** Bonus money held now: granted − spent − expired + refunded to bonus lots (guarded increments). */
  bonusBalance: number;
  /** The courses they own now (an equality filter matches an element, so "owns one of these" is one count). */
  courseIds: string[];
  coursesOwned: number;
  /** They asked for no marketing email (this module's MarketingUnsubscribed). */
  unsubscribed: boolean;
  /**
   * They opted in to marketing email (identity's MarketingEmailConsentChanged): at sign-up, or later
   * on their profile. Off for everyone who never did, accounts made before the opt-in existed included.
   */
  marketingOptIn: boolean;
  /** Their details as identity sealed them; null when the registration carried none. */
  sealed: SealedData | null;
}

export const RECIPIENTS_COLLECTION = 'marketing_recipients';

/** Counted by rules on top of the mailable four (verified, opted in, not unsubscribed, enabled). */
export const recipientRows = (store: ReadStore) =>
  store.collection<RecipientRow>(RECIPIENTS_COLLECTION, {
    present: ['role', 'registeredAt'],
    indexes: [['emailVerified', 'marketingOptIn', 'unsubscribed', 'disabled', 'registeredAt']],
  });
