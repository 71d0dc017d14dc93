/** One stream per campaign, holding its settings and the scenario it belongs to. */
export const toCampaignStreamId = (campaignId: string) => `marketing_campaign-${campaignId}`;
