import { PRIVACY_VERSION, TERMS_VERSION } from '@academy/contracts';
import { consentNeeded } from './user-profile.query';

describe('whether a profile needs consent to the terms in force', () => {
  const current = { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION, at: 't0' };

  it('is not needed once the person agreed to the versions in force', () => {
    expect(consentNeeded({ consent: current })).toBe(false);
  });

  it('is needed without any consent (a first sign-in from the sign-in tab, a row from before consents were kept)', () => {
    expect(consentNeeded({ consent: null })).toBe(true);
    expect(consentNeeded({})).toBe(true);
  });

  it('is needed again when either text has a new version', () => {
    expect(consentNeeded({ consent: { ...current, termsVersion: '2020-01-01' } })).toBe(true);
    expect(consentNeeded({ consent: { ...current, privacyVersion: '2020-01-01' } })).toBe(true);
  });
});
