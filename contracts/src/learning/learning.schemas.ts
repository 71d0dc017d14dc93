import { z } from 'zod';
import { idSchema, text } from '../shared';
import { LEARNING_ERRORS } from './learning.errors';
import { LEARNING_MESSAGES } from './learning.messages';

/**
 * What gave a learner a course: a paid order (withdrawn if that order is refunded) or an admin's
 * grant (spec part 1 section 3, "Enrollment (admin grant)").
 */
export const enrolmentSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), orderId: z.string() }),
  z.object({ kind: z.literal('admin_grant'), grantedBy: z.string() }),
]);
export type EnrolmentSource = z.infer<typeof enrolmentSourceSchema>;

/** `POST /admin/enrollments`: the spec's payload, userId and courseId. */
export const grantEnrolmentRequestSchema = z.object({ userId: idSchema, courseId: idSchema });
export type GrantEnrolmentRequest = z.input<typeof grantEnrolmentRequestSchema>;

export const enrolmentSchema = z.object({
  userId: z.string(),
  courseId: z.string(),
  source: enrolmentSourceSchema,
  enrolledAt: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/**
 * The spec's `message`, plus whether this grant gave the access (`false`: the learner already had
 * the course, nothing was recorded) and the enrolment as it stands.
 */
export const grantEnrolmentResponseSchema = z.object({
  message: z.string(),
  granted: z.boolean(),
  enrolment: enrolmentSchema,
});
export type GrantEnrolmentResponse = z.infer<typeof grantEnrolmentResponseSchema>;

/** A course on /my-courses: the course card's fields (spec part 2 section 3) and the learner's progress. */
export const myCourseSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  courseThumbnail: z.string().nullable(),
  instructorName: z.string(),
  instructorAvatarUrl: z.string().nullable(),
  totalLectures: z.number().int(),
  /** Rounded integer percent of the course's lectures (as they are now) completed. */
  progress: z.number().int().min(0).max(100),
  /** The lecture "continue" opens: the first not completed in curriculum order (the last one once all are done; null for an empty course). */
  resumeLectureId: z.string().nullable(),
  /** When the learner first completed every lecture (the certificate's date); null before. */
  completedAt: z.string().nullable(),
  enrolledAt: z.string(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

/** Newest enrolment first; a learner holds tens of courses, so the list is not paged. */
export const myCoursesResponseSchema = z.object({ courses: z.array(myCourseSchema) });
export type MyCoursesResponse = z.infer<typeof myCoursesResponseSchema>;

/** Face verification (spec part 2 section 1): its limits, shared by the server and the page. */
export const FACE_LIMITS = {
  /** A phone camera's JPEG fits several times over; the page sends a smaller capture. */
  imageMaxBytes: 8 * 1024 * 1024,
  /** How long a course access token opens the course after a verification (docs/decisions.md). */
  accessTokenMinutes: 120,
  resetReasonMax: 500,
} as const;

/**
 * `POST /learn/verify-access`: the multipart form's JSON `data` names the course; its file field
 * `faceImage` is the learner's photo (the camera's capture or an uploaded picture).
 */
export const verifyCourseAccessRequestSchema = z.object({ courseId: idSchema });
export type VerifyCourseAccessRequest = z.input<typeof verifyCourseAccessRequestSchema>;

/**
 * A successful verification: `faceEnrolled` is true when this photo enrolled the learner's face
 * (their first verification); the token opens the course's content until `expiresAt`.
 */
export const verifyCourseAccessResponseSchema = z.object({
  message: z.string(),
  courseId: z.string(),
  faceEnrolled: z.boolean(),
  accessToken: z.string(),
  expiresAt: z.string(),
});
export type VerifyCourseAccessResponse = z.infer<typeof verifyCourseAccessResponseSchema>;

/** An admin resets a learner's enrolled face, saying why (recorded with the admin's id). */
export const resetLearnerFaceRequestSchema = z.object({
  reason: text({ max: FACE_LIMITS.resetReasonMax, required: LEARNING_ERRORS.FACE_RESET_REASON_REQUIRED, tooLong: LEARNING_MESSAGES.faceResetReasonTooLong, multiline: true }),
});
export type ResetLearnerFaceRequest = z.input<typeof resetLearnerFaceRequestSchema>;

/** `reset: false` when the learner had no face enrolled: nothing was recorded. */
export const resetLearnerFaceResponseSchema = z.object({ message: z.string(), reset: z.boolean() });
export type ResetLearnerFaceResponse = z.infer<typeof resetLearnerFaceResponseSchema>;
