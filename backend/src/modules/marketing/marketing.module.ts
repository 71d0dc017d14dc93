import { Module } from '@nestjs/common';
import { SiteContentModule } from '../site-content';
import { CreateCampaignHandler } from './commands/create-marketing-campaign/create-marketing-campaign.handler';
import { CreateCampaignController } from './commands/create-marketing-campaign/create-marketing-campaign.http';
import { CreateEmailScenarioController } from './commands/create-email-scenario/create-email-scenario.http';
import { CreateEmailTemplateController } from './commands/create-email-template/create-email-template.http';
import { DeleteCampaignHandler } from './commands/delete-marketing-campaign/delete-marketing-campaign.handler';
import { DeleteCampaignController } from './commands/delete-marketing-campaign/delete-marketing-campaign.http';
import { DeleteEmailScenarioHandler } from './commands/delete-email-scenario/delete-email-scenario.handler';
import { DeleteEmailScenarioController } from './commands/delete-email-scenario/delete-email-scenario.http';
import { DeleteEmailTemplateHandler } from './commands/delete-email-template/delete-email-template.handler';
import { DeleteEmailTemplateController } from './commands/delete-email-template/delete-email-template.http';
import { MoveCampaignHandler } from './commands/move-marketing-campaign/move-marketing-campaign.handler';
import { MoveCampaignController } from './commands/move-marketing-campaign/move-marketing-campaign.http';
import { PreviewEmailTemplateController } from './commands/preview-email-template/preview-email-template.http';
import { UpdateCampaignHandler } from './commands/update-marketing-campaign/update-marketing-campaign.handler';
import { UpdateCampaignController } from './commands/update-marketing-campaign/update-marketing-campaign.http';
import { UpdateEmailScenarioController } from './commands/update-email-scenario/update-email-scenario.http';
import { UpdateEmailTemplateController } from './commands/update-email-template/update-email-template.http';
import { BroadcastEmailScenarioController } from './commands/broadcast-email-scenario/broadcast-email-scenario.http';
import { CampaignSteps } from './commands/campaign-steps';
import { FanOutBroadcastPageHandler, ScheduleBroadcastHandler } from './commands/fan-out-broadcast/fan-out-broadcast.handler';
import { MarketingMailbox } from './commands/send-campaign-email/marketing-mailbox';
import { SendCampaignEmailHandler } from './commands/send-campaign-email/send-campaign-email.handler';
import { StartScenariosHandler } from './commands/start-scenarios/start-scenarios.handler';
import { UnsubscribeLinks } from './commands/unsubscribe-links';
import { AdvertiserIdentity } from './commands/advertiser-identity';
import { OpenPixelLinks } from './commands/open-pixel-links';
import { RecordEmailOpenRouter } from './commands/record-email-open/record-email-open.router';
import { UnsubscribeRouter } from './commands/unsubscribe/unsubscribe.router';
import { CountAudienceController } from './read-models/audience/audience.http';
import { AudienceQuery } from './read-models/audience/audience.query';
import { RecipientContacts } from './read-models/audience/recipient-contacts';
import { SendingReadModels } from './read-models/caught-up';
import { ScenarioConditionsQuery } from './read-models/scenario-conditions/scenario-conditions.query';
import { BroadcastScenarioProcessor } from './workers/broadcast-scenario.processor';
import { SendCampaignEmailProcessor } from './workers/send-campaign-email.processor';
import { EmailScenariosController } from './read-models/email-scenarios/email-scenarios.http';
import { EmailScenariosQuery } from './read-models/email-scenarios/email-scenarios.query';
import { EmailTemplatesController } from './read-models/email-templates/email-templates.http';
import { EmailTemplatesQuery } from './read-models/email-templates/email-templates.query';

/**
 * Email marketing: templates, scenarios with their campaigns (the steps the sending workers follow),
 * audiences built from other modules' public events, each person's consent, and the sending: triggers
 * start scenarios (a reaction), BullMQ workers send each step, the unsubscribe link records the opt-out,
 * the open-tracking image records opens.
 */
@Module({
  imports: [SiteContentModule],
  controllers: [
    // Templates: list, form, preview.
    EmailTemplatesController, CreateEmailTemplateController, UpdateEmailTemplateController, DeleteEmailTemplateController, PreviewEmailTemplateController,
    // Scenarios and their campaigns.
    EmailScenariosController, CreateEmailScenarioController, UpdateEmailScenarioController, DeleteEmailScenarioController,
    CreateCampaignController, UpdateCampaignController, MoveCampaignController, DeleteCampaignController, BroadcastEmailScenarioController,
    // Who a campaign reaches.
    CountAudienceController,
  ],
  providers: [
    EmailTemplatesQuery, DeleteEmailTemplateHandler,
    EmailScenariosQuery, DeleteEmailScenarioHandler, CreateCampaignHandler, UpdateCampaignHandler, MoveCampaignHandler, DeleteCampaignHandler,
    AudienceQuery,
    // Sending: triggers to jobs, the workers, the quota, the unsubscribe link.
    ScenarioConditionsQuery, RecipientContacts, SendingReadModels, CampaignSteps, UnsubscribeLinks, MarketingMailbox,
    StartScenariosHandler, ScheduleBroadcastHandler, FanOutBroadcastPageHandler, SendCampaignEmailHandler,
    SendCampaignEmailProcessor, BroadcastScenarioProcessor, UnsubscribeRouter,
    // Opens: the open-tracking image's address and route.
    OpenPixelLinks, RecordEmailOpenRouter, AdvertiserIdentity,
  ],
  exports: [UnsubscribeRouter, RecordEmailOpenRouter],
})
export class MarketingModule {}
