import type { EnrolmentSource } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** A course a learner has now: one row per learner and course, gone when the access is withdrawn. */
export interface EnrolmentRow {
  /** `<userId>~<courseId>`, as the enrolment's stream. */
  id: string;
  userId: string;
  courseId: string;
  source: EnrolmentSource;
  enrolledAt: string;
}

export const ENROLMENTS_COLLECTION = 'learning_enrolments';

export const enrolmentRowId = (userId: string, courseId: string) => `${userId}~${courseId}`;

/** A learner's courses, newest first (/my-courses), and one learner and course by id (may they play it). */
export const enrolmentRows = (store: ReadStore) =>
  store.collection<EnrolmentRow>(ENROLMENTS_COLLECTION, {
    present: ['userId', 'courseId', 'enrolledAt'],
    indexes: [['userId', { field: 'enrolledAt', direction: 'desc' }], ['courseId']],
  });
