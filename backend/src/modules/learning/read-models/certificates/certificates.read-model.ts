import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { namedPeople, NamedPersonRow, patchEvery } from '../../../identity';

/**
 * One certificate, by learner and course. The learner's name is copied in (opened from identity's
 * sealed details) so the public check and the PDF show it; it follows profile edits and turns null
 * when the account is deleted. The course's title and instructor are joined when read.
 */
export interface CertificateRow {
  /** `<userId>~<courseId>`, as the certificate's stream. */
  id: string;
  code: string;
  userId: string;
  courseId: string;
  learnerName: string | null;
  issuedAt: string;
  valid: boolean;
  revokedAt: string | null;
}

export const CERTIFICATES_COLLECTION = 'learning_certificates';

export const certificateRowId = (userId: string, courseId: string) => `${userId}~${courseId}`;

/** By code (the public check), a learner's newest first (/my-courses), one learner and course by id (the PDF). */
export const certificateRows = (store: ReadStore) =>
  store.collection<CertificateRow>(CERTIFICATES_COLLECTION, {
    present: ['code', 'userId', 'issuedAt', 'valid'],
    indexes: [['code'], ['userId', 'valid', { field: 'issuedAt', direction: 'desc' }]],
  });

/**
 * Learning's view of the people who may be certified, fed by identity's public events: every
 * account's details stay sealed, and are opened only once the person is certified.
 */
export const certificateHolders = namedPeople('learning_certificate_holders', (store, userId, person) =>
  patchEvery(certificateRows(store), { userId }, { learnerName: person.name }),
);
export type CertificateHolderRow = NamedPersonRow;
