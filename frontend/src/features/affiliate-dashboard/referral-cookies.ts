import { setCookie } from '../../platform/cookies';

/** The cookies a referral link leaves (spec part 1 §2.1, §4): the server reads `aff_ref_code` at sign-up and on orders. */
export const REFERRAL_COOKIE = 'aff_ref_code';
export const REFERRAL_SOURCE_COOKIE = 'affiliateSource';
/** Spec part 1 §9; used only when the tracker could not say the programme's current cookie days. */
export const DEFAULT_REFERRAL_DAYS = 30;

/** Where a referral is remembered; the browser's cookies in the app, a fake in tests. */
export interface ReferralCookies {
  /** Remembers `code` for `days` on path /, with the link's source (`course_{slug}`) or none. */
  store(code: string, source: string | undefined, days: number): void;
}

export function documentReferralCookies(doc: Document = document): ReferralCookies {
  return {
    store(code, source, days) {
      setCookie(REFERRAL_COOKIE, code, days, doc);
      // A link without a source clears the previous link's, which named another affiliate's course.
      if (source) setCookie(REFERRAL_SOURCE_COOKIE, source, days, doc);
      else doc.cookie = `${REFERRAL_SOURCE_COOKIE}=; max-age=0; path=/; SameSite=Lax`;
    },
  };
}

/** The source a course link records (spec part 1 §2.1: `affiliateSource` = `course_{slug}`). */
export function courseReferralSource(slug: string): string {
  return `course_${slug}`;
}
