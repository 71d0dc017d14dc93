import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { assertNever } from '../../../../platform/domain/decider';
import { CONTACT_SUBMISSION_EVENT_TYPES, ContactSubmissionEvent } from '../../domain/contact-submission/contact-submission.events';
import { CONTACT_SUBMISSIONS_COLLECTION, ContactSubmissionRow } from './contact-submissions.read-model';

/** Idempotent: each event sets absolute values, so replaying it changes nothing. */
export const contactSubmissionsProjection: Projection = {
  name: 'contact.contact-submissions.v1',
  handles: CONTACT_SUBMISSION_EVENT_TYPES,
  collections: [CONTACT_SUBMISSIONS_COLLECTION],
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const rows = store.collection<ContactSubmissionRow>(CONTACT_SUBMISSIONS_COLLECTION);
    const event = { type: recorded.type, data: recorded.data } as ContactSubmissionEvent;
    switch (event.type) {
      case 'ContactMessageSubmitted': {
        const { submissionId, submittedAt, ...fields } = event.data;
        await rows.upsert({ id: submissionId, ...fields, status: 'new', createdAt: submittedAt, updatedAt: submittedAt });
        return;
      }
      case 'ContactSubmissionStatusChanged':
        await rows.patch(event.data.submissionId, { status: event.data.to, updatedAt: event.data.changedAt });
        return;
      default:
        assertNever(event);
    }
  },
};
