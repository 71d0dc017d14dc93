import type { AudienceRules, CampaignDelay, DelayFrom } from '@academy/contracts';
import type { DomainEvent } from '../../../../platform/domain/decider';

/** One step of a scenario as the sending worker reads it: what to send, when, to whom, in which place. */
export interface CampaignSettings {
  name: string;
  templateId: string;
  /** How long after the trigger or the previous step (`delayFrom`). */
  delay: CampaignDelay;
  delayFrom: DelayFrom;
  audience: AudienceRules;
  /** Its place among the scenario's steps: 1 first; equal places keep their creation order. */
  order: number;
}

type OnCampaign = { campaignId: string };
type ByAdmin = { by: string; at: string };

export type MarketingCampaignCreated = DomainEvent<'MarketingCampaignCreated', OnCampaign & { scenarioId: string } & CampaignSettings & ByAdmin>;
/** The settings as they now stand (the scenario it is in, for the reader's convenience). */
export type MarketingCampaignEdited = DomainEvent<'MarketingCampaignEdited', OnCampaign & { scenarioId: string } & CampaignSettings & ByAdmin>;
/** It now belongs to `toScenarioId`, at place `order`: its stream holds its scenario, so two moves cannot both win. */
export type MarketingCampaignMoved = DomainEvent<'MarketingCampaignMoved', OnCampaign & { fromScenarioId: string; toScenarioId: string; order: number } & ByAdmin>;
/** Deleted after it had sent mail: stopped and kept for the history. */
export type MarketingCampaignArchived = DomainEvent<'MarketingCampaignArchived', OnCampaign & { scenarioId: string } & ByAdmin>;
/** Erased: it never sent anything. */
export type MarketingCampaignDeleted = DomainEvent<'MarketingCampaignDeleted', OnCampaign & { scenarioId: string } & ByAdmin>;

export type CampaignEvent = MarketingCampaignCreated | MarketingCampaignEdited | MarketingCampaignMoved | MarketingCampaignArchived | MarketingCampaignDeleted;

export const CAMPAIGN_EVENT_TYPES = [
  'MarketingCampaignCreated',
  'MarketingCampaignEdited',
  'MarketingCampaignMoved',
  'MarketingCampaignArchived',
  'MarketingCampaignDeleted',
] as const satisfies ReadonlyArray<CampaignEvent['type']>;
