/**
 * One stream per learner and course, so a learner reviews a course at most once by construction.
 * `~` never occurs in an id (the contracts' ID_PATTERN), so the pair is unambiguous. The stream id
 * names the learner: it stays inside the log; the review's public id is a random one of its own.
 */
export const toReviewStreamId = (userId: string, courseId: string) => `learning_review-${userId}~${courseId}`;
