/** One stream per order: its placement, its payment (or the transfers held for review) and how it ended. */
export const toOrderStreamId = (orderId: string) => `commerce_order-${orderId}`;
