import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { categorySlugOf } from '../../domain/category/category-slug.decider';
import { categoryDecider } from '../../domain/category/category.decider';
import { CategorySlugs } from '../category-slugs';

/** An admin's new category. */
export class CreateCategoryCommand {
  constructor(
    readonly categoryId: string,
    readonly form: ParsedBodyOf<'createCategory'>,
    readonly createdBy: string,
    readonly at: Date,
  ) {}
}

/** Claims the name's slug first, so of two admins creating the same name at once exactly one succeeds. */
@CommandHandler(CreateCategoryCommand)
export class CreateCategoryHandler implements ICommandHandler<CreateCategoryCommand> {
  constructor(
    private readonly slugs: CategorySlugs,
    private readonly commands: CommandSender,
  ) {}

  async execute({ categoryId, form: { name, description, order, isActive }, createdBy, at }: CreateCategoryCommand): Promise<void> {
    const slug = categorySlugOf(name);
    const data = { categoryId, name, slug, description, order, isActive, createdBy, createdAt: at.toISOString() };
    await this.slugs.holding(slug, categoryId, at, () => this.commands.decide(categoryDecider, { type: 'CreateCategory', data }, { at }));
  }
}
