import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { publicFileUrl, toolRows } from './read-models/tools/tools.read-model';

/** A tool as its buyer's licence shows it, with what it delivers (never shown on the public pages). */
export interface ToolCard {
  toolId: string;
  slug: string;
  name: string;
  thumbnailUrl: string;
  /** The catalogue's delivery text: how the buyer receives the tool. */
  delivery: string;
  /** The names of its plans, on sale or retired (a removed plan is gone). */
  planNames: ReadonlyMap<string, string>;
  /** False once archived (deleted after a sale): no longer on sale, still held by its buyers. */
  listed: boolean;
}

/**
 * The tool cards the catalogue exports to commerce (the buyer's licences): listed and archived
 * tools alike, since a buyer keeps what they paid for; a deleted tool (never sold) is absent.
 */
@Injectable()
export class ToolCards {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async byIds(toolIds: readonly string[]): Promise<Map<string, ToolCard>> {
    const ids = [...new Set(toolIds)];
    if (ids.length === 0) return new Map();
    const { items } = await toolRows(this.store).find({ filter: { id: { $in: ids } }, limit: ids.length });
    return new Map(
      items.map((row) => [
        row.id,
        {
          toolId: row.id,
          slug: row.slug,
          name: row.name,
          thumbnailUrl: publicFileUrl(row.thumbnailKey),
          delivery: row.delivery,
          planNames: new Map(row.plans.map((plan) => [plan.planId, plan.name])),
          listed: row.status === 'listed',
        },
      ]),
    );
  }
}
