/**
 * One stream per learner and course, so the course is granted at most once by construction: every
 * grant, from any order or admin, is decided on the same stream. `~` never occurs in an id (the
 * contracts' ID_PATTERN), so the pair is unambiguous.
 */
export const toEnrolmentStreamId = (userId: string, courseId: string) => `learning_enrolment-${userId}~${courseId}`;
