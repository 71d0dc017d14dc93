import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import type { HomepageEvent } from '../../domain/homepage/homepage.events';
import { restoredContent } from '../../domain/homepage/homepage.state';
import { AS_BUILT, HOMEPAGE_COLLECTION, HOMEPAGE_ROW_ID, HomepageRow, homepageRows } from './homepage.read-model';

type Content = Partial<Pick<HomepageRow, 'hero' | 'featuredCourseIds' | 'testimonials' | 'instructors'>>;

/** Every event sets absolute values (the content it leaves and its version), so a replay ends where the first delivery did. */
async function changed(content: Content, change: { by: string; at: string }, { store, recorded }: ProjectionContext): Promise<void> {
  const rows = homepageRows(store);
  await rows.insertIfAbsent(AS_BUILT);
  await rows.patch(HOMEPAGE_ROW_ID, { ...content, version: recorded.revision + 1, revision: recorded.revision, updatedAt: change.at, updatedBy: change.by });
}

export const homepageProjection = defineProjection<HomepageEvent>({
  name: 'site-content.homepage.v2',
  collections: [HOMEPAGE_COLLECTION],
  handlers: {
    async HomepageHeroEdited({ data }, context) {
      await changed({ hero: data.hero }, data, context);
    },
    async HomepageFeaturedCoursesChosen({ data }, context) {
      await changed({ featuredCourseIds: data.courseIds }, data, context);
    },
    async HomepageTestimonialsEdited({ data }, context) {
      await changed({ testimonials: data.testimonials }, data, context);
    },
    async HomepageInstructorsEdited({ data }, context) {
      await changed({ instructors: data.instructors }, data, context);
    },
    async HomepageVersionRestored({ data }, context) {
      await changed(restoredContent(data), data, context);
    },
  },
});
