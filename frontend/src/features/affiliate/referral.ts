import { setCookie } from '../../platform/cookies';

/** Spec part 1 §9: the referral cookie lasts 30 days on path /. */
export const REFERRAL_COOKIE = 'aff_ref_code';
export const REFERRAL_SOURCE_COOKIE = 'affiliateSource';
export const REFERRAL_DAYS = 30;

/** Remembers who referred this visitor, and for course links which course the link was for. */
export function storeReferral(code: string, source?: string, doc: Document = document): void {
  const trimmed = code.trim();
  if (!trimmed) return;
  setCookie(REFERRAL_COOKIE, trimmed, REFERRAL_DAYS, doc);
  if (source) setCookie(REFERRAL_SOURCE_COOKIE, source, REFERRAL_DAYS, doc);
}

export function courseReferralSource(slug: string): string {
  return `course_${slug}`;
}
