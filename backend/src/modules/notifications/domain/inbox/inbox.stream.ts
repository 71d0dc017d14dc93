/** One inbox per user. */
export const toInboxStreamId = (uid: string) => `notifications_inbox-${uid}`;
