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
}

export const CONTACT_SUBMISSIONS_COLLECTION = 'contact_submissions';
