import type { Role } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import type { InstructorApplicationEvent } from './instructor-application.events';
import { evolve, initialState, InstructorApplicationState } from './instructor-application.state';
import { toInstructorApplicationStreamId } from './instructor-application.stream';

type Command<Type extends string, Data> = { type: Type; data: Data };
type ByAdmin = { uid: string; by: string; at: string };

export type InstructorApplicationCommand =
  /** `applicantRole`: the applicant's role now, read from their profile by the handler. */
  | Command<'SubmitInstructorApplication', { uid: string; applicantRole: Role; details: SealedData; at: string }>
  | Command<'AcceptInstructorApplication', ByAdmin>
  | Command<'RejectInstructorApplication', ByAdmin & { reason: SealedData }>;

export function decide(command: InstructorApplicationCommand, state: InstructorApplicationState): InstructorApplicationEvent[] {
  switch (command.type) {
    case 'SubmitInstructorApplication':
      return submit(command.data, state);
    case 'AcceptInstructorApplication': {
      const { uid, by, at } = command.data;
      // Accepting twice (a double click, a retried request) accepts once.
      if (openFor('accepted', state)) return [];
      return [{ type: 'InstructorApplicationAccepted', data: { uid, attempt: state.attempt, acceptedBy: by, acceptedAt: at } }];
    }
    case 'RejectInstructorApplication': {
      const { uid, by, at, reason } = command.data;
      if (openFor('rejected', state)) return [];
      return [{ type: 'InstructorApplicationRejected', data: { uid, attempt: state.attempt, reason, rejectedBy: by, rejectedAt: at } }];
    }
    default:
      return assertNever(command);
  }
}

/**
 * One open application per user: sending again while one waits records nothing (a retry, a second
 * tab), and the applicant keeps their place in the queue. After a rejection they may apply again.
 * Instructors and admins already teach; a user an admin demoted back to student may apply anew.
 */
function submit({ uid, applicantRole, details, at }: { uid: string; applicantRole: Role; details: SealedData; at: string }, state: InstructorApplicationState): InstructorApplicationEvent[] {
  if (applicantRole !== 'student') throw new DomainError('ALREADY_INSTRUCTOR', 'conflict');
  if (state.status === 'pending') return [];
  return [{ type: 'InstructorApplicationSubmitted', data: { uid, attempt: state.attempt + 1, details, submittedAt: at } }];
}

/**
 * An admin decides only an open application. The same decision again is a repeat (true: nothing to
 * record); the other decision on a decided application is refused.
 */
function openFor(decision: 'accepted' | 'rejected', state: InstructorApplicationState): boolean {
  if (state.status === 'none') throw new DomainError('INSTRUCTOR_APPLICATION_NOT_FOUND', 'not_found');
  if (state.status === decision) return true;
  if (state.status !== 'pending') throw new DomainError('INSTRUCTOR_APPLICATION_DECIDED', 'conflict');
  return false;
}

export const instructorApplicationDecider: Aggregate<InstructorApplicationCommand, InstructorApplicationEvent, InstructorApplicationState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toInstructorApplicationStreamId(command.data.uid),
};
