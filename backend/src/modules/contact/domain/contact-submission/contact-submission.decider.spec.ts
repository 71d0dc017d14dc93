import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { foldEvents } from '../../../../platform/domain/decider';
import { ContactSubmissionCommand, contactSubmissionDecider } from './contact-submission.decider';
import { received, submittedInTheClear } from './contact-submission.fixtures';

const given = deciderSpec(contactSubmissionDecider);

const changeTo = (status: 'new' | 'in_progress' | 'resolved'): ContactSubmissionCommand => ({
  type: 'ChangeContactStatus',
  data: { submissionId: 's1', status, changedBy: 'admin-1', changedAt: '2026-11-22T09:00:00.000Z' },
});

describe('contact submission decider', () => {
  const submit: ContactSubmissionCommand = { type: 'SubmitContactMessage', data: received().data };

  it('records a new message with its details sealed as they came', () => {
    given([]).when(submit).then([received()]);
  });

  it('records nothing when the same submission arrives again (retried request)', () => {
    given([received()]).when(submit).then([]);
    given([submittedInTheClear]).when(submit).then([]);
  });

  it('changes the status of a message recorded before details were sealed', () => {
    given([submittedInTheClear]).when(changeTo('resolved')).then([
      { type: 'ContactSubmissionStatusChanged', data: { submissionId: 's1', from: 'new', to: 'resolved', changedBy: 'admin-1', changedAt: '2026-11-22T09:00:00.000Z' } },
    ]);
  });

  it('changes the status and remembers the previous one and who changed it', () => {
    given([received()]).when(changeTo('in_progress')).then([
      {
        type: 'ContactSubmissionStatusChanged',
        data: { submissionId: 's1', from: 'new', to: 'in_progress', changedBy: 'admin-1', changedAt: '2026-11-22T09:00:00.000Z' },
      },
    ]);
  });

  it('records nothing when the status is already the requested one', () => {
    given([received()]).when(changeTo('new')).then([]);
  });

  it('refuses to change the status of a submission that does not exist', () => {
    given([]).when(changeTo('resolved')).thenThrows('CONTACT_SUBMISSION_NOT_FOUND');
  });

  it('folds the latest status', () => {
    const state = foldEvents(contactSubmissionDecider, [
      received(),
      { type: 'ContactSubmissionStatusChanged', data: { submissionId: 's1', from: 'new', to: 'resolved', changedBy: 'a', changedAt: 'x' } },
    ]);
    expect(state).toEqual({ submitted: true, status: 'resolved' });
  });
});
