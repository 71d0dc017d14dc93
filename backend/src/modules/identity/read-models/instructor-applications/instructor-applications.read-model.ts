import type { InstructorApplicationDetails, InstructorApplicationStatus } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** A user's latest instructor application: /becomeInstructor for them, the admins' review tab. */
export interface InstructorApplicationRow extends InstructorApplicationDetails {
  /** The applicant's uid. */
  id: string;
  status: InstructorApplicationStatus;
  attempt: number;
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  rejectionReason: string | null;
  /** The applicant's stream revision: the `If-Match` of an admin's decision. */
  revision: number;
}

export const INSTRUCTOR_APPLICATIONS_COLLECTION = 'identity_instructor_applications';

/** By uid, and the admins' list: newest first, optionally one status. */
export const instructorApplicationRows = (store: ReadStore) =>
  store.collection<InstructorApplicationRow>(INSTRUCTOR_APPLICATIONS_COLLECTION, {
    present: ['status', 'submittedAt'],
    indexes: [[{ field: 'submittedAt', direction: 'desc' }], ['status', { field: 'submittedAt', direction: 'desc' }]],
  });
