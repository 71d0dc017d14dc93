/** One stream per user: every credit, lot, payment, refund and expiry of that user's money, in order. */
export const toWalletStreamId = (userId: string) => `wallet_wallet-${userId}`;
