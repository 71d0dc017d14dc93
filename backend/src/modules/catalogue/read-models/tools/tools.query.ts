import { Inject, Injectable } from '@nestjs/common';
import { AdminListToolsResponse, AdminTool, ListToolsResponse, ParsedQueryOf, toPagination, ToolSummary } from '@academy/contracts';
import { FreshReadCache } from '../../../../platform/projections/fresh-read-cache';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { PLAN_SALES, PlanSales } from '../../plan-sales';
import { toolPlanRows } from '../tool-plans/tool-plans.read-model';
import { publicFileUrl, ToolRow, toolRows, TOOLS_COLLECTION } from './tools.read-model';

const NEWEST_FIRST = [{ field: 'createdAt', direction: 'desc' as const }];
/** A tool has tens of plans at most, retired ones included; a page of tools, a few hundred. */
const PLANS_OF_A_PAGE = 1_000;

/** What anyone may see: the plans on sale, never `delivery`. */
function toSummary({ id, slug, name, thumbnailKey, description, plans, lowestPrice }: ToolRow): ToolSummary {
  const onSale = plans.filter((plan) => plan.onSale).map(({ planId, name: planName, price, durationDays }) => ({ _id: planId, name: planName, price, durationDays }));
  return { _id: id, slug, name, thumbnailUrl: publicFileUrl(thumbnailKey), description, plans: onSale, lowestPrice };
}

/** Everything, retired plans and their sales included, for the admin's table and form. */
function toAdminTool(row: ToolRow, soldCounts: ReadonlyMap<string, number>): AdminTool {
  const { id, slug, name, thumbnailKey, description, delivery, status, plans, lowestPrice, createdAt, updatedAt, revision } = row;
  return {
    _id: id,
    slug,
    name,
    thumbnailUrl: publicFileUrl(thumbnailKey),
    description,
    delivery,
    status,
    plans: plans.map(({ planId, ...plan }) => ({ _id: planId, ...plan, soldCount: soldCounts.get(planId) ?? 0 })),
    lowestPrice,
    createdAt,
    updatedAt,
    revision,
  };
}

/** Reads the tools: the public catalogue and tool page, and the admin's list. */
@Injectable()
export class ToolsQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly cache: FreshReadCache,
    @Inject(PLAN_SALES) private readonly planSales: PlanSales,
  ) {}

  private get rows() {
    return toolRows(this.store);
  }

  /**
   * The catalogue: tools on sale, newest first, optionally those whose name holds the search term
   * (accents ignored). The same for every visitor: from memory while the tools stand still.
   */
  list({ page, limit, searchTerm }: ParsedQueryOf<'listTools'>): Promise<ListToolsResponse> {
    return this.cache.answer([TOOLS_COLLECTION], `tools:${JSON.stringify([page, limit, searchTerm])}`, async () => {
      const search = searchTerm ? { text: searchTerm, fields: ['name'] } : undefined;
      const found = await this.rows.find({ filter: { status: 'listed' }, search, sort: NEWEST_FIRST, page, limit });
      return { tools: found.items.map(toSummary), pagination: toPagination(page, limit, found.totalItems) };
    });
  }

  /** A tool on sale by its address; an archived one is no longer shown. */
  bySlug(slug: string): Promise<ToolSummary | null> {
    return this.cache.answer([TOOLS_COLLECTION], `tool:${slug}`, async () => {
      const { items } = await this.rows.find({ filter: { slug, status: 'listed' }, limit: 1 });
      return items.length > 0 ? toSummary(items[0]) : null;
    });
  }

  async adminList({ page, limit, search }: ParsedQueryOf<'adminListTools'>): Promise<AdminListToolsResponse> {
    const searching = search ? { text: search, fields: ['name', 'slug'] } : undefined;
    const found = await this.rows.find({ search: searching, sort: NEWEST_FIRST, page, limit });
    const soldCounts = await this.soldCountsOf(found.items.map((row) => row.id));
    return { tools: found.items.map((row) => toAdminTool(row, soldCounts)), pagination: toPagination(page, limit, found.totalItems) };
  }

  async adminById(id: string): Promise<AdminTool | null> {
    const row = await this.rows.get(id);
    return row ? toAdminTool(row, await this.soldCountsOf([id])) : null;
  }

  /** The tool as it stands, for a use case deciding on it (its slug, plans and revision). */
  row(id: string): Promise<ToolRow | null> {
    return this.rows.get(id);
  }

  /** The tool's plans someone bought: they are retired, never erased. */
  async soldPlanIdsOf(toolId: string): Promise<string[]> {
    return [...(await this.soldCountsOf([toolId])).keys()];
  }

  /** Sales of the tools' plans, as commerce counts them (`PLAN_SALES`). */
  private async soldCountsOf(toolIds: string[]): Promise<Map<string, number>> {
    if (toolIds.length === 0) return new Map();
    const { items } = await toolPlanRows(this.store).find({ filter: { toolId: { $in: toolIds } }, limit: PLANS_OF_A_PAGE });
    return this.planSales.soldCountsOf(items.map((plan) => plan.id));
  }
}
