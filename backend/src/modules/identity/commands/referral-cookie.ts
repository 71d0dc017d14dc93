import type { Request } from 'express';

/** The referral cookie the web app sets on `/ref/{code}` links (spec: `aff_ref_code`, 30 days, path /). */
const REFERRAL_COOKIE_NAME = 'aff_ref_code';
const PLAUSIBLE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The affiliate code a sign-up arrived with, as the registration records it: `{ referralCode }`,
 * or nothing. A damaged or forged cookie counts as none; whether the code belongs to an affiliate
 * is the affiliate module's question, asked when it reads the registration.
 */
export function referralOf(request: Pick<Request, 'headers'>): { referralCode?: string } {
  const cookies = new URLSearchParams((request.headers.cookie ?? '').replace(/;\s*/g, '&'));
  const code = cookies.get(REFERRAL_COOKIE_NAME)?.trim();
  return code && PLAUSIBLE_CODE.test(code) ? { referralCode: code } : {};
}
