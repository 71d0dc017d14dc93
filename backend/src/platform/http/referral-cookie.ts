import type { Request } from 'express';

/** The spec's referral cookie, set for 30 days on path / when a visitor follows an affiliate's link. */
export const REFERRAL_COOKIE = 'aff_ref_code';
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The affiliate code the visitor arrived with, or null: an order and a sign-up record it, and the
 * affiliate module decides what it earns. Anything that is not a plausible code (a forged or
 * damaged cookie) counts as none rather than failing the request; whether the code belongs to an
 * affiliate is the affiliate module's question.
 */
export function referralCodeOf(request: Pick<Request, 'headers'>): string | null {
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

/** The code as a registration records it: `{ referralCode }`, or nothing. */
export function referralOf(request: Pick<Request, 'headers'>): { referralCode?: string } {
  const code = referralCodeOf(request);
  return code === null ? {} : { referralCode: code };
}
