import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { ContactSubmissionStatusChanged } from '../../domain/contact-submission/contact-submission.events';
import { submitted } from '../../domain/contact-submission/contact-submission.fixtures';
import { contactSubmissionsProjection } from './contact-submissions.projection';
import { CONTACT_SUBMISSIONS_COLLECTION } from './contact-submissions.read-model';

const resolved: ContactSubmissionStatusChanged = {
  type: 'ContactSubmissionStatusChanged',
  data: { submissionId: 's1', from: 'new', to: 'resolved', changedBy: 'admin-1', changedAt: '2026-11-22T09:00:00.000Z' },
};

describe('contact submissions projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => (spec = await ProjectionSpec.of(contactSubmissionsProjection)));
  afterAll(() => spec.close());

  const { submissionId, submittedAt, ...fields } = submitted.data;

  it('lists a new message as new', async () => {
    await spec.givenEvents(submitted).thenRows(CONTACT_SUBMISSIONS_COLLECTION, [
      { id: submissionId, ...fields, status: 'new', createdAt: submittedAt, updatedAt: submittedAt },
    ]);
  });

  it('shows the latest status and when it changed', async () => {
    await spec.givenEvents(submitted, resolved).thenRows(CONTACT_SUBMISSIONS_COLLECTION, [
      { id: submissionId, ...fields, status: 'resolved', createdAt: submittedAt, updatedAt: resolved.data.changedAt },
    ]);
  });
});
