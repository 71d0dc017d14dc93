import { assertNever } from '../../../../platform/domain/decider';
import type { InstructorApplicationEvent } from './instructor-application.events';

/** The latest application of one user, and how many they have sent. */
export interface InstructorApplicationState {
  status: 'none' | 'pending' | 'accepted' | 'rejected';
  attempt: number;
}

export const initialState: InstructorApplicationState = { status: 'none', attempt: 0 };

export function evolve(state: InstructorApplicationState, event: InstructorApplicationEvent): InstructorApplicationState {
  switch (event.type) {
    case 'InstructorApplicationSubmitted':
      return { status: 'pending', attempt: event.data.attempt };
    case 'InstructorApplicationAccepted':
      return { ...state, status: 'accepted' };
    case 'InstructorApplicationRejected':
      return { ...state, status: 'rejected' };
    default:
      return assertNever(event);
  }
}
