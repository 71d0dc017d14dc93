/** One stream per user: the lots whose coming expiry that user has been told about. */
export const toBonusExpiryNoticeStreamId = (userId: string) => `wallet_bonus_expiry_notice-${userId}`;
