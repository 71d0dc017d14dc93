import { defineProjection } from '../../../../platform/projections/define-projection';
import type { BonusCodeEvent } from '../../domain/bonus-code/bonus-code.events';
import { BONUS_CODES_COLLECTION, bonusCodeRows } from './bonus-codes.read-model';

const NAME = 'wallet.bonus-codes.v1';

/**
 * Idempotent: creation inserts only when absent (a redelivery never resets the claim count or its
 * replay mark), the admin's events set absolute values, and claims count with a guarded increment.
 */
export const bonusCodesProjection = defineProjection<BonusCodeEvent>({
  name: NAME,
  collections: [BONUS_CODES_COLLECTION],
  handlers: {
    async BonusCodeCreated({ data }, { store }) {
      const { bonusCodeId, code, active, by, at, ...terms } = data;
      await bonusCodeRows(store).insertIfAbsent({ id: bonusCodeId, code, ...terms, isActive: active, timesClaimed: 0, createdAt: at, updatedAt: at });
    },
    async BonusCodeEdited({ data }, { store }) {
      const { bonusCodeId, code, by, at, ...terms } = data;
      await bonusCodeRows(store).patch(bonusCodeId, { ...terms, updatedAt: at });
    },
    async BonusCodeActivated({ data }, { store }) {
      await bonusCodeRows(store).patch(data.bonusCodeId, { isActive: true, updatedAt: data.at });
    },
    async BonusCodeDeactivated({ data }, { store }) {
      await bonusCodeRows(store).patch(data.bonusCodeId, { isActive: false, updatedAt: data.at });
    },
    // Only a code nobody claimed is erased (the decider deactivates the others).
    async BonusCodeDeleted({ data }, { store }) {
      await bonusCodeRows(store).delete(data.bonusCodeId);
    },
    async BonusCodeClaimed({ data }, { store, recorded }) {
      await bonusCodeRows(store).increment(data.bonusCodeId, { timesClaimed: 1 }, { appliedBy: { source: NAME, position: recorded.position } });
    },
  },
});
