import { z } from 'zod';
import { definePublicEvents, type PublicEvent } from '../../platform/reactions/public-events';
import type { EnrolmentEvent } from './domain/enrolment/enrolment.events';

const id = z.string().min(1);
const source = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), orderId: id }),
  z.object({ kind: z.literal('admin_grant'), grantedBy: id }),
]);

/**
 * Who gained or lost which course: the catalogue's student counts, the instructors' students and
 * the notifications read these. Ids only. A contract: never renamed or narrowed, only extended.
 */
export const learningPublicEvents = definePublicEvents<EnrolmentEvent>()({
  EnrolmentGranted: z.object({ userId: id, courseId: id, source, enrolledAt: z.string().min(1) }),
  EnrolmentWithdrawn: z.object({ userId: id, courseId: id, orderId: id, reason: z.literal('order_refunded'), withdrawnAt: z.string().min(1) }),
});

export type LearningPublicEvent = PublicEvent<typeof learningPublicEvents>;
