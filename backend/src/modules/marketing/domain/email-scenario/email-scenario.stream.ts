/**
 * One stream per scenario: its own settings only. Which campaigns it holds is each campaign's own
 * fact (`marketing_campaign-<id>`), so moving a campaign is one decision on one stream.
 */
export const toEmailScenarioStreamId = (scenarioId: string) => `marketing_email_scenario-${scenarioId}`;
