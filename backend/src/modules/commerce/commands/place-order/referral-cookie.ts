import type { Request } from 'express';

/** The spec's referral cookie, set for 30 days when a visitor follows an affiliate's link. */
export const REFERRAL_COOKIE = 'aff_ref_code';
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The affiliate code the buyer arrived with, or null. The order records it so the affiliate
 * module can pay the commission when the order is paid; anything that is not a plausible code
 * (a forged or damaged cookie) counts as none rather than failing the purchase.
 */
export function referralCodeOf(request: Request): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== REFERRAL_COOKIE) continue;
    const code = safeDecode(value.join('='));
    return code !== null && REFERRAL_CODE.test(code) ? code : null;
  }
  return null;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
