import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { contactDetailsSubject, ContactMessageReceived, ContactSubmissionStatusChanged } from '../../domain/contact-submission/contact-submission.events';
import { details, received, submittedInTheClear } from '../../domain/contact-submission/contact-submission.fixtures';
import { contactSubmissionsProjection } from './contact-submissions.projection';
import { CONTACT_SUBMISSIONS_COLLECTION } from './contact-submissions.read-model';

const submissionId = 's1';
const submittedAt = '2026-11-22T08:00:00.000Z';
const resolved: ContactSubmissionStatusChanged = {
  type: 'ContactSubmissionStatusChanged',
  data: { submissionId, from: 'new', to: 'resolved', changedBy: 'admin-1', changedAt: '2026-11-22T09:00:00.000Z' },
};

describe('contact submissions projection', () => {
  let spec: ProjectionSpec;
  let sealed: ContactMessageReceived;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(contactSubmissionsProjection);
    sealed = received(await spec.vault.seal(contactDetailsSubject(submissionId), details));
  });
  afterAll(() => spec.close());

  it('opens the sealed details and lists a new message as new', async () => {
    await spec.givenEvents(sealed).thenRows(CONTACT_SUBMISSIONS_COLLECTION, [
      { id: submissionId, ...details, status: 'new', createdAt: submittedAt, updatedAt: submittedAt, revision: 0 },
    ]);
  });

  it('shows the latest status and when it changed', async () => {
    await spec.givenEvents(sealed, resolved).thenRows(CONTACT_SUBMISSIONS_COLLECTION, [
      { id: submissionId, ...details, status: 'resolved', createdAt: submittedAt, updatedAt: resolved.data.changedAt, revision: 1 },
    ]);
  });

  it('still lists a message recorded in the clear before the personal-data rule', async () => {
    await spec.givenEvents(submittedInTheClear).thenRows(CONTACT_SUBMISSIONS_COLLECTION, [
      { id: submissionId, ...details, status: 'new', createdAt: submittedAt, updatedAt: submittedAt, revision: 0 },
    ]);
  });

  it('lists nothing once the submission\'s key is forgotten, even on a rebuild', async () => {
    const forgotten = received(await spec.vault.seal(contactDetailsSubject('s-forgotten'), details));
    await spec.vault.forget(contactDetailsSubject('s-forgotten'));
    await spec.givenEvents(forgotten).thenRows(CONTACT_SUBMISSIONS_COLLECTION, []);
  });
});
