import type { ContactStatus } from '@academy/contracts';
import { assertNever } from '../../../../platform/domain/decider';
import type { ContactSubmissionEvent } from './contact-submission.events';

export type ContactSubmissionState = { submitted: false } | { submitted: true; status: ContactStatus };

export const initialState: ContactSubmissionState = { submitted: false };

export function evolve(state: ContactSubmissionState, event: ContactSubmissionEvent): ContactSubmissionState {
  switch (event.type) {
    case 'ContactMessageReceived':
    case 'ContactMessageSubmitted':
      return { submitted: true, status: 'new' };
    case 'ContactSubmissionStatusChanged':
      return { submitted: true, status: event.data.to };
    default:
      return assertNever(event);
  }
}
