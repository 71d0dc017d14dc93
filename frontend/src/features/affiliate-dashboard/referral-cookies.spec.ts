import { getCookie } from '../../platform/cookies';
import { courseReferralSource, documentReferralCookies } from './referral-cookies';

describe('documentReferralCookies', () => {
  beforeEach(() => {
    document.cookie = 'aff_ref_code=; max-age=0; path=/';
    document.cookie = 'affiliateSource=; max-age=0; path=/';
  });

  it('stores the affiliate code, and the course source for course links', () => {
    documentReferralCookies().store('AFF123', courseReferralSource('facebook-ads'), 30);
    expect(getCookie('aff_ref_code')).toBe('AFF123');
    expect(getCookie('affiliateSource')).toBe('course_facebook-ads');
  });

  it('forgets the source of an earlier course link when a link without one is followed', () => {
    documentReferralCookies().store('AFF123', courseReferralSource('facebook-ads'), 30);
    documentReferralCookies().store('OTHER234', undefined, 30);
    expect(getCookie('aff_ref_code')).toBe('OTHER234');
    expect(getCookie('affiliateSource')).toBeNull();
  });

  it('writes the cookie for the days given, on path /', () => {
    const writes: string[] = [];
    const doc = {
      set cookie(value: string) {
        writes.push(value);
      },
    } as Document;
    documentReferralCookies(doc).store('X1', 'course_a', 30);
    expect(writes).toEqual(['aff_ref_code=X1; max-age=2592000; path=/; SameSite=Lax', 'affiliateSource=course_a; max-age=2592000; path=/; SameSite=Lax']);
  });
});
