import { z } from 'zod';
import { Decide } from '../../../platform/commands/decide';
import { defineReaction, ReactionContext } from '../../../platform/reactions/define-reaction';
import { definePublicEvents } from '../../../platform/reactions/public-events';
import { categorySlugDecider } from '../domain/category/category-slug.decider';
import type { CategoryEvent } from '../domain/category/category.events';

/** The fields of the category's own events this reaction reads; no other module consumes them. */
const categorySlugChanges = definePublicEvents<CategoryEvent>()({
  CategoryDetailsChanged: z.object({ categoryId: z.string().min(1), slug: z.string(), previousSlug: z.string() }),
  CategoryDeleted: z.object({ categoryId: z.string().min(1), slug: z.string() }),
});

/**
 * A renamed category's old address and a deleted category's address are free again. A follow-up
 * of the rename or deletion rather than a step of it: the change stands on its own, and the
 * release is retried until recorded (a repeated release records nothing).
 */
export const releaseCategorySlug = defineReaction({
  name: 'catalogue.release-category-slug',
  consumes: categorySlugChanges,
  handlers: {
    async CategoryDetailsChanged({ data }, tools) {
      if (data.previousSlug !== data.slug) await release(data.previousSlug, data.categoryId, tools);
    },
    async CategoryDeleted({ data }, tools) {
      await release(data.slug, data.categoryId, tools);
    },
  },
});

async function release(slug: string, categoryId: string, { commands, clock, source }: ReactionContext): Promise<void> {
  const at = clock.now();
  const released = { type: 'ReleaseCategorySlug', data: { slug, categoryId, releasedAt: at.toISOString() } } as const;
  await commands.execute(new Decide(categorySlugDecider, released, { at, causationId: source.id }));
}
