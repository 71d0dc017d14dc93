import type { ScenarioTrigger } from '@academy/contracts';
import type { DomainEvent } from '../../../../platform/domain/decider';

/** What the admin sets on a scenario: the same form creates and edits it. */
export interface EmailScenarioSettings {
  name: string;
  trigger: ScenarioTrigger;
  /** A paused scenario starts nobody new; the sending worker reads this. */
  isActive: boolean;
}

type OnScenario = { scenarioId: string };
type ByAdmin = { by: string; at: string };

export type EmailScenarioCreated = DomainEvent<'EmailScenarioCreated', OnScenario & EmailScenarioSettings & ByAdmin>;
/** The settings as they now stand. */
export type EmailScenarioEdited = DomainEvent<'EmailScenarioEdited', OnScenario & EmailScenarioSettings & ByAdmin>;
/** Deleted after some step had sent mail: kept, stopped, out of the list, for the history and the reports. */
export type EmailScenarioArchived = DomainEvent<'EmailScenarioArchived', OnScenario & ByAdmin>;
/** Erased: nothing was ever sent from it. */
export type EmailScenarioDeleted = DomainEvent<'EmailScenarioDeleted', OnScenario & ByAdmin>;

export type EmailScenarioEvent = EmailScenarioCreated | EmailScenarioEdited | EmailScenarioArchived | EmailScenarioDeleted;

export const EMAIL_SCENARIO_EVENT_TYPES = ['EmailScenarioCreated', 'EmailScenarioEdited', 'EmailScenarioArchived', 'EmailScenarioDeleted'] as const satisfies ReadonlyArray<
  EmailScenarioEvent['type']
>;
