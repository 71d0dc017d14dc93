import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { categoryDecider } from '../../domain/category/category.decider';
import { CategoriesQuery } from '../../read-models/categories/categories.query';

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
 * accepts. The slug is given up by a reaction (`releaseCategorySlug`).
 */
@CommandHandler(DeleteCategoryCommand)
export class DeleteCategoryHandler implements ICommandHandler<DeleteCategoryCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly categories: CategoriesQuery,
  ) {}

  async execute({ categoryId, deletedBy, at }: DeleteCategoryCommand): Promise<void> {
    const courseCount = await this.categories.courseCountOf(categoryId);
    const data = { categoryId, courseCount, deletedBy, deletedAt: at.toISOString() };
    await this.commands.decide(categoryDecider, { type: 'DeleteCategory', data }, { at });
  }
}
