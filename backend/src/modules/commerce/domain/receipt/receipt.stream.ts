/** One stream per order's receipt, beside the order's own stream, which stays about the sale. */
export const toReceiptStreamId = (orderId: string) => `commerce_receipt-${orderId}`;
