/** One stream per learner and course, as enrolments: a lecture is completed at most once by construction. */
export const toProgressStreamId = (userId: string, courseId: string) => `learning_progress-${userId}~${courseId}`;
