/**
 * The profile says whether the user joined the affiliate programme (`isAffiliate`, the web app's
 * affiliate menu). Identity declares what it needs and the affiliate module provides it, so
 * identity never imports affiliate (which reads identity's events: no cycle).
 */
export interface AffiliateMembership {
  isAffiliate(uid: string): Promise<boolean>;
}
export const AFFILIATE_MEMBERSHIP = Symbol('AFFILIATE_MEMBERSHIP');
