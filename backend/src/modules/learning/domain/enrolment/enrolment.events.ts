import type { EnrolmentSource } from '@academy/contracts';
import type { DomainEvent } from '../../../../platform/domain/decider';

export type { EnrolmentSource };

/** The learner has the course from now on; `source` says what gave it (a paid order or an admin's grant). */
export type EnrolmentGranted = DomainEvent<'EnrolmentGranted', { userId: string; courseId: string; source: EnrolmentSource; enrolledAt: string }>;

/** The order that gave the course was refunded: the access it gave is taken back. */
export type EnrolmentWithdrawn = DomainEvent<
  'EnrolmentWithdrawn',
  { userId: string; courseId: string; orderId: string; reason: 'order_refunded'; withdrawnAt: string }
>;

export type EnrolmentEvent = EnrolmentGranted | EnrolmentWithdrawn;

export const ENROLMENT_EVENT_TYPES = ['EnrolmentGranted', 'EnrolmentWithdrawn'] as const satisfies ReadonlyArray<EnrolmentEvent['type']>;
