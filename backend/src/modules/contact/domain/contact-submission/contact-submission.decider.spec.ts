import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { foldEvents } from '../../../../platform/domain/decider';
import { ContactSubmissionCommand, contactSubmissionDecider } from './contact-submission.decider';
import { submitted } from './contact-submission.fixtures';


const given = deciderSpec(contactSubmissionDecider);

const changeTo = (status: 'new' | 'in_progress' | 'resolved'): ContactSubmissionCommand => ({
  type: 'ChangeContactStatus',
  data: { submissionId: 's1', status, changedBy: 'admin-1', changedAt: '2026-11-22T09:00:00.000Z' },
});

describe('contact submission decider', () => {
  it('records a new message', () => {
    given([]).when({ type: 'SubmitContactMessage', data: submitted.data }).then([submitted]);
  });

  it('records nothing when the same submission arrives again (retried request)', () => {
    given([submitted]).when({ type: 'SubmitContactMessage', data: submitted.data }).then([]);
  });

  it('changes the status and remembers the previous one and who changed it', () => {
    given([submitted]).when(changeTo('in_progress')).then([
      {
        type: 'ContactSubmissionStatusChanged',
        data: { submissionId: 's1', from: 'new', to: 'in_progress', changedBy: 'admin-1', changedAt: '2026-11-22T09:00:00.000Z' },
      },
    ]);
  });

  it('records nothing when the status is already the requested one', () => {
    given([submitted]).when(changeTo('new')).then([]);
  });

  it('refuses to change the status of a submission that does not exist', () => {
    given([]).when(changeTo('resolved')).thenThrows('CONTACT_SUBMISSION_NOT_FOUND');
  });

  it('folds the latest status', () => {
    const state = foldEvents(contactSubmissionDecider, [
      submitted,
      { type: 'ContactSubmissionStatusChanged', data: { submissionId: 's1', from: 'new', to: 'resolved', changedBy: 'a', changedAt: 'x' } },
    ]);
    expect(state).toEqual({ submitted: true, status: 'resolved' });
  });
});
