import { defineProjection } from '../../../../platform/projections/define-projection';
import { appliedByOf } from '../../../../platform/projections/guarded-count';
import type { CampaignEvent } from '../../domain/campaign/campaign.events';
import type { CampaignEmailEvent } from '../../domain/campaign-email/campaign-email.events';
import type { EmailScenarioEvent } from '../../domain/email-scenario/email-scenario.events';
import { CAMPAIGNS_COLLECTION, campaignRows, SCENARIOS_COLLECTION, scenarioRows } from './email-scenarios.read-model';

const NAME = 'marketing.email-scenarios.v1';

/** What a campaign's counts show: sent, opened (once per email), and failed (refused, given up on, or unconfirmed). */
type CountedEmailEvent = Extract<CampaignEmailEvent, { type: 'CampaignEmailSent' | 'CampaignEmailOpened' | 'CampaignEmailFailed' }>;

/**
 * Scenarios and their campaigns: one read model for one screen. Idempotent: creations insert only
 * when absent (so a redelivery never resets the send counts), every other event sets absolute values,
 * and each email's outcome moves its campaign's count by one guarded increment (exact under replay).
 */
export const emailScenariosProjection = defineProjection<EmailScenarioEvent | CampaignEvent | CountedEmailEvent>({
  name: NAME,
  collections: [SCENARIOS_COLLECTION, CAMPAIGNS_COLLECTION],
  handlers: {
    async EmailScenarioCreated({ data }, { store, recorded }) {
      const { scenarioId, name, trigger, isActive, at } = data;
      await scenarioRows(store).insertIfAbsent({ id: scenarioId, name, trigger, isActive, status: 'active', createdAt: at, updatedAt: at, revision: recorded.revision });
    },
    async EmailScenarioEdited({ data }, { store, recorded }) {
      const { scenarioId, name, trigger, isActive, at } = data;
      await scenarioRows(store).patch(scenarioId, { name, trigger, isActive, updatedAt: at, revision: recorded.revision });
    },
    async EmailScenarioArchived({ data }, { store, recorded }) {
      await scenarioRows(store).patch(data.scenarioId, { status: 'archived', updatedAt: data.at, revision: recorded.revision });
    },
    async EmailScenarioDeleted({ data }, { store }) {
      await scenarioRows(store).delete(data.scenarioId);
    },
    async MarketingCampaignCreated({ data }, { store, recorded }) {
      const { campaignId, scenarioId, by, at, ...settings } = data;
      const counts = { sent: 0, opened: 0, failed: 0 };
      await campaignRows(store).insertIfAbsent({ id: campaignId, scenarioId, ...settings, status: 'active', ...counts, createdAt: at, updatedAt: at, revision: recorded.revision });
    },
    async MarketingCampaignEdited({ data }, { store, recorded }) {
      const { campaignId, scenarioId, by, at, ...settings } = data;
      await campaignRows(store).patch(campaignId, { scenarioId, ...settings, updatedAt: at, revision: recorded.revision });
    },
    async MarketingCampaignMoved({ data }, { store, recorded }) {
      await campaignRows(store).patch(data.campaignId, { scenarioId: data.toScenarioId, order: data.order, updatedAt: data.at, revision: recorded.revision });
    },
    async MarketingCampaignArchived({ data }, { store, recorded }) {
      await campaignRows(store).patch(data.campaignId, { status: 'archived', updatedAt: data.at, revision: recorded.revision });
    },
    async MarketingCampaignDeleted({ data }, { store }) {
      await campaignRows(store).delete(data.campaignId);
    },
    async CampaignEmailSent({ data }, context) {
      await campaignRows(context.store).increment(data.campaignId, { sent: 1 }, { appliedBy: appliedByOf(NAME, context) });
    },
    // The decider records one open per email, so this counts distinct emails opened, not image fetches.
    async CampaignEmailOpened({ data }, context) {
      await campaignRows(context.store).increment(data.campaignId, { opened: 1 }, { appliedBy: appliedByOf(NAME, context) });
    },
    async CampaignEmailFailed({ data }, context) {
      await campaignRows(context.store).increment(data.campaignId, { failed: 1 }, { appliedBy: appliedByOf(NAME, context) });
    },
  },
});
