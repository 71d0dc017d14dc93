import { Inject, Injectable } from '@nestjs/common';
import { CAMPAIGN_ORDER_MAX, type Campaign, type EmailScenario, type ListEmailScenariosResponse, type ScenarioTriggerType } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { EmailTemplatesQuery } from '../email-templates/email-templates.query';
import { CampaignRow, campaignRows, ScenarioRow, scenarioRows } from './email-scenarios.read-model';

/** Tens of scenarios with a handful of steps each; these bound the one-page list should that change. */
const MAX_SCENARIOS = 1_000;
const MAX_CAMPAIGNS = 10_000;

const IN_ORDER = [
  { field: 'order', direction: 'asc' },
  { field: 'createdAt', direction: 'asc' },
] as const;

function toCampaign(row: CampaignRow, templateNames: Map<string, string>): Campaign {
  const { id, sent, opened, failed, ...campaign } = row;
  return { _id: id, ...campaign, templateName: templateNames.get(row.templateId) ?? null, stats: { sent, opened, failed } };
}

function toScenario({ id, ...scenario }: ScenarioRow, campaigns: Campaign[]): EmailScenario {
  return { _id: id, ...scenario, campaigns };
}

/** Reads scenarios and their campaigns: the admin's screen, and what the use cases check before deciding. */
@Injectable()
export class EmailScenariosQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly templates: EmailTemplatesQuery,
  ) {}

  private get scenarios() {
    return scenarioRows(this.store);
  }

  private get campaigns() {
    return campaignRows(this.store);
  }

  /** The running scenarios, newest first, each with its running steps in order. */
  async list(): Promise<ListEmailScenariosResponse> {
    const { items } = await this.scenarios.find({ filter: { status: 'active' }, sort: [{ field: 'createdAt', direction: 'desc' }], limit: MAX_SCENARIOS });
    const ids = items.map((scenario) => scenario.id);
    const steps = ids.length === 0 ? [] : await this.runningCampaigns({ scenarioId: { $in: ids } });
    const named = await this.named(steps);
    return { scenarios: items.map((scenario) => toScenario(scenario, named.filter((step) => step.scenarioId === scenario.id))) };
  }

  async scenario(id: string): Promise<EmailScenario | null> {
    const row = await this.scenarios.get(id);
    return row ? toScenario(row, await this.named(await this.campaignsOf(id))) : null;
  }

  /** The scenarios a trigger of this type starts now: running and switched on (a paused one starts nobody). */
  async switchedOnWithTrigger(type: ScenarioTriggerType): Promise<ScenarioRow[]> {
    const { items } = await this.scenarios.find({ filter: { status: 'active', isActive: true }, sort: [{ field: 'createdAt', direction: 'asc' }], limit: MAX_SCENARIOS });
    return items.filter((scenario) => scenario.trigger.type === type);
  }

  scenarioRow(id: string): Promise<ScenarioRow | null> {
    return this.scenarios.get(id);
  }

  async campaign(id: string): Promise<Campaign | null> {
    const row = await this.campaigns.get(id);
    return row ? (await this.named([row]))[0]! : null;
  }

  campaignRow(id: string): Promise<CampaignRow | null> {
    return this.campaigns.get(id);
  }

  /** A scenario's running steps in order: what a delete goes through, and what the sending worker follows. */
  campaignsOf(scenarioId: string): Promise<CampaignRow[]> {
    return this.runningCampaigns({ scenarioId });
  }

  /** The place after the scenario's last step (capped at the last place allowed). */
  async nextOrder(scenarioId: string): Promise<number> {
    const { items } = await this.campaigns.find({ filter: { scenarioId, status: 'active' }, sort: [{ field: 'order', direction: 'desc' }], limit: 1 });
    return Math.min((items[0]?.order ?? 0) + 1, CAMPAIGN_ORDER_MAX);
  }

  /** Emails sent by every step the scenario has had, archived ones included: an archived scenario keeps its history. */
  async mailSentIn(scenarioId: string): Promise<number> {
    const { items } = await this.campaigns.find({ filter: { scenarioId }, limit: MAX_CAMPAIGNS });
    return items.reduce((sum, row) => sum + row.sent, 0);
  }

  /** Running campaigns that send this template: a template in use is not deleted. */
  campaignsUsingTemplate(templateId: string): Promise<number> {
    return this.campaigns.count({ templateId, status: 'active' });
  }

  private async runningCampaigns(filter: { scenarioId: string | { $in: string[] } }): Promise<CampaignRow[]> {
    const { items } = await this.campaigns.find({ filter: { ...filter, status: 'active' }, sort: [...IN_ORDER], limit: MAX_CAMPAIGNS });
    return items;
  }

  private async named(rows: CampaignRow[]): Promise<Campaign[]> {
    const names = await this.templates.namesOf([...new Set(rows.map((row) => row.templateId))]);
    return rows.map((row) => toCampaign(row, names));
  }
}
