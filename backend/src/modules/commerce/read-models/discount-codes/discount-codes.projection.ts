import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import type { DiscountCodeEvent } from '../../domain/discount-code/discount-code.events';
import { DISCOUNT_CODES_COLLECTION, DISCOUNT_USES_COLLECTION, discountCodeRows, DiscountUseStatus, discountUseRows } from './discount-codes.read-model';

const NAME = 'commerce.discount-codes.v1';

/**
 * Idempotent: creation inserts only when absent (a redelivery never resets the use counts or their
 * replay marks), the admin's events set absolute values, and uses count with guarded increments.
 */
export const discountCodesProjection = defineProjection<DiscountCodeEvent>({
  name: NAME,
  collections: [DISCOUNT_CODES_COLLECTION, DISCOUNT_USES_COLLECTION],
  handlers: {
    async DiscountCodeCreated({ data }, { store }) {
      const { discountCodeId, code, by, at, ...terms } = data;
      await discountCodeRows(store).insertIfAbsent({ id: discountCodeId, code, ...terms, isActive: true, heldUses: 0, paidUses: 0, createdAt: at, updatedAt: at });
    },
    async DiscountCodeEdited({ data }, { store }) {
      const { discountCodeId, code, by, at, ...terms } = data;
      await discountCodeRows(store).patch(discountCodeId, { ...terms, updatedAt: at });
    },
    async DiscountCodeActivated({ data }, { store }) {
      await discountCodeRows(store).patch(data.discountCodeId, { isActive: true, updatedAt: data.at });
    },
    async DiscountCodeDeactivated({ data }, { store }) {
      await discountCodeRows(store).patch(data.discountCodeId, { isActive: false, updatedAt: data.at });
    },
    // Only a code no order named is erased (the decider deactivates the others), so it has no uses to remove.
    async DiscountCodeDeleted({ data }, { store }) {
      await discountCodeRows(store).delete(data.discountCodeId);
    },
    DiscountReserved: ({ data }, context) => moveUse(context, data.discountCodeId, data.orderId, 'held'),
    DiscountUseConfirmed: ({ data }, context) => moveUse(context, data.discountCodeId, data.orderId, 'paid'),
    DiscountReleased: ({ data }, context) => moveUse(context, data.discountCodeId, data.orderId, 'released'),
  },
});

const countsOf = (status: DiscountUseStatus | null) => ({ heldUses: status === 'held' ? 1 : 0, paidUses: status === 'paid' ? 1 : 0 });

/**
 * Moves one order's use to `status` and the code's counts with it, in one guarded write made before
 * the use is updated: a crash in between replays the event, the count is skipped and the use catches
 * up. A replay from earlier in the log may find the use already further on (paid, say, when the
 * reservation is replayed): the code's mark is then past the replayed event, so its count is skipped
 * too, and the later events replayed after it bring the use back to where it stood.
 */
async function moveUse({ store, recorded }: ProjectionContext, discountCodeId: string, orderId: string, status: DiscountUseStatus): Promise<void> {
  const uses = discountUseRows(store);
  const id = `${discountCodeId}:${orderId}`;
  const previous = (await uses.get(id))?.status ?? null;
  if (previous === status) return;
  const [before, after] = [countsOf(previous), countsOf(status)];
  const change = { heldUses: after.heldUses - before.heldUses, paidUses: after.paidUses - before.paidUses };
  await discountCodeRows(store).increment(discountCodeId, change, { appliedBy: { source: NAME, position: recorded.position } });
  await uses.upsert({ id, discountCodeId, orderId, status });
}
