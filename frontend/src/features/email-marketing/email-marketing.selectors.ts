import type { EmailScenariosState } from './email-scenarios.slice';
import type { EmailTemplatesState } from './email-templates.slice';

export interface EmailMarketingRootState {
  emailTemplates: EmailTemplatesState;
  emailScenarios: EmailScenariosState;
}

export const selectTemplateList = (state: EmailMarketingRootState) => state.emailTemplates.list;
export const selectTemplateEditor = (state: EmailMarketingRootState) => state.emailTemplates.editor;
export const selectTemplateDeletion = (state: EmailMarketingRootState) => state.emailTemplates.deletion;

export const selectScenarioList = (state: EmailMarketingRootState) => state.emailScenarios.list;
export const selectMarketingCourses = (state: EmailMarketingRootState) => state.emailScenarios.courses;
export const selectScenarioEditor = (state: EmailMarketingRootState) => state.emailScenarios.scenarioEditor;
export const selectCampaignEditor = (state: EmailMarketingRootState) => state.emailScenarios.campaignEditor;
export const selectAudienceCount = (state: EmailMarketingRootState) => state.emailScenarios.audience.count;
export const selectScenarioToggles = (state: EmailMarketingRootState) => state.emailScenarios.toggling;
export const selectCampaignMoves = (state: EmailMarketingRootState) => state.emailScenarios.moving;
export const selectScenarioReorders = (state: EmailMarketingRootState) => state.emailScenarios.reordering;
export const selectScenarioDeletion = (state: EmailMarketingRootState) => state.emailScenarios.deletion;
export const selectScenarioBroadcast = (state: EmailMarketingRootState) => state.emailScenarios.broadcast;
