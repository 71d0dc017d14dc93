import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/**
 * One plan of a tool, on sale or retired (a removed plan has no row), with its tool's name and
 * thumbnail for the discount form. Written by the tools projection, which sees the tool first.
 */
export interface ToolPlanRow {
  /** The plan id: carts, orders and discounts name it. */
  id: string;
  toolId: string;
  toolName: string;
  toolThumbnailKey: string;
  /** False once the tool is archived: its plans then leave every list but the admin's. */
  toolListed: boolean;
  name: string;
  price: number;
  durationDays: number | null;
  onSale: boolean;
  /** The log position of the plan's addition: plans sort as the admin added them, the same after any replay. */
  addedAt: string;
}

export const TOOL_PLANS_COLLECTION = 'catalogue_tool_plans';

/** The plans: by tool (the admin rows and the sales checks), and on sale by tool name (the discount form). */
export const toolPlanRows = (store: ReadStore) =>
  store.collection<ToolPlanRow>(TOOL_PLANS_COLLECTION, {
    present: ['toolId', 'toolName', 'onSale', 'toolListed', 'addedAt'],
    indexes: [['toolId', 'addedAt'], ['onSale', 'toolListed', 'toolName', 'addedAt']],
  });
