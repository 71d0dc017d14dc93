import type { ContactStatus } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** One row of the admin's contact inbox (/admin/contacts). */
export interface ContactSubmissionRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: ContactStatus;
  createdAt: string;
  updatedAt: string;
  /** The submission stream's revision: the `If-Match` of the admin's next status change. */
  revision: number;
}

export const CONTACT_SUBMISSIONS_COLLECTION = 'contact_submissions';

/** The admin inbox: newest first, optionally one status; the projection and the query both open it here. */
export const contactSubmissionRows = (store: ReadStore) =>
  store.collection<ContactSubmissionRow>(CONTACT_SUBMISSIONS_COLLECTION, {
    present: ['status', 'createdAt'],
    indexes: [[{ field: 'createdAt', direction: 'desc' }], ['status', { field: 'createdAt', direction: 'desc' }]],
  });
