import { hasReadableText, SCENARIO_NAME_MAX, scenarioTriggerSchema } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { EmailScenarioEvent, EmailScenarioSettings } from './email-scenario.events';
import { EmailScenarioState, evolve, initialState } from './email-scenario.state';
import { toEmailScenarioStreamId } from './email-scenario.stream';

type Command<Type extends string, Data> = { type: Type; data: Data };
type ByAdmin = { scenarioId: string; by: string; at: string };

export type EmailScenarioCommand =
  /** The id comes from the request's `Idempotency-Key`, so a retried create names the same scenario. */
  | Command<'CreateEmailScenario', ByAdmin & EmailScenarioSettings>
  | Command<'EditEmailScenario', ByAdmin & EmailScenarioSettings>
  /** `mailSent`: emails its campaigns have sent, from the scenarios read model. */
  | Command<'DeleteEmailScenario', ByAdmin & { mailSent: number }>;

type Data<Type extends EmailScenarioCommand['type']> = Extract<EmailScenarioCommand, { type: Type }>['data'];
type Live = Extract<EmailScenarioState, { status: 'live' }>;

export function decide(command: EmailScenarioCommand, state: EmailScenarioState): EmailScenarioEvent[] {
  switch (command.type) {
    case 'CreateEmailScenario':
      return create(command.data, state);
    case 'EditEmailScenario':
      return edit(command.data, live(state));
    case 'DeleteEmailScenario':
      return remove(command.data, state);
    default:
      return assertNever(command);
  }
}

function create({ scenarioId, by, at, ...settings }: Data<'CreateEmailScenario'>, state: EmailScenarioState): EmailScenarioEvent[] {
  // A retried create (the same key, so the same id) finds its scenario made: nothing new.
  if (state.status !== 'none') return [];
  return [{ type: 'EmailScenarioCreated', data: { scenarioId, ...checked(settings), by, at } }];
}

function edit({ scenarioId, by, at, ...settings }: Data<'EditEmailScenario'>, state: Live): EmailScenarioEvent[] {
  const next = checked(settings);
  if (JSON.stringify(next) === JSON.stringify(checked(state.settings))) return [];
  return [{ type: 'EmailScenarioEdited', data: { scenarioId, ...next, by, at } }];
}

/**
 * What was sent stays explainable: a scenario whose campaigns sent mail is archived (stopped, out of
 * the list, kept for the history); one that never sent anything is erased. Repeats record nothing.
 */
function remove({ scenarioId, mailSent, by, at }: Data<'DeleteEmailScenario'>, state: EmailScenarioState): EmailScenarioEvent[] {
  if (state.status === 'deleted' || state.status === 'archived') return [];
  live(state);
  return [{ type: mailSent > 0 ? 'EmailScenarioArchived' : 'EmailScenarioDeleted', data: { scenarioId, by, at } }];
}

function live(state: EmailScenarioState): Live {
  if (state.status === 'archived') throw new DomainError('EMAIL_SCENARIO_ARCHIVED', 'conflict');
  if (state.status !== 'live') throw new DomainError('EMAIL_SCENARIO_NOT_FOUND', 'not_found');
  return state;
}

/** The form's rules, checked here too; the trigger is stored in the contract's own shape and key order. */
function checked({ name, trigger, isActive }: EmailScenarioSettings): EmailScenarioSettings {
  if (!hasReadableText(name)) throw new DomainError('EMAIL_SCENARIO_NAME_REQUIRED', 'invalid');
  if (name.length > SCENARIO_NAME_MAX) throw new DomainError('EMAIL_SCENARIO_NAME_TOO_LONG', 'invalid');
  const parsed = scenarioTriggerSchema.safeParse(trigger);
  if (!parsed.success) throw new DomainError('EMAIL_SCENARIO_TRIGGER_INVALID', 'invalid');
  return { name, trigger: parsed.data, isActive };
}

/** Admin commands check no role: only admin endpoints send them. */
export const emailScenarioDecider: Aggregate<EmailScenarioCommand, EmailScenarioEvent, EmailScenarioState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toEmailScenarioStreamId(command.data.scenarioId),
};
