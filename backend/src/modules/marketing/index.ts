/**
 * The marketing module's public surface: its manifest, and the unsubscribe link's and the open-tracking
 * image's routers (mounted by the app beside the API's routes: mail clients post the one-click form,
 * and the image answers every token with a GIF). It publishes no events yet.
 */
import { defineModule } from '../../platform/manifest/module-manifest';
import { CAMPAIGN_EVENT_TYPES } from './domain/campaign/campaign.events';
import { EMAIL_SCENARIO_EVENT_TYPES } from './domain/email-scenario/email-scenario.events';
import { EMAIL_TEMPLATE_EVENT_TYPES } from './domain/email-template/email-template.events';
import { SUBSCRIPTION_EVENT_TYPES } from './domain/subscription/subscription.events';
import { BROADCAST_EVENT_TYPES } from './domain/broadcast/broadcast.events';
import { CAMPAIGN_EMAIL_EVENT_TYPES } from './domain/campaign-email/campaign-email.events';
import { MAILBOX_EVENT_TYPES } from './domain/mailbox/mailbox.events';
import { MarketingModule } from './marketing.module';
import { startScenarios } from './reactions/start-scenarios.reaction';
import { syncMarketingConsent } from './reactions/sync-marketing-consent.reaction';
import { recipientsProjection } from './read-models/audience/audience.projection';
import { emailScenariosProjection } from './read-models/email-scenarios/email-scenarios.projection';
import { emailTemplatesProjection } from './read-models/email-templates/email-templates.projection';
import { scenarioConditionsProjection } from './read-models/scenario-conditions/scenario-conditions.projection';
import { broadcastScenarioJob } from './workers/broadcast-scenario.job';
import { sendCampaignEmailJob } from './workers/send-campaign-email.job';

export { UNSUBSCRIBE_PATH } from './commands/unsubscribe-links';
export { UnsubscribeRouter } from './commands/unsubscribe/unsubscribe.router';
export { OPEN_PIXEL_PATH } from './commands/open-pixel-links';
export { RecordEmailOpenRouter } from './commands/record-email-open/record-email-open.router';

export const marketingManifest = defineModule({
  name: 'marketing',
  module: MarketingModule,
  emits: [
    ...EMAIL_TEMPLATE_EVENT_TYPES,
    ...EMAIL_SCENARIO_EVENT_TYPES,
    ...CAMPAIGN_EVENT_TYPES,
    ...SUBSCRIPTION_EVENT_TYPES,
    ...BROADCAST_EVENT_TYPES,
    ...CAMPAIGN_EMAIL_EVENT_TYPES,
    ...MAILBOX_EVENT_TYPES,
  ],
  projections: [emailTemplatesProjection, emailScenariosProjection, recipientsProjection, scenarioConditionsProjection],
  reactions: [startScenarios, syncMarketingConsent],
  jobs: [sendCampaignEmailJob, broadcastScenarioJob],
});
