import { getCookie } from '../../platform/cookies';
import { courseReferralSource, storeReferral } from './referral';

describe('storeReferral', () => {
  beforeEach(() => {
    document.cookie = 'aff_ref_code=; max-age=0; path=/';
    document.cookie = 'affiliateSource=; max-age=0; path=/';
  });

  it('stores the affiliate code, and the course source for course links', () => {
    storeReferral('AFF123', courseReferralSource('facebook-ads'));
    expect(getCookie('aff_ref_code')).toBe('AFF123');
    expect(getCookie('affiliateSource')).toBe('course_facebook-ads');
  });

  it('ignores a blank code', () => {
    storeReferral('  ');
    expect(getCookie('aff_ref_code')).toBeNull();
  });

  it('writes a 30-day cookie on path /', () => {
    const doc = { cookie: '' } as Document;
    storeReferral('X1', undefined, doc);
    expect(doc.cookie).toBe('aff_ref_code=X1; max-age=2592000; path=/; SameSite=Lax');
  });
});
