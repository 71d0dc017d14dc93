import type { ContactStatus } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import type { ContactSubmissionEvent } from './contact-submission.events';
import { toContactSubmissionStreamId } from './contact-submission.stream';
import { ContactSubmissionState, evolve, initialState } from './contact-submission.state';

export type SubmitContactMessage = {
  type: 'SubmitContactMessage';
  data: { submissionId: string; details: SealedData; submittedAt: string };
};

export type ChangeContactStatus = {
  type: 'ChangeContactStatus';
  data: { submissionId: string; status: ContactStatus; changedBy: string; changedAt: string };
};

export type ContactSubmissionCommand = SubmitContactMessage | ChangeContactStatus;

export function decide(command: ContactSubmissionCommand, state: ContactSubmissionState): ContactSubmissionEvent[] {
  switch (command.type) {
    case 'SubmitContactMessage':
      // A retried request (same idempotency key) finds the message already recorded: nothing new.
      return state.submitted ? [] : [{ type: 'ContactMessageReceived', data: command.data }];
    case 'ChangeContactStatus':
      return changeStatus(command, state);
    default:
      return assertNever(command);
  }
}

function changeStatus({ data }: ChangeContactStatus, state: ContactSubmissionState): ContactSubmissionEvent[] {
  if (!state.submitted) throw new DomainError('CONTACT_SUBMISSION_NOT_FOUND', 'not_found');
  if (state.status === data.status) return [];
  return [
    {
      type: 'ContactSubmissionStatusChanged',
      data: { submissionId: data.submissionId, from: state.status, to: data.status, changedBy: data.changedBy, changedAt: data.changedAt },
    },
  ];
}

export const contactSubmissionDecider: Aggregate<ContactSubmissionCommand, ContactSubmissionEvent, ContactSubmissionState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toContactSubmissionStreamId(command.data.submissionId),
};
