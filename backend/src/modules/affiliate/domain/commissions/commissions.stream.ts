/**
 * One stream per affiliate: every conversion credited to them, its review, its reversal and every
 * payout. The affiliate's ledger, so a payout decides on all of it with one expected revision.
 */
export const toCommissionsStreamId = (affiliateId: string) => `affiliate_commissions-${affiliateId}`;
