import { z } from 'zod';
import { pageQuery, paginationSchema, text } from '../shared';
import { REVIEW_LIMITS } from './review.limits';
import { REVIEW_MESSAGES } from './review.messages';

/** Whole stars only: half a star says nothing a learner can choose on purpose. */
export const ratingSchema = z
  .number(REVIEW_MESSAGES.ratingInvalid)
  .int(REVIEW_MESSAGES.ratingInvalid)
  .min(1, REVIEW_MESSAGES.ratingInvalid)
  .max(5, REVIEW_MESSAGES.ratingInvalid);

/** `POST /courses/:courseId/reviews` and `PUT /courses/:courseId/reviews/me`: the stars and an optional text. */
export const reviewRequestSchema = z.object({
  rating: ratingSchema,
  comment: text({ max: REVIEW_LIMITS.commentMax, tooLong: REVIEW_MESSAGES.commentTooLong, multiline: true }).default(''),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/** `PUT /instructor/reviews/:reviewId/answer`: the course's instructor answers (sending it again edits the answer). */
export const answerReviewRequestSchema = z.object({
  answer: text({ max: REVIEW_LIMITS.answerMax, required: REVIEW_MESSAGES.answerRequired, tooLong: REVIEW_MESSAGES.answerTooLong, multiline: true }),
});
export type AnswerReviewRequest = z.input<typeof answerReviewRequestSchema>;

/** `POST /admin/reviews/:reviewId/hide`: the reason is required and recorded. */
export const hideReviewRequestSchema = z.object({
  reason: text({ max: REVIEW_LIMITS.hideReasonMax, required: REVIEW_MESSAGES.hideReasonRequired, tooLong: REVIEW_MESSAGES.hideReasonTooLong, multiline: true }),
});
export type HideReviewRequest = z.input<typeof hideReviewRequestSchema>;

export const courseReviewsQuerySchema = pageQuery(REVIEW_LIMITS.pageSize);

/**
 * One review as the course page shows it. `_id` is a random id of the review, never the learner's
 * uid; the learner is named when read (their current profile name and picture, null once the account is gone).
 * `hidden` is only ever set for admins, the only ones who see hidden reviews in the list.
 */
export const courseReviewSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  learnerName: z.string().nullable(),
  /** The learner's profile picture (an https address), joined like the name; null without one, so the page shows initials. */
  learnerAvatarUrl: z.string().nullable(),
  createdAt: z.string(),
  /** When the learner last changed the stars or the text; null if never. */
  editedAt: z.string().nullable(),
  answer: z.object({ text: z.string(), answeredAt: z.string() }).nullable(),
  hidden: z.object({ reason: z.string(), hiddenAt: z.string() }).nullable(),
});
export type CourseReview = z.infer<typeof courseReviewSchema>;

/** The course's rating over its visible reviews: one decimal, null with none; how many of each star, 5 to 1. */
export const ratingSummarySchema = z.object({
  rating: z.number().nullable(),
  reviewsCount: z.number().int(),
  distribution: z.object({ 5: z.number().int(), 4: z.number().int(), 3: z.number().int(), 2: z.number().int(), 1: z.number().int() }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** Newest first; hidden reviews are left out (admins see them, marked). */
export const courseReviewsResponseSchema = z.object({
  summary: ratingSummarySchema,
  reviews: z.array(courseReviewSchema),
  pagination: paginationSchema,
});
export type CourseReviewsResponse = z.infer<typeof courseReviewsResponseSchema>;

/**
 * The signed-in caller's own review of a course (hidden or not, with the reason, so they know why
 * it is not shown), whether they may post one (enrolled), and whether they teach the course (may answer).
 */
export const myCourseReviewResponseSchema = z.object({
  review: courseReviewSchema.nullable(),
  canReview: z.boolean(),
  canAnswer: z.boolean(),
});
export type MyCourseReviewResponse = z.infer<typeof myCourseReviewResponseSchema>;

export const reviewAnswerResponseSchema = z.object({ message: z.string(), review: courseReviewSchema });
export type ReviewAnswerResponse = z.infer<typeof reviewAnswerResponseSchema>;
