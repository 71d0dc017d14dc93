/** One stream per person and Vietnam day (`2027-03-10`): a day's slots, and yesterday's for the rolling 24 hours. */
export const toMailboxStreamId = (userId: string, day: string) => `marketing_mailbox-${userId}/${day}`;
