import type {
  Campaign,
  CampaignChangedResponse,
  CountAudienceResponse,
  CreateCampaignRequest,
  DeleteCampaignResponse,
  DeleteEmailScenarioResponse,
  DeleteEmailTemplateResponse,
  EmailScenario,
  EmailScenarioChangedResponse,
  EmailScenarioRequest,
  EmailTemplate,
  EmailTemplateChangedResponse,
  EmailTemplateRequest,
  AudienceRulesInput,
  BroadcastEmailScenarioResponse,
  UpdateCampaignRequest,
} from '@academy/contracts';
import type { ApiClient } from '../../platform/api-client';

/** A course an audience rule or a trigger can name. */
export interface MarketingCourseOption {
  _id: string;
  title: string;
}

/**
 * /admin/email-templates and /admin/email-campaigns. Creates take an idempotency key (one per
 * opened form, so a create whose answer was lost is recorded once); edits take the revision the
 * screen was loaded at, so another admin's change in between is a 409, not an overwrite.
 */
export interface EmailMarketingApi {
  templates(): Promise<EmailTemplate[]>;
  createTemplate(form: EmailTemplateRequest, idempotencyKey: string): Promise<EmailTemplateChangedResponse>;
  updateTemplate(id: string, form: EmailTemplateRequest, revision: number): Promise<EmailTemplateChangedResponse>;
  removeTemplate(id: string): Promise<DeleteEmailTemplateResponse>;

  scenarios(): Promise<EmailScenario[]>;
  createScenario(form: EmailScenarioRequest, idempotencyKey: string): Promise<EmailScenarioChangedResponse>;
  updateScenario(id: string, form: EmailScenarioRequest, revision: number): Promise<EmailScenarioChangedResponse>;
  removeScenario(id: string): Promise<DeleteEmailScenarioResponse>;
  /** A manual scenario sent now; the key names the broadcast, so a retry after a lost answer sends once. */
  broadcast(scenarioId: string, idempotencyKey: string): Promise<BroadcastEmailScenarioResponse>;

  createCampaign(form: CreateCampaignRequest, idempotencyKey: string): Promise<CampaignChangedResponse>;
  updateCampaign(id: string, form: UpdateCampaignRequest, revision: number): Promise<CampaignChangedResponse>;
  /** `from`: the scenario the admin saw it in; if it has moved since, the server answers 409 MARKETING_CAMPAIGN_MOVED. */
  moveCampaign(campaign: Pick<Campaign, '_id' | 'scenarioId'>, toScenarioId: string): Promise<CampaignChangedResponse>;
  removeCampaign(id: string): Promise<DeleteCampaignResponse>;

  countAudience(rules: AudienceRulesInput): Promise<CountAudienceResponse>;
  /** The courses on sale, for "owns these courses" and the course triggers. */
  courses(): Promise<MarketingCourseOption[]>;
}

export function createEmailMarketingApi(client: ApiClient): EmailMarketingApi {
  return {
    templates: async () => (await client.call('listEmailTemplates')).templates,
    createTemplate: (body, idempotencyKey) => client.call('createEmailTemplate', { body, idempotencyKey }),
    updateTemplate: (id, body, revision) => client.call('updateEmailTemplate', { params: { id }, body, expectedRevision: revision }),
    removeTemplate: (id) => client.call('deleteEmailTemplate', { params: { id } }),

    scenarios: async () => (await client.call('listEmailScenarios')).scenarios,
    createScenario: (body, idempotencyKey) => client.call('createEmailScenario', { body, idempotencyKey }),
    updateScenario: (id, body, revision) => client.call('updateEmailScenario', { params: { id }, body, expectedRevision: revision }),
    removeScenario: (id) => client.call('deleteEmailScenario', { params: { id } }),
    broadcast: (id, idempotencyKey) => client.call('broadcastEmailScenario', { params: { id }, idempotencyKey }),

    createCampaign: (body, idempotencyKey) => client.call('createMarketingCampaign', { body, idempotencyKey }),
    updateCampaign: (id, body, revision) => client.call('updateMarketingCampaign', { params: { id }, body, expectedRevision: revision }),
    moveCampaign: (campaign, toScenarioId) =>
      client.call('moveMarketingCampaign', { params: { id: campaign._id }, body: { oldScenarioId: campaign.scenarioId, newScenarioId: toScenarioId } }),
    removeCampaign: (id) => client.call('deleteMarketingCampaign', { params: { id } }),

    countAudience: (rules) => client.call('countAudience', { body: { rules } }),
    // Marketing has no course list of its own; the discounts' list is the admin's list of courses on sale.
    courses: async () => (await client.call('listDiscountCourses')).courses.map(({ _id, title }) => ({ _id, title })),
  };
}
