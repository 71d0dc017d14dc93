import { z } from 'zod';
import { idSchema } from '../shared';

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
  /** Rounded integer percent of lectures completed; 0 until the course player records progress. */
  progress: z.number().int().min(0).max(100),
  enrolledAt: z.string(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

/** Newest enrolment first; a learner holds tens of courses, so the list is not paged. */
export const myCoursesResponseSchema = z.object({ courses: z.array(myCourseSchema) });
export type MyCoursesResponse = z.infer<typeof myCoursesResponseSchema>;
