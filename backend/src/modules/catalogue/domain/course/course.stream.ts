/** One stream per course. */
export const toCourseStreamId = (courseId: string) => `catalogue_course-${courseId}`;
