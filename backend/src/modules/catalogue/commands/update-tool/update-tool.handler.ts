import { randomUUID } from 'crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { staleRevision } from '../../../../platform/commands/stream-command';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { UploadedFile } from '../../../../platform/http/uploads';
import type { ToolPlanTerms } from '../../domain/tool/tool.decider';
import { toolDecider } from '../../domain/tool/tool.decider';
import type { ToolRow } from '../../read-models/tools/tools.read-model';
import { ToolsQuery } from '../../read-models/tools/tools.query';
import { ToolThumbnails } from '../tool-thumbnails';

/** An admin's save of the edit form: details, an optional new thumbnail, the plans on sale. */
export class UpdateToolCommand {
  constructor(
    readonly toolId: string,
    readonly form: ParsedBodyOf<'updateTool'>,
    readonly thumbnail: UploadedFile | null,
    readonly by: string,
    readonly at: Date,
    /** The revision the edit screen was loaded at (`If-Match`), if it sent one. */
    readonly expectedRevision: number | undefined,
  ) {}
}

/**
 * The form is decided whole (`ReviseTool`): the decider compares its plans with the tool's, so the
 * save lands all or nothing. Whether a plan was sold comes from the plans read model, which
 * commerce will feed; a plan sold in the instant between that read and the decision is the race
 * docs/decisions.md accepts.
 */
@CommandHandler(UpdateToolCommand)
export class UpdateToolHandler implements ICommandHandler<UpdateToolCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly thumbnails: ToolThumbnails,
    private readonly tools: ToolsQuery,
  ) {}

  async execute({ toolId, form, thumbnail, by, at, expectedRevision }: UpdateToolCommand): Promise<void> {
    const tool = await this.refuseEarly(toolId, expectedRevision);
    if (thumbnail) await this.thumbnails.check(thumbnail);
    const thumbnailKey = thumbnail ? await this.thumbnails.store(toolId, thumbnail) : undefined;
    const { name, description, delivery } = form;
    const plans = planTerms(form.plans, tool);
    const soldPlanIds = await this.tools.soldPlanIdsOf(toolId);
    const data = { toolId, name, description, delivery, thumbnailKey, plans, soldPlanIds, by, at: at.toISOString() };
    await this.commands.decide(toolDecider, { type: 'ReviseTool', data }, { at, expectedRevision });
  }

  /**
   * What the read model already shows to be refused is refused before a file is stored. The
   * decision still checks it all: the read model may lag behind (never run ahead of) the stream.
   * A save the plan rules refuse may leave its new picture stored and unused; the storage browser
   * shows such files as unused.
   */
  private async refuseEarly(toolId: string, expectedRevision: number | undefined): Promise<ToolRow> {
    const tool = await this.tools.row(toolId);
    if (!tool) throw new DomainError('TOOL_NOT_FOUND', 'not_found');
    if (tool.status === 'archived') throw new DomainError('TOOL_DELETED', 'not_found');
    if (expectedRevision !== undefined && expectedRevision < tool.revision) throw staleRevision();
    return tool;
  }
}

/** A row naming a plan of this tool edits it; any other row is a new plan, under an id of ours. */
function planTerms(rows: ParsedBodyOf<'updateTool'>['plans'], tool: ToolRow): ToolPlanTerms[] {
  const known = new Set(tool.plans.map((plan) => plan.planId));
  return rows.map(({ planId, name, price, durationDays }) => ({
    planId: planId && known.has(planId) ? planId : randomUUID(),
    name,
    price,
    durationDays,
  }));
}
