import { defineProjection } from '../../../../platform/projections/define-projection';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { ContactSubmissionEvent } from '../../domain/contact-submission/contact-submission.events';
import { CONTACT_SUBMISSIONS_COLLECTION, ContactSubmissionRow } from './contact-submissions.read-model';

const rowsOf = (store: ReadStore) => store.collection<ContactSubmissionRow>(CONTACT_SUBMISSIONS_COLLECTION);

/** Idempotent: each event sets absolute values, so replaying it changes nothing. */
export const contactSubmissionsProjection = defineProjection<ContactSubmissionEvent>({
  name: 'contact.contact-submissions.v1',
  collections: [CONTACT_SUBMISSIONS_COLLECTION],
  handlers: {
    async ContactMessageSubmitted({ data }, { store }) {
      const { submissionId, submittedAt, ...fields } = data;
      await rowsOf(store).upsert({ id: submissionId, ...fields, status: 'new', createdAt: submittedAt, updatedAt: submittedAt });
    },
    async ContactSubmissionStatusChanged({ data }, { store }) {
      await rowsOf(store).patch(data.submissionId, { status: data.to, updatedAt: data.changedAt });
    },
  },
});
