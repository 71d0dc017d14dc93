import type { ScenarioTrigger } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { CampaignSettings } from '../../domain/campaign/campaign.events';

export type MarketingStatus = 'active' | 'archived';

/** A scenario as /admin/email-campaigns shows it and the sending worker reads it. */
export interface ScenarioRow {
  id: string;
  name: string;
  trigger: ScenarioTrigger;
  isActive: boolean;
  /** archived: deleted after it had sent mail; kept for the history, out of the list, sends nothing. */
  status: MarketingStatus;
  createdAt: string;
  updatedAt: string;
  /** The stream revision of the last change: what an edit sends back as `If-Match`. */
  revision: number;
}

/** A step of a scenario, with the counts the sending workers keep (guarded increments, added by them). */
export interface CampaignRow extends CampaignSettings {
  id: string;
  scenarioId: string;
  status: MarketingStatus;
  sent: number;
  opened: number;
  failed: number;
  createdAt: string;
  updatedAt: string;
  /** The stream revision of the last change: what an edit sends back as `If-Match`. */
  revision: number;
}

export const SCENARIOS_COLLECTION = 'marketing_email_scenarios';
export const CAMPAIGNS_COLLECTION = 'marketing_campaigns';

export const scenarioRows = (store: ReadStore) =>
  store.collection<ScenarioRow>(SCENARIOS_COLLECTION, {
    present: ['status', 'createdAt'],
    indexes: [['status', { field: 'createdAt', direction: 'desc' }]],
  });

/** By scenario in order (the list), by template (is it in use?). */
export const campaignRows = (store: ReadStore) =>
  store.collection<CampaignRow>(CAMPAIGNS_COLLECTION, {
    present: ['scenarioId', 'templateId', 'status', 'order', 'createdAt'],
    indexes: [['status', 'scenarioId', 'order', 'createdAt'], ['templateId', 'status']],
  });
