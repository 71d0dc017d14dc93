import { referralCodeOf, referralOf } from './referral-cookie';

const withCookie = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } });

describe('the referral cookie', () => {
  it('reads aff_ref_code among other cookies, decoded', () => {
    expect(referralCodeOf(withCookie('theme=dark; aff_ref_code=MINH-2026; cart=1'))).toBe('MINH-2026');
    expect(referralCodeOf(withCookie('aff_ref_code=minh%5F01'))).toBe('minh_01');
    expect(referralOf(withCookie('aff_ref_code=MINH'))).toEqual({ referralCode: 'MINH' });
  });

  it('counts a missing, damaged or implausible code as none', () => {
    for (const cookie of [undefined, '', 'theme=dark', 'aff_ref_code=', 'aff_ref_code=%E0%A4%A', 'aff_ref_code=<script>', `aff_ref_code=${'A'.repeat(65)}`]) {
      expect(referralCodeOf(withCookie(cookie))).toBeNull();
      expect(referralOf(withCookie(cookie))).toEqual({});
    }
  });
});
