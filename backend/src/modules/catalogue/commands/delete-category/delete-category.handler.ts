import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { categoryDecider } from '../../domain/category/category.decider';
import { CategoriesQuery } from '../../read-models/categories/categories.query';
import { CategorySlugs } from '../category-slugs';

export class DeleteCategoryCommand {
  constructor(
    readonly categoryId: string,
    readonly deletedBy: string,
    readonly at: Date,
  ) {}
}

/**
 * The decision needs the courses filed under the category, which only the read model counts; a
 * course filed in the instant between that read and the deletion is the race docs/decisions.md
 * accepts. The deleted category's slug is then free for a new one.
 */
@CommandHandler(DeleteCategoryCommand)
export class DeleteCategoryHandler implements ICommandHandler<DeleteCategoryCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly categories: CategoriesQuery,
    private readonly slugs: CategorySlugs,
  ) {}

  async execute({ categoryId, deletedBy, at }: DeleteCategoryCommand): Promise<void> {
    const courseCount = await this.categories.courseCountOf(categoryId);
    const data = { categoryId, courseCount, deletedBy, deletedAt: at.toISOString() };
    const { events } = await this.commands.decide(categoryDecider, { type: 'DeleteCategory', data }, { at });
    for (const event of events) if (event.type === 'CategoryDeleted') await this.slugs.release(event.data.slug, categoryId, at);
  }
}
