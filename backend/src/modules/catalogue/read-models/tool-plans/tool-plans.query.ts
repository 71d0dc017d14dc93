import { Inject, Injectable } from '@nestjs/common';
import { ListToolPlansResponse } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { publicFileUrl } from '../tools/tools.read-model';
import { toolPlanRows } from './tool-plans.read-model';

/** Ten plans on sale per tool at most: a catalogue of a hundred tools fits. */
const MAX_PLANS = 1_000;

/** The plans a discount can apply to: on sale, of tools on sale, by tool name then as the admin added them. */
@Injectable()
export class ToolPlansQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async onSale(): Promise<ListToolPlansResponse> {
    const { items } = await toolPlanRows(this.store).find({
      filter: { onSale: true, toolListed: true },
      sort: [
        { field: 'toolName', direction: 'asc' },
        { field: 'addedAt', direction: 'asc' },
      ],
      limit: MAX_PLANS,
    });
    const plans = items.map(({ id, name, price, durationDays, toolId, toolName, toolThumbnailKey }) => ({
      _id: id,
      name,
      price,
      durationDays,
      toolId: { _id: toolId, name: toolName, thumbnailUrl: publicFileUrl(toolThumbnailKey) },
    }));
    return { plans };
  }
}
