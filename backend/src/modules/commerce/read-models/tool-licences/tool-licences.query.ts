import { Inject, Injectable } from '@nestjs/common';
import type { MyToolLicencesResponse, ToolLicence } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { ToolCard, ToolCards } from '../../../catalogue';
import { ToolLicenceRow, toolLicenceRows } from './tool-licences.read-model';

/** More tools than the catalogue holds: the list is not paged. */
const MAX_LICENCES_LISTED = 1_000;

function licenceOf(row: ToolLicenceRow, tool: ToolCard | undefined, now: Date): ToolLicence {
  const active = row.validUntil === null || Date.parse(row.validUntil) > now.getTime();
  return {
    toolId: row.toolId,
    toolSlug: tool?.listed ? tool.slug : null,
    // A tool sold once is archived, never deleted; the plan's own name is the fallback all the same.
    toolName: tool?.name ?? row.planName,
    thumbnailUrl: tool?.thumbnailUrl ?? null,
    planName: tool?.planNames.get(row.planId) ?? row.planName,
    validUntil: row.validUntil,
    status: active ? 'active' : 'expired',
    // What the tool delivers (a download, a code) is for those who hold it now.
    delivery: active ? (tool?.delivery ?? null) : null,
    since: row.since,
  };
}

const activeFirstThenByName = (a: ToolLicence, b: ToolLicence) =>
  (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1) || a.toolName.localeCompare(b.toolName, 'vi');

/** The buyer's tools: the licences with the catalogue's name, picture and delivery text joined when read. */
@Injectable()
export class ToolLicencesQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly toolCards: ToolCards,
  ) {}

  async mine(buyerId: string): Promise<MyToolLicencesResponse> {
    const { items } = await toolLicenceRows(this.store).find({ filter: { buyerId }, limit: MAX_LICENCES_LISTED });
    const tools = await this.toolCards.byIds(items.map((row) => row.toolId));
    const now = this.clock.now();
    return { licences: items.map((row) => licenceOf(row, tools.get(row.toolId), now)).sort(activeFirstThenByName) };
  }
}
