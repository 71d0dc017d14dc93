import { randomUUID } from 'crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { UploadedFile } from '../../../../platform/http/uploads';
import { toolSlugOf } from '../../domain/tool/tool-slug.decider';
import { ToolCommand, toolDecider } from '../../domain/tool/tool.decider';
import { ToolsQuery } from '../../read-models/tools/tools.query';
import { ToolSlugs } from '../tool-slugs';
import { ToolThumbnails } from '../tool-thumbnails';

/** An admin's new tool with its first plans and its thumbnail. */
export class CreateToolCommand {
  constructor(
    readonly toolId: string,
    readonly form: ParsedBodyOf<'createTool'>,
    readonly thumbnail: UploadedFile | null,
    readonly by: string,
    readonly at: Date,
  ) {}
}

/**
 * Checks the form and the picture, stores the thumbnail, takes the first free slug of the name and
 * lists the tool with its plans in one decision. A retry of a create that went through (same Idempotency-Key, so same id) finds the
 * tool and does nothing again.
 */
@CommandHandler(CreateToolCommand)
export class CreateToolHandler implements ICommandHandler<CreateToolCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly slugs: ToolSlugs,
    private readonly thumbnails: ToolThumbnails,
    private readonly tools: ToolsQuery,
  ) {}

  async execute({ toolId, form, thumbnail, by, at }: CreateToolCommand): Promise<void> {
    if (await this.tools.row(toolId)) return;
    const base = toolSlugOf(form.name);
    if (!thumbnail) throw new DomainError('TOOL_THUMBNAIL_REQUIRED', 'invalid');
    // Plan ids are ours to give: a form's `planId` names a plan of an existing tool, and this one has none yet.
    const plans = form.plans.map(({ name, price, durationDays }) => ({ planId: randomUUID(), name, price, durationDays }));
    const listing = (slug: string, thumbnailKey: string): ToolCommand => ({
      type: 'ListTool',
      data: { toolId, name: form.name, slug, thumbnailKey, description: form.description, delivery: form.delivery, plans, by, at: at.toISOString() },
    });
    // Every refusal comes before a file is stored or a slug claimed: the plan rules are the pure decider's, asked of a new tool.
    toolDecider.decide(listing(base, 'pending'), toolDecider.initialState);
    await this.thumbnails.check(thumbnail);
    const thumbnailKey = await this.thumbnails.store(toolId, thumbnail);
    await this.slugs.holdingFirstFree(base, toolId, at, (slug) => this.commands.decide(toolDecider, listing(slug, thumbnailKey), { at }));
  }
}
