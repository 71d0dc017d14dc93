import type { CampaignEmailKey } from './campaign-email.events';

/**
 * One stream per email: scenario, step, run and person. '/' separates them because ids never hold
 * one (contracts' ID_PATTERN), so two different emails never share a stream.
 */
export const toCampaignEmailStreamId = ({ scenarioId, campaignId, runKey, userId }: CampaignEmailKey) =>
  `marketing_campaign_email-${scenarioId}/${campaignId}/${runKey}/${userId}`;
