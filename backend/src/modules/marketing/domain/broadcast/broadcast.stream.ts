/** One stream per broadcast, named by the request's `Idempotency-Key`: a retried request starts one broadcast. */
export const toBroadcastStreamId = (broadcastId: string) => `marketing_broadcast-${broadcastId}`;
