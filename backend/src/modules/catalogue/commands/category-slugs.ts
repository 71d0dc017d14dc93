import { Injectable } from '@nestjs/common';
import { CommandSender } from '../../../platform/commands/command-sender';
import { categorySlugDecider } from '../domain/category/category-slug.decider';

/** The slug reservation that creating and renaming a category share. */
@Injectable()
export class CategorySlugs {
  constructor(private readonly commands: CommandSender) {}

  /**
   * Runs `work` with the slug held by the category. A slug taken for this work is given back when
   * the work fails, so a refused create or rename does not keep a name from everyone.
   */
  async holding<T>(slug: string, categoryId: string, at: Date, work: () => Promise<T>): Promise<T> {
    const claimed = { slug, categoryId, claimedAt: at.toISOString() };
    const { events } = await this.commands.decide(categorySlugDecider, { type: 'ClaimCategorySlug', data: claimed }, { at });
    try {
      return await work();
    } catch (error) {
      if (events.length > 0) await this.release(slug, categoryId, at);
      throw error;
    }
  }

  private async release(slug: string, categoryId: string, at: Date): Promise<void> {
    const released = { slug, categoryId, releasedAt: at.toISOString() };
    await this.commands.decide(categorySlugDecider, { type: 'ReleaseCategorySlug', data: released }, { at });
  }
}
