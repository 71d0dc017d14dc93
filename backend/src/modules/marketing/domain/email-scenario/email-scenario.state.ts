import { assertNever } from '../../../../platform/domain/decider';
import type { EmailScenarioEvent, EmailScenarioSettings } from './email-scenario.events';

export type EmailScenarioState =
  | { status: 'none' }
  | { status: 'live'; settings: EmailScenarioSettings }
  | { status: 'archived' }
  | { status: 'deleted' };

export const initialState: EmailScenarioState = { status: 'none' };

export function evolve(state: EmailScenarioState, event: EmailScenarioEvent): EmailScenarioState {
  switch (event.type) {
    case 'EmailScenarioCreated':
    case 'EmailScenarioEdited': {
      const { name, trigger, isActive } = event.data;
      return { status: 'live', settings: { name, trigger, isActive } };
    }
    case 'EmailScenarioArchived':
      return { status: 'archived' };
    case 'EmailScenarioDeleted':
      return { status: 'deleted' };
    default:
      return assertNever(event);
  }
}
