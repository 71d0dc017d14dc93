import { assertNever } from '../../../../platform/domain/decider';
import type { CampaignEvent, CampaignSettings } from './campaign.events';

export type CampaignState =
  | { status: 'none' }
  | { status: 'live'; scenarioId: string; settings: CampaignSettings }
  | { status: 'archived'; scenarioId: string }
  | { status: 'deleted' };

export const initialState: CampaignState = { status: 'none' };

export function evolve(state: CampaignState, event: CampaignEvent): CampaignState {
  switch (event.type) {
    case 'MarketingCampaignCreated':
    case 'MarketingCampaignEdited': {
      const { campaignId, scenarioId, by, at, ...settings } = event.data;
      return { status: 'live', scenarioId, settings };
    }
    case 'MarketingCampaignMoved':
      return state.status === 'live' ? { ...state, scenarioId: event.data.toScenarioId, settings: { ...state.settings, order: event.data.order } } : state;
    case 'MarketingCampaignArchived':
      return { status: 'archived', scenarioId: event.data.scenarioId };
    case 'MarketingCampaignDeleted':
      return { status: 'deleted' };
    default:
      return assertNever(event);
  }
}
