import type { CampaignChangedResponse, EmailScenarioChangedResponse, EmailTemplateChangedResponse } from '@academy/contracts';
import { HttpProblem } from '../../../platform/http/http-problem';
import type { EmailScenariosQuery } from '../read-models/email-scenarios/email-scenarios.query';
import type { ScenarioRow } from '../read-models/email-scenarios/email-scenarios.read-model';
import type { EmailTemplatesQuery } from '../read-models/email-templates/email-templates.query';

/*
 * What the marketing use cases share: the answers they give right after a write (read-your-writes:
 * the read models already show it) and the checks they make on the read models before deciding.
 */

export async function templateAnswer(templates: EmailTemplatesQuery, templateId: string, message: string): Promise<EmailTemplateChangedResponse> {
  const template = await templates.live(templateId);
  if (!template) throw new HttpProblem(404, 'EMAIL_TEMPLATE_NOT_FOUND');
  return { message, template };
}

export async function scenarioAnswer(scenarios: EmailScenariosQuery, scenarioId: string, message: string): Promise<EmailScenarioChangedResponse> {
  const scenario = await scenarios.scenario(scenarioId);
  if (!scenario) throw new HttpProblem(404, 'EMAIL_SCENARIO_NOT_FOUND');
  return { message, scenario };
}

export async function campaignAnswer(scenarios: EmailScenariosQuery, campaignId: string, message: string): Promise<CampaignChangedResponse> {
  const campaign = await scenarios.campaign(campaignId);
  if (!campaign) throw new HttpProblem(404, 'MARKETING_CAMPAIGN_NOT_FOUND');
  return { message, campaign };
}

/** A scenario a campaign may join: it exists and runs (an archived one is history). */
export async function runningScenario(scenarios: EmailScenariosQuery, scenarioId: string): Promise<ScenarioRow> {
  const scenario = await scenarios.scenarioRow(scenarioId);
  if (!scenario) throw new HttpProblem(404, 'EMAIL_SCENARIO_NOT_FOUND');
  if (scenario.status === 'archived') throw new HttpProblem(409, 'EMAIL_SCENARIO_ARCHIVED');
  return scenario;
}

/** A template a campaign may be set to send: one the admin can still see in the list. */
export async function liveTemplate(templates: EmailTemplatesQuery, templateId: string): Promise<void> {
  if (!(await templates.live(templateId))) throw new HttpProblem(404, 'EMAIL_TEMPLATE_NOT_FOUND');
}
