import { defineProjection } from '../../../../platform/projections/define-projection';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { OrderEvent, OrderItem } from '../../domain/order/order.events';
import { LicenceGrant, licenceTermOf } from './licence-term';
import { TOOL_LICENCES_COLLECTION, toolLicenceRowId, toolLicenceRows } from './tool-licences.read-model';

type ToolPlanItem = Extract<OrderItem, { kind: 'tool_plan' }>;
type LicenceEvent = Extract<OrderEvent, { type: 'OrderPaid' | 'OrderRefunded' }>;

const toolPlansOf = (items: readonly OrderItem[]): ToolPlanItem[] => items.filter((item): item is ToolPlanItem => item.kind === 'tool_plan');
const sameGrant = (a: LicenceGrant, b: Pick<LicenceGrant, 'orderId' | 'toolPlanId'>) => a.orderId === b.orderId && a.toolPlanId === b.toolPlanId;

/** Writes the licence the grants add up to, or removes it when none is left. */
async function saveLicence(store: ReadStore, buyerId: string, toolId: string, grants: LicenceGrant[]): Promise<void> {
  const id = toolLicenceRowId(buyerId, toolId);
  const term = licenceTermOf(grants);
  if (term === null) {
    await toolLicenceRows(store).delete(id);
    return;
  }
  const { validUntil, planOfRecord, since } = term;
  await toolLicenceRows(store).upsert({ id, buyerId, toolId, grants, validUntil, planId: planOfRecord.toolPlanId, planName: planOfRecord.planName, since });
}

/**
 * The buyers' tool licences from the orders: a paid tool plan adds a grant to the buyer's licence
 * of that tool, a refund removes the grants of that order. Exact under replay: a grant is keyed by
 * order and plan (a redelivered payment finds it there) and the term is recomputed from the whole
 * set, never added to, so the rows after any replay are the rows after one delivery.
 */
export const toolLicencesProjection = defineProjection<LicenceEvent>({
  name: 'commerce.tool-licences.v1',
  collections: [TOOL_LICENCES_COLLECTION],
  handlers: {
    async OrderPaid({ data }, { store }) {
      for (const plan of toolPlansOf(data.items)) {
        const row = await toolLicenceRows(store).get(toolLicenceRowId(data.buyerId, plan.toolId));
        const grants = row?.grants ?? [];
        const grant: LicenceGrant = { orderId: data.orderId, toolPlanId: plan.toolPlanId, planName: plan.name, durationDays: plan.durationDays, paidAt: data.paidAt };
        if (grants.some((held) => sameGrant(held, grant))) continue;
        await saveLicence(store, data.buyerId, plan.toolId, [...grants, grant]);
      }
    },
    async OrderRefunded({ data }, { store }) {
      const toolIds = new Set(toolPlansOf(data.items).map((plan) => plan.toolId));
      for (const toolId of toolIds) {
        const row = await toolLicenceRows(store).get(toolLicenceRowId(data.buyerId, toolId));
        if (!row || !row.grants.some((grant) => grant.orderId === data.orderId)) continue;
        await saveLicence(store, data.buyerId, toolId, row.grants.filter((grant) => grant.orderId !== data.orderId));
      }
    },
  },
});
