import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import type { ToolEvent, ToolPlanSnapshot } from '../../domain/tool/tool.events';
import { TOOL_PLANS_COLLECTION, toolPlanRows } from '../tool-plans/tool-plans.read-model';
import { lowestPriceOf, ToolPlanEntry, ToolRow, toolRows, TOOLS_COLLECTION } from './tools.read-model';

/**
 * The tools and their plans, in one projection so a plan's row can copy its tool's name: events
 * arrive in log order, so the tool's row is there first. Idempotent: rows are created only when
 * absent (a redelivery never resets a plan's sales count), every other write sets absolute values.
 */
export const toolsProjection = defineProjection<ToolEvent>({
  name: 'catalogue.tools.v1',
  collections: [TOOLS_COLLECTION, TOOL_PLANS_COLLECTION],
  handlers: {
    async ToolListed({ data }, { store, recorded }) {
      const { toolId, name, slug, thumbnailKey, description, delivery, at } = data;
      const row: ToolRow = { id: toolId, slug, name, thumbnailKey, description, delivery, status: 'listed', plans: [], lowestPrice: null, createdAt: at, updatedAt: at, revision: recorded.revision };
      await toolRows(store).insertIfAbsent(row);
    },
    async ToolDetailsEdited({ data }, { store, recorded }) {
      const { toolId, name, slug, thumbnailKey, description, delivery, at } = data;
      await toolRows(store).patch(toolId, { name, slug, thumbnailKey, description, delivery, updatedAt: at, revision: recorded.revision });
      await patchPlansOf(store, toolId, { toolName: name, toolThumbnailKey: thumbnailKey });
    },
    async ToolPlanAdded({ data }, { store, recorded }) {
      await applyPlan(store, data, recorded);
    },
    async ToolPlanEdited({ data }, { store, recorded }) {
      await applyPlan(store, data, recorded);
    },
    async ToolPlanRetired({ data }, { store, recorded }) {
      await applyPlan(store, data, recorded);
    },
    async ToolPlanRemoved({ data }, { store, recorded }) {
      await changePlans(store, data.toolId, (plans) => plans.filter((plan) => plan.planId !== data.planId), data.at, recorded.revision);
      await toolPlanRows(store).delete(data.planId);
    },
    async ToolArchived({ data }, { store, recorded }) {
      await toolRows(store).patch(data.toolId, { status: 'archived', updatedAt: data.at, revision: recorded.revision });
      await patchPlansOf(store, data.toolId, { toolListed: false });
    },
    async ToolDeleted({ data }, { store }) {
      await toolRows(store).delete(data.toolId);
      for (const plan of await plansOf(store, data.toolId)) await toolPlanRows(store).delete(plan.id);
    },
  },
});

/** Every plan event but removal carries the whole plan as it now stands: both rows take it as is. */
async function applyPlan(store: ReadStore, { toolId, planId, name, price, durationDays, onSale, at }: ToolPlanSnapshot & { at: string }, recorded: ProjectionContext['recorded']) {
  const entry: ToolPlanEntry = { planId, name, price, durationDays, onSale };
  const tool = await changePlans(store, toolId, (plans) => withPlan(plans, entry), at, recorded.revision);
  if (!tool) return;
  const terms = { name, price, durationDays, onSale };
  // Only the addition places the plan: it is always the plan's first event.
  const inserted = await toolPlanRows(store).insertIfAbsent({
    id: planId,
    toolId,
    toolName: tool.name,
    toolThumbnailKey: tool.thumbnailKey,
    toolListed: tool.status === 'listed',
    ...terms,
    addedAt: recorded.position,
  });
  if (!inserted) await toolPlanRows(store).patch(planId, terms);
}

/** The plan replaced where it stands, or added last. */
function withPlan(plans: ToolPlanEntry[], entry: ToolPlanEntry): ToolPlanEntry[] {
  const known = plans.some((plan) => plan.planId === entry.planId);
  return known ? plans.map((plan) => (plan.planId === entry.planId ? entry : plan)) : [...plans, entry];
}

/** Sets the tool's plans (and the cheapest on sale with them); the row as changed, or null when the tool has none. */
async function changePlans(store: ReadStore, toolId: string, change: (plans: ToolPlanEntry[]) => ToolPlanEntry[], at: string, revision: number) {
  const tool = await toolRows(store).get(toolId);
  if (!tool) return null;
  const plans = change(tool.plans);
  const changed = { plans, lowestPrice: lowestPriceOf(plans), updatedAt: at, revision };
  await toolRows(store).patch(toolId, changed);
  return { ...tool, ...changed };
}

/** A tool has at most tens of plans, retired ones included. */
const PLANS_OF_ONE_TOOL = 1_000;

async function plansOf(store: ReadStore, toolId: string) {
  return (await toolPlanRows(store).find({ filter: { toolId }, limit: PLANS_OF_ONE_TOOL })).items;
}

async function patchPlansOf(store: ReadStore, toolId: string, fields: { toolName?: string; toolThumbnailKey?: string; toolListed?: boolean }) {
  for (const plan of await plansOf(store, toolId)) await toolPlanRows(store).patch(plan.id, fields);
}
