import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import type { AccountEvent } from '../../../identity';
import type { HomepageContent, HomepageEvent } from '../../domain/homepage/homepage.events';
import { BUILT_CONTENT, contentAfter } from '../../domain/homepage/homepage.state';
import { HOMEPAGE_HISTORY_COLLECTION, homepageEditors, HomepageVersionRow, homepageVersionRows } from './homepage-history.read-model';

/**
 * One row per version, with the whole content it left: an edit of one block carries the other
 * block over from the version before. Rows are written with absolute values by version, so a
 * replay ends where the first delivery did.
 */
async function versionRecorded(event: HomepageEvent, change: Pick<HomepageVersionRow, 'change' | 'restoredVersion'>, { store, tools, recorded }: ProjectionContext) {
  const rows = homepageVersionRows(store);
  const version = recorded.revision + 1;
  const previous = version === 1 ? null : await rows.get(`v${version - 1}`);
  const before: HomepageContent = previous
    ? { hero: previous.hero, featuredCourseIds: previous.featuredCourseIds, testimonials: previous.testimonials ?? [], instructors: previous.instructors ?? [] }
    : BUILT_CONTENT;
  const content = contentAfter(before, event);
  const editor = await homepageEditors.named(store, tools, event.data.by);
  await rows.upsert({ id: `v${version}`, version, ...change, by: event.data.by, byName: editor.name, at: event.data.at, ...content });
}

export const homepageHistoryProjection = defineProjection<HomepageEvent | AccountEvent>({
  name: 'site-content.homepage-history.v2',
  collections: [HOMEPAGE_HISTORY_COLLECTION, homepageEditors.collection],
  handlers: {
    async HomepageHeroEdited(event, context) {
      await versionRecorded(event, { change: 'hero', restoredVersion: null }, context);
    },
    async HomepageFeaturedCoursesChosen(event, context) {
      await versionRecorded(event, { change: 'featured_courses', restoredVersion: null }, context);
    },
    async HomepageTestimonialsEdited(event, context) {
      await versionRecorded(event, { change: 'testimonials', restoredVersion: null }, context);
    },
    async HomepageInstructorsEdited(event, context) {
      await versionRecorded(event, { change: 'instructors', restoredVersion: null }, context);
    },
    async HomepageVersionRestored(event, context) {
      await versionRecorded(event, { change: 'restored', restoredVersion: event.data.restoredVersion }, context);
    },
    ...homepageEditors.handlers,
  },
});
