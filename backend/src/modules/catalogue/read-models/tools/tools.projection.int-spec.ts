import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { ToolEvent } from '../../domain/tool/tool.events';
import { at, by, details, lifetime, listed, monthly, planAdded, planRemoved, planRetired, toolId } from '../../domain/tool/tool.fixtures';
import { TOOL_PLANS_COLLECTION, ToolPlanRow } from '../tool-plans/tool-plans.read-model';
import { toolsProjection } from './tools.projection';
import { ToolRow, TOOLS_COLLECTION } from './tools.read-model';

const later = '2026-11-23T10:00:00.000Z';

const listedRow: ToolRow = {
  id: toolId,
  ...details,
  status: 'listed',
  plans: [],
  lowestPrice: null,
  createdAt: at,
  updatedAt: at,
  revision: 0,
};
const monthlyEntry = { planId: monthly.planId, name: monthly.name, price: monthly.price, durationDays: 30, onSale: true };
const lifetimeEntry = { planId: lifetime.planId, name: lifetime.name, price: lifetime.price, durationDays: null, onSale: true };

const planRow = (terms: typeof monthly, overrides: Partial<ToolPlanRow> = {}): ToolPlanRow => ({
  id: terms.planId,
  toolId,
  toolName: details.name,
  toolThumbnailKey: details.thumbnailKey,
  toolListed: true,
  name: terms.name,
  price: terms.price,
  durationDays: terms.durationDays,
  onSale: true,
  addedAt: expect.any(String),
  ...overrides,
});

const withPlans = [listed(), planAdded(monthly), planAdded(lifetime)];

describe('tools projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(toolsProjection);
  });
  afterAll(() => spec.close());

  it('lists a new tool with no plans and no price yet', async () => {
    await spec.givenEvents(listed()).thenRows(TOOLS_COLLECTION, [listedRow]);
  });

  it('keeps the plans in the order they were added, the cheapest on sale as the price, and one row per plan', async () => {
    await spec.givenEvents(...withPlans).thenRows(TOOLS_COLLECTION, [{ ...listedRow, plans: [monthlyEntry, lifetimeEntry], lowestPrice: 99_000, revision: 2 }]);
    await spec.givenEvents(...withPlans).thenRows(TOOL_PLANS_COLLECTION, [planRow(lifetime), planRow(monthly)]);
  });

  it('replaces an edited plan where it stands and leaves a retired one out of the price', async () => {
    const edited: ToolEvent = { type: 'ToolPlanEdited', data: { toolId, ...monthly, price: 79_000, onSale: true, by, at: later } };
    const history = [...withPlans, edited, planRetired({ ...monthly, price: 79_000 })];
    const retiredEntry = { ...monthlyEntry, price: 79_000, onSale: false };
    await spec.givenEvents(...history).thenRows(TOOLS_COLLECTION, [{ ...listedRow, plans: [retiredEntry, lifetimeEntry], lowestPrice: 1_990_000, revision: 4 }]);
    await spec.givenEvents(...history).thenRows(TOOL_PLANS_COLLECTION, [planRow(lifetime), planRow(monthly, { price: 79_000, onSale: false })]);
  });

  it('drops a removed plan from both', async () => {
    const history = [...withPlans, planRemoved(monthly.planId)];
    await spec.givenEvents(...history).thenRows(TOOLS_COLLECTION, [{ ...listedRow, plans: [lifetimeEntry], lowestPrice: 1_990_000, revision: 3 }]);
    await spec.givenEvents(...history).thenRows(TOOL_PLANS_COLLECTION, [planRow(lifetime)]);
  });

  it('shows the new details, and the new name beside each plan', async () => {
    const edited = { ...details, name: 'Canva Pro 2026', thumbnailKey: 'public/tools/t1/thumbnail-abc-800.webp', delivery: 'Mới' };
    const history = [...withPlans, { type: 'ToolDetailsEdited', data: { toolId, ...edited, by, at: later } } as ToolEvent];
    await spec.givenEvents(...history).thenRows(TOOLS_COLLECTION, [
      { ...listedRow, ...edited, plans: [monthlyEntry, lifetimeEntry], lowestPrice: 99_000, updatedAt: later, revision: 3 },
    ]);
    await spec.givenEvents(...history).thenRows(TOOL_PLANS_COLLECTION, [
      planRow(lifetime, { toolName: edited.name, toolThumbnailKey: edited.thumbnailKey }),
      planRow(monthly, { toolName: edited.name, toolThumbnailKey: edited.thumbnailKey }),
    ]);
  });

  it('keeps an archived tool for the admin, its plans retired and out of the lists', async () => {
    const history: ToolEvent[] = [...withPlans, planRetired(monthly), planRetired(lifetime), { type: 'ToolArchived', data: { toolId, by, at: later } }];
    await spec.givenEvents(...history).thenRows(TOOLS_COLLECTION, [
      { ...listedRow, status: 'archived', plans: [{ ...monthlyEntry, onSale: false }, { ...lifetimeEntry, onSale: false }], lowestPrice: null, updatedAt: later, revision: 5 },
    ]);
    await spec.givenEvents(...history).thenRows(TOOL_PLANS_COLLECTION, [
      planRow(lifetime, { onSale: false, toolListed: false }),
      planRow(monthly, { onSale: false, toolListed: false }),
    ]);
  });

  it('removes a deleted tool and its plans', async () => {
    const other = { ...listed(), data: { ...listed().data, toolId: 't2', slug: 'canva-pro-2' } };
    const history: ToolEvent[] = [...withPlans, planRemoved(monthly.planId), planRemoved(lifetime.planId), { type: 'ToolDeleted', data: { toolId, by, at } }];
    await spec.givenEvents(...history, { ...other, streamId: 'catalogue_tool-t2' }).thenRows(TOOLS_COLLECTION, [{ ...listedRow, id: 't2', slug: 'canva-pro-2' }]);
    await spec.givenEvents(...history).thenRows(TOOL_PLANS_COLLECTION, []);
  });
});
