import { defineProjection } from '../../../../platform/projections/define-projection';
import type { ContactDetails, ContactSubmissionEvent } from '../../domain/contact-submission/contact-submission.events';
import { CONTACT_SUBMISSIONS_COLLECTION, ContactSubmissionRow, contactSubmissionRows } from './contact-submissions.read-model';

const newRow = (submissionId: string, details: ContactDetails, submittedAt: string, revision: number): ContactSubmissionRow => {
  const { name, email, phone, message } = details;
  return { id: submissionId, name, email, phone, message, status: 'new', createdAt: submittedAt, updatedAt: submittedAt, revision };
};

/** Idempotent: each event sets absolute values, so replaying it changes nothing. */
export const contactSubmissionsProjection = defineProjection<ContactSubmissionEvent>({
  name: 'contact.contact-submissions.v1',
  collections: [CONTACT_SUBMISSIONS_COLLECTION],
  handlers: {
    async ContactMessageReceived({ data }, { store, tools, recorded }) {
      const details = await tools.openPersonalData<ContactDetails>(data.details);
      // Forgotten details leave nothing to show: the message is gone from the inbox, as it should be.
      if (details) await contactSubmissionRows(store).upsert(newRow(data.submissionId, details, data.submittedAt, recorded.revision));
    },
    async ContactMessageSubmitted({ data }, { store, recorded }) {
      const { submissionId, submittedAt, ...details } = data;
      await contactSubmissionRows(store).upsert(newRow(submissionId, details, submittedAt, recorded.revision));
    },
    async ContactSubmissionStatusChanged({ data }, { store, recorded }) {
      await contactSubmissionRows(store).patch(data.submissionId, { status: data.to, updatedAt: data.changedAt, revision: recorded.revision });
    },
  },
});
