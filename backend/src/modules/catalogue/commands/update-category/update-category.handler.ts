import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { staleRevision } from '../../../../platform/commands/stream-command';
import { DomainError } from '../../../../platform/domain/domain-error';
import { categorySlugOf } from '../../domain/category/category-slug.decider';
import { categoryDecider } from '../../domain/category/category.decider';
import { CategoriesQuery } from '../../read-models/categories/categories.query';
import { CategorySlugs } from '../category-slugs';

/** An admin's edit of a category's name, description and order. */
export class UpdateCategoryCommand {
  constructor(
    readonly categoryId: string,
    readonly form: ParsedBodyOf<'updateCategory'>,
    readonly changedBy: string,
    readonly at: Date,
    /** The revision the edit screen was loaded at (`If-Match`), if it sent one. */
    readonly expectedRevision: number | undefined,
  ) {}
}

/** A rename claims the new slug before the change; a reaction (`releaseCategorySlug`) gives the old one up after it. */
@CommandHandler(UpdateCategoryCommand)
export class UpdateCategoryHandler implements ICommandHandler<UpdateCategoryCommand> {
  constructor(
    private readonly slugs: CategorySlugs,
    private readonly commands: CommandSender,
    private readonly categories: CategoriesQuery,
  ) {}

  async execute({ categoryId, form: { name, description, order }, changedBy, at, expectedRevision }: UpdateCategoryCommand): Promise<void> {
    await this.refuseEarly(categoryId, expectedRevision);
    const slug = categorySlugOf(name);
    const data = { categoryId, name, slug, description, order, changedBy, changedAt: at.toISOString() };
    await this.slugs.holding(slug, categoryId, at, () => this.commands.decide(categoryDecider, { type: 'ChangeCategoryDetails', data }, { at, expectedRevision }));
  }

  /**
   * What the read model already shows to be refused is refused before a slug is claimed, so such a
   * request records nothing at all. The decision still checks both: the read model may lag behind
   * (never run ahead of) the stream.
   */
  private async refuseEarly(categoryId: string, expectedRevision: number | undefined): Promise<void> {
    const current = await this.categories.byId(categoryId);
    if (!current) throw new DomainError('CATEGORY_NOT_FOUND', 'not_found');
    if (expectedRevision !== undefined && expectedRevision < current.revision) throw staleRevision();
  }
}
