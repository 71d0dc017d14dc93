import { hasReadableText, CAMPAIGN_DELAY_MAX_DAYS, CAMPAIGN_NAME_MAX, CAMPAIGN_ORDER_MAX, delayMs, type ErrorCode } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { CampaignEvent, CampaignSettings } from './campaign.events';
import { CampaignState, evolve, initialState } from './campaign.state';
import { toCampaignStreamId } from './campaign.stream';

type Command<Type extends string, Data> = { type: Type; data: Data };
type ByAdmin = { campaignId: string; by: string; at: string };

export type CampaignCommand =
  /** The id comes from the request's `Idempotency-Key`; the handler has checked the scenario and the template. */
  | Command<'CreateMarketingCampaign', ByAdmin & { scenarioId: string } & CampaignSettings>
  | Command<'EditMarketingCampaign', ByAdmin & CampaignSettings>
  /** `fromScenarioId`: where the admin saw it; `toScenarioId`: where it should go. */
  | Command<'MoveMarketingCampaign', ByAdmin & { fromScenarioId: string; toScenarioId: string; order: number }>
  /** `mailSent`: emails it has sent, from the scenarios read model. */
  | Command<'DeleteMarketingCampaign', ByAdmin & { mailSent: number }>;

type Data<Type extends CampaignCommand['type']> = Extract<CampaignCommand, { type: Type }>['data'];
type Live = Extract<CampaignState, { status: 'live' }>;

const DAY_MS = 86_400_000;

export function decide(command: CampaignCommand, state: CampaignState): CampaignEvent[] {
  switch (command.type) {
    case 'CreateMarketingCampaign':
      return create(command.data, state);
    case 'EditMarketingCampaign':
      return edit(command.data, live(state));
    case 'MoveMarketingCampaign':
      return move(command.data, live(state));
    case 'DeleteMarketingCampaign':
      return remove(command.data, state);
    default:
      return assertNever(command);
  }
}

function create({ campaignId, scenarioId, by, at, ...settings }: Data<'CreateMarketingCampaign'>, state: CampaignState): CampaignEvent[] {
  // A retried create (the same key, so the same id) finds its campaign made: nothing new.
  if (state.status !== 'none') return [];
  return [{ type: 'MarketingCampaignCreated', data: { campaignId, scenarioId, ...checked(settings), by, at } }];
}

function edit({ campaignId, by, at, ...settings }: Data<'EditMarketingCampaign'>, state: Live): CampaignEvent[] {
  const next = checked(settings);
  if (JSON.stringify(next) === JSON.stringify(checked(state.settings))) return [];
  return [{ type: 'MarketingCampaignEdited', data: { campaignId, scenarioId: state.scenarioId, ...next, by, at } }];
}

/**
 * The campaign's stream holds its scenario, so of two admins moving it at once one wins and the
 * other, decided again on the newer state, finds it gone from the scenario they saw: 409, nothing
 * changes. A move to where it already is (a retried request, or the same move by the other admin)
 * records nothing and succeeds: it is where the admin wanted it.
 */
function move({ campaignId, fromScenarioId, toScenarioId, order, by, at }: Data<'MoveMarketingCampaign'>, state: Live): CampaignEvent[] {
  if (state.scenarioId === toScenarioId) return [];
  if (state.scenarioId !== fromScenarioId) throw new DomainError('MARKETING_CAMPAIGN_MOVED', 'conflict');
  rule(Number.isInteger(order) && order >= 1 && order <= CAMPAIGN_ORDER_MAX, 'MARKETING_CAMPAIGN_ORDER_INVALID');
  return [{ type: 'MarketingCampaignMoved', data: { campaignId, fromScenarioId, toScenarioId, order, by, at } }];
}

/** A campaign that sent mail is archived (kept for the history and its counts); one that never did is erased. */
function remove({ campaignId, mailSent, by, at }: Data<'DeleteMarketingCampaign'>, state: CampaignState): CampaignEvent[] {
  if (state.status === 'deleted' || state.status === 'archived') return [];
  const { scenarioId } = live(state);
  return [{ type: mailSent > 0 ? 'MarketingCampaignArchived' : 'MarketingCampaignDeleted', data: { campaignId, scenarioId, by, at } }];
}

function live(state: CampaignState): Live {
  if (state.status === 'archived') throw new DomainError('MARKETING_CAMPAIGN_ARCHIVED', 'conflict');
  if (state.status !== 'live') throw new DomainError('MARKETING_CAMPAIGN_NOT_FOUND', 'not_found');
  return state;
}

/** The form's rules, checked here too, and the settings in one key order (so an unchanged save compares equal). */
function checked({ name, templateId, delay, delayFrom, audience, order }: CampaignSettings): CampaignSettings {
  rule(hasReadableText(name), 'MARKETING_CAMPAIGN_NAME_REQUIRED');
  rule(name.length <= CAMPAIGN_NAME_MAX, 'MARKETING_CAMPAIGN_NAME_TOO_LONG');
  rule(Number.isInteger(delay.amount) && delay.amount >= 0 && delayMs(delay) <= CAMPAIGN_DELAY_MAX_DAYS * DAY_MS, 'MARKETING_CAMPAIGN_DELAY_INVALID');
  rule(Number.isInteger(order) && order >= 1 && order <= CAMPAIGN_ORDER_MAX, 'MARKETING_CAMPAIGN_ORDER_INVALID');
  const { roles, registeredFrom, registeredTo, ownsCourses, courseIds, isAffiliate, hasDeposited, hasBonus, emailVerified } = audience;
  return {
    name,
    templateId,
    delay: { amount: delay.amount, unit: delay.unit },
    delayFrom,
    audience: { roles, registeredFrom, registeredTo, ownsCourses, courseIds, isAffiliate, hasDeposited, hasBonus, emailVerified },
    order,
  };
}

function rule(holds: boolean, code: ErrorCode): void {
  if (!holds) throw new DomainError(code, 'invalid');
}

/** Admin commands check no role: only admin endpoints send them. */
export const campaignDecider: Aggregate<CampaignCommand, CampaignEvent, CampaignState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toCampaignStreamId(command.data.campaignId),
};
