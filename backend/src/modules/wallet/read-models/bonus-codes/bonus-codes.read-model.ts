import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { BonusCodeTerms } from '../../domain/bonus-code/bonus-code.events';

/** One code as /admin/wallet/bonusCodes shows it, by the id it was created with. */
export interface BonusCodeRow extends BonusCodeTerms {
  /** The code's `bonusCodeId`: the admin screens address a code by it. */
  id: string;
  /** Upper-cased: the name of the code's stream (`wallet_bonus_code-<CODE>`). */
  code: string;
  isActive: boolean;
  /**
   * Claims made, all users together: what the claim limit counts. A guarded increment per claim
   * (`appliedBy`, docs/decisions.md "Read models: counting exactly under replay").
   */
  timesClaimed: number;
  createdAt: string;
  updatedAt: string;
}

export const BONUS_CODES_COLLECTION = 'wallet_bonus_codes';

/** The codes, newest first (a new code appears at the top of the list). */
export const bonusCodeRows = (store: ReadStore) =>
  store.collection<BonusCodeRow>(BONUS_CODES_COLLECTION, {
    present: ['code', 'createdAt'],
    indexes: [[{ field: 'createdAt', direction: 'desc' }]],
  });
