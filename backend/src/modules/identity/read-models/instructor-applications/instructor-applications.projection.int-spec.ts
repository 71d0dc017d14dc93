import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { InstructorApplicationEvent } from '../../domain/instructor-application/instructor-application.events';
import { accepted, admin, applicant, decidedAt, details, rejected, submitted, submittedAt } from '../../domain/instructor-application/instructor-application.fixtures';
import type { UserAccountDeleted } from '../../domain/user-account/user-account.events';
import { instructorApplicationsProjection } from './instructor-applications.projection';
import { INSTRUCTOR_APPLICATIONS_COLLECTION } from './instructor-applications.read-model';

const reason = 'Cần thêm video bài giảng mẫu có tiếng rõ ràng.';
const pendingRow = { id: applicant, status: 'pending', ...details, attempt: 1, submittedAt, decidedAt: null, decidedBy: null, rejectionReason: null, revision: 0 };

describe('instructor applications projection', () => {
  let spec: ProjectionSpec;
  let sent: InstructorApplicationEvent;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(instructorApplicationsProjection);
    sent = submitted(1, await spec.vault.seal(applicant, details));
  });
  afterAll(() => spec.close());

  it('opens the sealed details and lists a new application as pending', async () => {
    await spec.givenEvents(sent).thenRows(INSTRUCTOR_APPLICATIONS_COLLECTION, [pendingRow]);
  });

  it('shows the acceptance, when and by whom', async () => {
    await spec.givenEvents(sent, accepted(1)).thenRows(INSTRUCTOR_APPLICATIONS_COLLECTION, [
      { ...pendingRow, status: 'accepted', decidedAt, decidedBy: admin, revision: 1 },
    ]);
  });

  it('shows a rejection with its reason opened, and a new attempt replaces it as pending', async () => {
    const turnedDown = rejected(1, await spec.vault.seal(applicant, reason));
    await spec.givenEvents(sent, turnedDown).thenRows(INSTRUCTOR_APPLICATIONS_COLLECTION, [
      { ...pendingRow, status: 'rejected', decidedAt, decidedBy: admin, rejectionReason: reason, revision: 1 },
    ]);
    const again = submitted(2, await spec.vault.seal(applicant, { ...details, expertise: 'TikTok Shop' }), '2027-04-05T00:00:00.000Z');
    await spec.givenEvents(sent, turnedDown, again).thenRows(INSTRUCTOR_APPLICATIONS_COLLECTION, [
      { ...pendingRow, expertise: 'TikTok Shop', attempt: 2, submittedAt: '2027-04-05T00:00:00.000Z', revision: 2 },
    ]);
  });

  it('drops the application with the account, and a rebuild after the key is forgotten lists nothing', async () => {
    const deleted: UserAccountDeleted & { streamId: string } = {
      type: 'UserAccountDeleted',
      data: { uid: applicant, by: admin, at: decidedAt },
      streamId: `identity_user-${applicant}`,
    };
    await spec.givenEvents(sent, deleted).thenRows(INSTRUCTOR_APPLICATIONS_COLLECTION, []);
    const forgotten = 'u-forgotten';
    const sealed = await spec.vault.seal(forgotten, details);
    await spec.vault.forget(forgotten);
    await spec.givenEvents({ type: 'InstructorApplicationSubmitted', data: { uid: forgotten, attempt: 1, details: sealed, submittedAt } }).thenRows(INSTRUCTOR_APPLICATIONS_COLLECTION, []);
  });
});
