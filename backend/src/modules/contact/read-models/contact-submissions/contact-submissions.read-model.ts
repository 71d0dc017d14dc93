import type { ContactStatus } from '@academy/contracts';

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
