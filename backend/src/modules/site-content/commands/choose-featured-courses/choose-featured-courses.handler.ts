import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { CatalogueForSale } from '../../../catalogue';
import { homepageDecider } from '../../domain/homepage/homepage.decider';

/** The shelf's courses in the order the editor set, or null for the newest published. */
export class ChooseFeaturedCoursesCommand {
  constructor(
    readonly courseIds: string[] | null,
    readonly by: string,
    readonly at: Date,
    readonly expectedRevision: number | undefined,
  ) {}
}

/**
 * Asks the catalogue which of the chosen courses are on sale, then decides. A course taken off
 * sale in the instant between is dropped from the shelf when the page is read, so the race costs
 * nothing.
 */
@CommandHandler(ChooseFeaturedCoursesCommand)
export class ChooseFeaturedCoursesHandler implements ICommandHandler<ChooseFeaturedCoursesCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly catalogue: CatalogueForSale,
  ) {}

  async execute({ courseIds, by, at, expectedRevision }: ChooseFeaturedCoursesCommand): Promise<void> {
    const onSale = courseIds ? [...(await this.catalogue.courses(courseIds)).keys()] : [];
    const data = { courseIds, onSale, by, at: at.toISOString() };
    await this.commands.decide(homepageDecider, { type: 'ChooseFeaturedCourses', data }, { at, expectedRevision });
  }
}
