import { assertNever } from '../../../../platform/domain/decider';
import type { EmailTemplateContent, EmailTemplateEvent } from './email-template.events';

export type EmailTemplateState =
  | { status: 'none' }
  | { status: 'live'; content: EmailTemplateContent }
  /** Deleted for good: its id is never reused, so nothing can bring it back. */
  | { status: 'deleted' };

export const initialState: EmailTemplateState = { status: 'none' };

export function evolve(state: EmailTemplateState, event: EmailTemplateEvent): EmailTemplateState {
  switch (event.type) {
    case 'EmailTemplateCreated':
    case 'EmailTemplateEdited': {
      const { name, subject, body } = event.data;
      return { status: 'live', content: { name, subject, body } };
    }
    case 'EmailTemplateDeleted':
      return { status: 'deleted' };
    default:
      return assertNever(event);
  }
}
