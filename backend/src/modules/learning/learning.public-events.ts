import { z } from 'zod';
import { definePublicEvents, type PublicEvent } from '../../platform/reactions/public-events';
import type { EnrolmentEvent } from './domain/enrolment/enrolment.events';
import type { ProgressEvent } from './domain/progress/progress.events';
import type { FaceReset } from './domain/face/face-enrolment.events';

const id = z.string().min(1);
const source = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), orderId: id }),
  z.object({ kind: z.literal('admin_grant'), grantedBy: id }),
]);

const percent = z.number().int().min(0).max(100);
const count = z.number().int().min(0);

/**
 * Who gained or lost which course, and how far they got in it: the instructors' students,
 * certificates and the notifications read these. Ids only. A contract: never renamed or narrowed,
 * only extended.
 */
export const learningPublicEvents = definePublicEvents<EnrolmentEvent | ProgressEvent | FaceReset>()({
  EnrolmentGranted: z.object({ userId: id, courseId: id, source, enrolledAt: z.string().min(1) }),
  EnrolmentWithdrawn: z.object({ userId: id, courseId: id, orderId: id, reason: z.literal('order_refunded'), withdrawnAt: z.string().min(1) }),
  LectureCompleted: z.object({ userId: id, courseId: id, lectureId: id, completedLectures: count, totalLectures: count, progress: percent, completedAt: z.string().min(1) }),
  CourseCompleted: z.object({ userId: id, courseId: id, completedAt: z.string().min(1) }),
  // Whose face was reset and when, for the learner's notice: never the admin's reason, free text that may name people.
  FaceReset: z.object({ userId: id, faceId: id, resetAt: z.string().min(1) }),
});

export type LearningPublicEvent = PublicEvent<typeof learningPublicEvents>;
