/**
 * One stream per learner and course, as enrolments and progress: a learner holds at most one
 * certificate of a course by construction. `~` never occurs in an id, so the pair is unambiguous.
 */
export const toCertificateStreamId = (userId: string, courseId: string) => `learning_certificate-${userId}~${courseId}`;
