import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { toolDecider } from '../../domain/tool/tool.decider';
import { ToolsQuery } from '../../read-models/tools/tools.query';
import { ToolSlugs } from '../tool-slugs';

export class DeleteToolCommand {
  constructor(
    readonly toolId: string,
    readonly by: string,
    readonly at: Date,
  ) {}
}

export type DeleteToolOutcome = 'deleted' | 'archived';

/**
 * Whether the tool was sold comes from the plans read model (commerce will feed it): a sold tool
 * is archived, off sale but kept for its orders, its slug still its own (links and referral
 * cookies name it); an unsold one is erased and its slug freed.
 */
@CommandHandler(DeleteToolCommand)
export class DeleteToolHandler implements ICommandHandler<DeleteToolCommand, DeleteToolOutcome> {
  constructor(
    private readonly commands: CommandSender,
    private readonly tools: ToolsQuery,
    private readonly slugs: ToolSlugs,
  ) {}

  async execute({ toolId, by, at }: DeleteToolCommand): Promise<DeleteToolOutcome> {
    const tool = await this.tools.row(toolId);
    const hasSales = (await this.tools.soldPlanIdsOf(toolId)).length > 0;
    const data = { toolId, hasSales, by, at: at.toISOString() };
    const { events } = await this.commands.decide(toolDecider, { type: 'DeleteTool', data }, { at });
    if (tool && events.some((event) => event.type === 'ToolDeleted')) await this.slugs.release(tool.slug, toolId, at);
    // A repeated delete records nothing; an archived tool keeps its row, an erased one has none.
    const archived = events.some((event) => event.type === 'ToolArchived') || (events.length === 0 && tool?.status === 'archived');
    return archived ? 'archived' : 'deleted';
  }
}
