import { defineProjection } from '../../../../platform/projections/define-projection';
import type { OrderPaid } from '../../domain/order/order.events';
import { PLAN_SALES_COLLECTION, planSaleRows } from './plan-sales.read-model';

const NAME = 'commerce.plan-sales.v1';

/**
 * Counts each paid order once per plan it bought, with a guarded increment (`appliedBy`), so a
 * redelivered payment counts nothing twice. An order names a plan at most once (the order decider
 * refuses repeats), so each row takes at most one guarded write per event.
 */
export const planSalesProjection = defineProjection<OrderPaid>({
  name: NAME,
  collections: [PLAN_SALES_COLLECTION],
  handlers: {
    async OrderPaid({ data }, { store, recorded }) {
      const rows = planSaleRows(store);
      for (const item of data.items) {
        if (item.kind !== 'tool_plan') continue;
        await rows.insertIfAbsent({ id: item.toolPlanId, soldCount: 0 });
        await rows.increment(item.toolPlanId, { soldCount: 1 }, { appliedBy: { source: NAME, position: recorded.position } });
      }
    },
  },
});
