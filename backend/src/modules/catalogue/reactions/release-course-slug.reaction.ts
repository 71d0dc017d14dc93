import { Decide } from '../../../platform/commands/decide';
import { defineReaction } from '../../../platform/reactions/define-reaction';
import { cataloguePublicEvents } from '../catalogue.public-events';
import { courseSlugDecider } from '../domain/course/course-slug.decider';

/**
 * A deleted course's address is free again, for any course. A follow-up of the deletion rather
 * than a step of it: the deletion stands on its own, and the release is retried until it is
 * recorded (a repeated release records nothing). Archived courses keep their slug for their students.
 */
export const releaseCourseSlugOnCourseDeleted = defineReaction({
  name: 'catalogue.release-course-slug-on-course-deleted',
  consumes: cataloguePublicEvents,
  handlers: {
    async CourseDeleted({ data }, { commands, clock, source }) {
      const at = clock.now();
      const release = { type: 'ReleaseCourseSlug', data: { slug: data.slug, courseId: data.courseId, at: at.toISOString() } } as const;
      await commands.execute(new Decide(courseSlugDecider, release, { at, causationId: source.id }));
    },
  },
});
