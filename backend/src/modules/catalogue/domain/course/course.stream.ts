/** One stream per course. */
export const toCourseStreamId = (courseId: string) => `catalogue_course-${courseId}`;

/** One stream per course slug: appending its first event with `no_stream` is what makes a slug unique. */
export const toCourseSlugStreamId = (slug: string) => `catalogue_course_slug-${slug}`;
