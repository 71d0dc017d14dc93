import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { PersonalDetails, UserAccountEvent, UserAccountRegistered } from '../../domain/user-account/user-account.events';
import { userProfileProjection } from './user-profile.projection';
import { USER_PROFILES_COLLECTION } from './user-profile.read-model';

const uid = 'u1';
const personal: PersonalDetails = { name: 'Trần Thị Lan', email: 'lan@example.vn', phoneNumber: '0912345678', age: 27, avatarUrl: null };
const profile = {
  id: uid,
  ...personal,
  role: 'student',
  emailVerified: false,
  isActive: false,
  firebaseDisabled: false,
  isAffiliate: false,
  affiliateLevel: 1,
  createdAt: 't0',
  marketingEmails: false,
  consent: null,
};
const by = { uid, by: 'admin-1', at: 't1' };

describe('user profile projection', () => {
  let spec: ProjectionSpec;
  let registered: UserAccountRegistered;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(userProfileProjection);
    registered = {
      type: 'UserAccountRegistered',
      data: { uid, role: 'student', personal: await spec.vault.seal(uid, personal), emailVerified: false, source: 'self', registeredBy: null, registeredAt: 't0' },
    };
  });
  afterAll(() => spec.close());

  it('opens the sealed personal details into the profile', async () => {
    await spec.givenEvents(registered).thenRows(USER_PROFILES_COLLECTION, [profile]);
  });

  it('follows sign-in, verification, role, level and lock', async () => {
    await spec
      .givenEvents(
        registered,
        { type: 'UserEmailVerified', data: { uid, verifiedAt: 't1' } },
        { type: 'UserAccountActivated', data: { uid, activatedAt: 't1' } },
        { type: 'UserRoleChanged', data: { uid, from: 'student', to: 'instructor', changedBy: 'admin-1', changedAt: 't2' } },
        { type: 'UserAffiliateLevelChanged', data: { uid, from: 1, to: 3, changedBy: 'admin-1', changedAt: 't2' } },
        { type: 'UserAccountDisabled', data: by },
      )
      .thenRows(USER_PROFILES_COLLECTION, [{ ...profile, emailVerified: true, isActive: true, role: 'instructor', affiliateLevel: 3, firebaseDisabled: true }]);
  });

  it('follows the marketing email opt-in, and keeps the latest consent (its versions and time)', async () => {
    const versions = { termsVersion: '2026-11-24', privacyVersion: '2026-11-24' };
    await spec
      .givenEvents(
        registered,
        { type: 'PersonalDataConsentGiven', data: { uid, ...versions, at: 't0' } },
        { type: 'MarketingEmailConsentChanged', data: { uid, subscribed: true, source: 'signup', at: 't0' } },
      )
      .thenRows(USER_PROFILES_COLLECTION, [{ ...profile, marketingEmails: true, consent: { ...versions, at: 't0' } }]);
    // A new version of the terms agreed to later replaces the consent the profile shows (the history keeps both).
    await spec
      .givenEvents(
        registered,
        { type: 'PersonalDataConsentGiven', data: { uid, ...versions, at: 't0' } },
        { type: 'PersonalDataConsentGiven', data: { uid, ...versions, termsVersion: '2027-06-01', at: 't5' } },
      )
      .thenRows(USER_PROFILES_COLLECTION, [{ ...profile, consent: { ...versions, termsVersion: '2027-06-01', at: 't5' } }]);
    await spec
      .givenEvents(
        registered,
        { type: 'MarketingEmailConsentChanged', data: { uid, subscribed: true, source: 'signup', at: 't0' } },
        { type: 'MarketingEmailConsentChanged', data: { uid, subscribed: false, source: 'unsubscribe-link', at: 't1' } },
      )
      .thenRows(USER_PROFILES_COLLECTION, [profile]);
  });

  it('takes edited details from the sealed update', async () => {
    const edited = { ...personal, name: 'Trần Lan', age: null };
    const updated: UserAccountEvent = { type: 'UserProfileUpdated', data: { uid, personal: await spec.vault.seal(uid, edited), updatedAt: 't3' } };
    await spec.givenEvents(registered, updated).thenRows(USER_PROFILES_COLLECTION, [{ ...profile, ...edited }]);
  });

  it('removes a deleted user, and a forgotten one is not rebuilt from the log', async () => {
    await spec.givenEvents(registered, { type: 'UserAccountDeleted', data: by }).thenRows(USER_PROFILES_COLLECTION, []);
    const forgotten = 'u-forgotten';
    const sealed = await spec.vault.seal(forgotten, personal);
    await spec.vault.forget(forgotten);
    await spec
      .givenEvents({ type: 'UserAccountRegistered', data: { ...registered.data, uid: forgotten, personal: sealed } })
      .thenRows(USER_PROFILES_COLLECTION, []);
  });
});
