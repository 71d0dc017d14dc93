/** One stream per person: their consent to marketing email, by uid. */
export const toSubscriptionStreamId = (userId: string) => `marketing_subscription-${userId}`;
