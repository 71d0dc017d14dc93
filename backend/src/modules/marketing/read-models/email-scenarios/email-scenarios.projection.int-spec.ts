import { EVERYONE } from '@academy/contracts';
import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { CampaignEvent, CampaignSettings } from '../../domain/campaign/campaign.events';
import type { EmailScenarioEvent } from '../../domain/email-scenario/email-scenario.events';
import { EmailTemplatesQuery } from '../email-templates/email-templates.query';
import { emailTemplateRows } from '../email-templates/email-templates.read-model';
import { emailScenariosProjection } from './email-scenarios.projection';
import { CampaignRow, CAMPAIGNS_COLLECTION, ScenarioRow, SCENARIOS_COLLECTION } from './email-scenarios.read-model';
import { EmailScenariosQuery } from './email-scenarios.query';

const by = 'admin-1';
const at = '2027-03-10T03:00:00.000Z';
const later = '2027-03-11T03:00:00.000Z';
const settings: CampaignSettings = { name: 'Bước 1', templateId: 't1', delay: { amount: 1, unit: 'days' }, delayFrom: 'previous', audience: EVERYONE, order: 1 };

type Given = (EmailScenarioEvent | CampaignEvent) & { streamId: string };
const scenario = (scenarioId: string, when = at): Given => ({
  type: 'EmailScenarioCreated',
  data: { scenarioId, name: `Kịch bản ${scenarioId}`, trigger: { type: 'registered' }, isActive: true, by, at: when },
  streamId: `marketing_email_scenario-${scenarioId}`,
});
const campaign = (campaignId: string, scenarioId: string, over: Partial<CampaignSettings> = {}): Given => ({
  type: 'MarketingCampaignCreated',
  data: { campaignId, scenarioId, ...settings, ...over, by, at },
  streamId: `marketing_campaign-${campaignId}`,
});
const onCampaign = (campaignId: string) => ({ streamId: `marketing_campaign-${campaignId}` });

const scenarioRow = (id: string, over: Partial<ScenarioRow> = {}): ScenarioRow => ({
  id,
  name: `Kịch bản ${id}`,
  trigger: { type: 'registered' },
  isActive: true,
  status: 'active',
  createdAt: at,
  updatedAt: at,
  revision: 0,
  ...over,
});
const campaignRow = (id: string, scenarioId: string, over: Partial<CampaignRow> = {}): CampaignRow => ({
  id,
  scenarioId,
  ...settings,
  status: 'active',
  sent: 0,
  opened: 0,
  failed: 0,
  createdAt: at,
  updatedAt: at,
  revision: 0,
  ...over,
});

describe('email scenarios projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(emailScenariosProjection);
  });
  afterAll(() => spec.close());

  it('lists scenarios and their campaigns as created and edited', async () => {
    const trigger = { type: 'cart_unpaid' as const, hours: 24 };
    await spec
      .givenEvents(
        scenario('s1'),
        { type: 'EmailScenarioEdited', data: { scenarioId: 's1', name: 'Giỏ hàng', trigger, isActive: false, by, at: later }, streamId: 'marketing_email_scenario-s1' },
        campaign('c1', 's1'),
        { type: 'MarketingCampaignEdited', data: { campaignId: 'c1', scenarioId: 's1', ...settings, name: 'Nhắc lần 1', order: 2, by, at: later }, ...onCampaign('c1') },
      )
      .thenRows(SCENARIOS_COLLECTION, [scenarioRow('s1', { name: 'Giỏ hàng', trigger, isActive: false, updatedAt: later, revision: 1 })]);
    await spec
      .givenEvents(campaign('c1', 's1'), { type: 'MarketingCampaignEdited', data: { campaignId: 'c1', scenarioId: 's1', ...settings, name: 'Nhắc lần 1', order: 2, by, at: later }, ...onCampaign('c1') })
      .thenRows(CAMPAIGNS_COLLECTION, [campaignRow('c1', 's1', { name: 'Nhắc lần 1', order: 2, updatedAt: later, revision: 1 })]);
  });

  it('follows a move, keeps an archived campaign and drops an erased one', async () => {
    await spec
      .givenEvents(
        campaign('c1', 's1'),
        campaign('c2', 's1'),
        campaign('c3', 's1'),
        { type: 'MarketingCampaignMoved', data: { campaignId: 'c1', fromScenarioId: 's1', toScenarioId: 's2', order: 4, by, at: later }, ...onCampaign('c1') },
        { type: 'MarketingCampaignArchived', data: { campaignId: 'c2', scenarioId: 's1', by, at: later }, ...onCampaign('c2') },
        { type: 'MarketingCampaignDeleted', data: { campaignId: 'c3', scenarioId: 's1', by, at: later }, ...onCampaign('c3') },
      )
      .thenRows(CAMPAIGNS_COLLECTION, [
        campaignRow('c1', 's2', { order: 4, updatedAt: later, revision: 1 }),
        campaignRow('c2', 's1', { status: 'archived', updatedAt: later, revision: 1 }),
      ]);
  });

  it('keeps an archived scenario and drops an erased one', async () => {
    await spec
      .givenEvents(
        scenario('s1'),
        scenario('s2'),
        { type: 'EmailScenarioArchived', data: { scenarioId: 's1', by, at: later }, streamId: 'marketing_email_scenario-s1' },
        { type: 'EmailScenarioDeleted', data: { scenarioId: 's2', by, at: later }, streamId: 'marketing_email_scenario-s2' },
      )
      .thenRows(SCENARIOS_COLLECTION, [scenarioRow('s1', { status: 'archived', updatedAt: later, revision: 1 })]);
  });

  it('answers the list: running scenarios newest first, running campaigns in order with their template names', async () => {
    await spec
      .givenEvents(
        scenario('s1'),
        scenario('s2', later),
        campaign('c1', 's1', { order: 2 }),
        campaign('c2', 's1', { order: 1, templateId: 'gone' }),
        campaign('c3', 's2'),
        { type: 'MarketingCampaignArchived', data: { campaignId: 'c3', scenarioId: 's2', by, at: later }, ...onCampaign('c3') },
      )
      .thenRows(SCENARIOS_COLLECTION, [scenarioRow('s1'), scenarioRow('s2', { createdAt: later, updatedAt: later })]);
    // The template names come from the templates read model (its own projection spec covers how it is built).
    try {
      await emailTemplateRows(spec.store).upsert({ id: 't1', name: 'Chào mừng', subject: 's', body: 'b', variables: [], deleted: false, createdAt: at, updatedAt: at, revision: 0 });
      const query = new EmailScenariosQuery(spec.store, new EmailTemplatesQuery(spec.store));
      const { scenarios } = await query.list();
      expect(scenarios.map((s) => [s._id, s.campaigns.map((c) => [c._id, c.templateName])])).toEqual([
        ['s2', []],
        ['s1', [['c2', null], ['c1', 'Chào mừng']]],
      ]);
      expect(await query.nextOrder('s1')).toBe(3);
      expect(await query.nextOrder('s2')).toBe(1);
      expect(await query.campaignsUsingTemplate('t1')).toBe(1);
    } finally {
      await emailTemplateRows(spec.store).clear();
    }
  });
  it('counts each email sent and failed once per campaign, however often the outcomes are delivered', async () => {
    const email = (campaignId: string, userId: string) => ({ scenarioId: 's1', campaignId, userId, runKey: 'registered', at: later });
    const stream = (campaignId: string, userId: string) => ({ streamId: `marketing_campaign_email-s1/${campaignId}/registered/${userId}` });
    await spec
      .givenEvents(
        campaign('c1', 's1'),
        campaign('c2', 's1'),
        { type: 'CampaignEmailSent', data: { ...email('c1', 'u1'), messageId: '<m1@x>' }, ...stream('c1', 'u1') },
        { type: 'CampaignEmailSent', data: { ...email('c1', 'u2'), messageId: '<m2@x>' }, ...stream('c1', 'u2') },
        { type: 'CampaignEmailFailed', data: { ...email('c1', 'u3'), reason: 'refused' }, ...stream('c1', 'u3') },
        { type: 'CampaignEmailFailed', data: { ...email('c2', 'u1'), reason: 'unconfirmed' }, ...stream('c2', 'u1') },
        // An email of a campaign erased meanwhile changes nothing.
        { type: 'CampaignEmailSent', data: { ...email('gone', 'u1'), messageId: '<m3@x>' }, ...stream('gone', 'u1') },
      )
      .thenRows(CAMPAIGNS_COLLECTION, [campaignRow('c1', 's1', { sent: 2, failed: 1 }), campaignRow('c2', 's1', { failed: 1 })]);
  });

  it('counts each email opened once per campaign, beside its sent and failed counts, however often the events are delivered (a rebuild included)', async () => {
    const email = (campaignId: string, userId: string) => ({ scenarioId: 's1', campaignId, userId, runKey: 'registered', at: later });
    const stream = (campaignId: string, userId: string) => ({ streamId: `marketing_campaign_email-s1/${campaignId}/registered/${userId}` });
    const sent = (campaignId: string, userId: string) => ({ type: 'CampaignEmailSent', data: { ...email(campaignId, userId), messageId: `<${userId}@x>` }, ...stream(campaignId, userId) });
    const opened = (campaignId: string, userId: string) => ({ type: 'CampaignEmailOpened', data: email(campaignId, userId), ...stream(campaignId, userId) });
    await spec
      .givenEvents(
        campaign('c1', 's1'),
        campaign('c2', 's1'),
        sent('c1', 'u1'),
        sent('c1', 'u2'),
        sent('c1', 'u3'),
        { type: 'CampaignEmailFailed', data: { ...email('c1', 'u4'), reason: 'gave_up' }, ...stream('c1', 'u4') },
        opened('c1', 'u1'),
        opened('c1', 'u3'),
        sent('c2', 'u1'),
        opened('c2', 'u1'),
        // An open of an email of a campaign erased meanwhile changes nothing.
        opened('gone', 'u1'),
      )
      .thenRows(CAMPAIGNS_COLLECTION, [campaignRow('c1', 's1', { sent: 3, opened: 2, failed: 1 }), campaignRow('c2', 's1', { sent: 1, opened: 1 })]);
  });
});
