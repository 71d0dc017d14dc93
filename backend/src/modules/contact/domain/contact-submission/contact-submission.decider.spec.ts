import { DomainError } from '../../../../platform/domain/domain-error';
import { foldEvents } from '../../../../platform/domain/decider';
import { ContactSubmissionCommand, contactSubmissionDecider } from './contact-submission.decider';
import type { ContactMessageSubmitted, ContactSubmissionEvent } from './contact-submission.events';

const submitted: ContactMessageSubmitted = {
  type: 'ContactMessageSubmitted',
  data: {
    submissionId: 's1',
    name: 'Nguyễn Văn An',
    email: 'an@example.vn',
    phone: '0901234567',
    message: 'Tôi muốn hỏi về khóa học',
    submittedAt: '2026-11-22T08:00:00.000Z',
  },
};

function given(events: ContactSubmissionEvent[]) {
  const state = foldEvents(contactSubmissionDecider, events);
  return { when: (command: ContactSubmissionCommand) => () => contactSubmissionDecider.decide(command, state) };
}

const changeTo = (status: 'new' | 'in_progress' | 'resolved'): ContactSubmissionCommand => ({
  type: 'ChangeContactStatus',
  data: { submissionId: 's1', status, changedBy: 'admin-1', changedAt: '2026-11-22T09:00:00.000Z' },
});

describe('contact submission decider', () => {
  it('records a new message', () => {
    expect(given([]).when({ type: 'SubmitContactMessage', data: submitted.data })()).toEqual([submitted]);
  });

  it('records nothing when the same submission arrives again (retried request)', () => {
    expect(given([submitted]).when({ type: 'SubmitContactMessage', data: submitted.data })()).toEqual([]);
  });

  it('changes the status and remembers the previous one and who changed it', () => {
    expect(given([submitted]).when(changeTo('in_progress'))()).toEqual([
      {
        type: 'ContactSubmissionStatusChanged',
        data: { submissionId: 's1', from: 'new', to: 'in_progress', changedBy: 'admin-1', changedAt: '2026-11-22T09:00:00.000Z' },
      },
    ]);
  });

  it('records nothing when the status is already the requested one', () => {
    expect(given([submitted]).when(changeTo('new'))()).toEqual([]);
  });

  it('refuses to change the status of a submission that does not exist', () => {
    expect(given([]).when(changeTo('resolved'))).toThrow(DomainError);
    expect(given([]).when(changeTo('resolved'))).toThrow('CONTACT_SUBMISSION_NOT_FOUND');
  });

  it('folds the latest status', () => {
    const state = foldEvents(contactSubmissionDecider, [
      submitted,
      { type: 'ContactSubmissionStatusChanged', data: { submissionId: 's1', from: 'new', to: 'resolved', changedBy: 'a', changedAt: 'x' } },
    ]);
    expect(state).toEqual({ submitted: true, status: 'resolved' });
  });
});
