import type { SealedData } from '../../../../platform/domain/sealed-data';
import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { UserAccountCommand, userAccountDecider } from './user-account.decider';
import type { MarketingEmailConsentChanged, PersonalDataConsentGiven, UserAccountRegistered } from './user-account.events';

const sealed: SealedData = { sealed: 'aes-256-gcm', subject: 'u1', iv: 'iv', tag: 'tag', data: 'opaque' };
const registered: UserAccountRegistered = {
  type: 'UserAccountRegistered',
  data: { uid: 'u1', role: 'student', personal: sealed, emailVerified: false, source: 'self', registeredBy: null, registeredAt: 't0' },
};
const byAdmin = { uid: 'u1', by: 'admin-1', at: 't1' };
const versions = { termsVersion: '2026-11-24', privacyVersion: '2026-11-24' };
const consentGiven: PersonalDataConsentGiven = { type: 'PersonalDataConsentGiven', data: { uid: 'u1', ...versions, at: 't0' } };
const marketing = (subscribed: boolean, source: MarketingEmailConsentChanged['data']['source'], at: string): MarketingEmailConsentChanged => ({
  type: 'MarketingEmailConsentChanged',
  data: { uid: 'u1', subscribed, source, at },
});

const given = deciderSpec(userAccountDecider);

describe('user account decider', () => {
  it('registers once, with the consent and the marketing choice of the sign-up; a repeated registration changes nothing', () => {
    given([]).when({ type: 'RegisterUserAccount', data: { ...registered.data, consent: versions, marketingEmails: false } }).then([registered, consentGiven, marketing(false, 'signup', 't0')]);
    given([]).when({ type: 'RegisterUserAccount', data: { ...registered.data, consent: versions, marketingEmails: true } }).then([registered, consentGiven, marketing(true, 'signup', 't0')]);
    given([registered]).when({ type: 'RegisterUserAccount', data: { ...registered.data, consent: versions } }).then([]);
  });

  it('refuses a sign-up by the person themselves without their consent to the terms and the processing of their data', () => {
    given([]).when({ type: 'RegisterUserAccount', data: registered.data }).thenThrows('CONSENT_REQUIRED');
    // An admin's account, a seeded one or a first Google sign-in from the sign-in tab: nobody was asked, nothing is recorded.
    const byAdminData = { ...registered.data, source: 'admin' as const, registeredBy: 'admin-1' };
    given([]).when({ type: 'RegisterUserAccount', data: byAdminData }).then([{ type: 'UserAccountRegistered', data: byAdminData }]);
  });

  it('records a consent once per version of the terms and the privacy policy', () => {
    const give = (termsVersion: string): UserAccountCommand => ({ type: 'GivePersonalDataConsent', data: { uid: 'u1', termsVersion, privacyVersion: '2026-11-24', at: 't3' } });
    given([registered]).when(give('2026-11-24')).then([{ ...consentGiven, data: { ...consentGiven.data, at: 't3' } }]);
    given([registered, consentGiven]).when(give('2026-11-24')).then([]);
    given([registered, consentGiven]).when(give('2027-06-01')).then([{ type: 'PersonalDataConsentGiven', data: { uid: 'u1', termsVersion: '2027-06-01', privacyVersion: '2026-11-24', at: 't3' } }]);
  });

  it('changes the marketing email opt-in only when it changes, from the profile or an unsubscribe link', () => {
    const change = (subscribed: boolean, source: MarketingEmailConsentChanged['data']['source']): UserAccountCommand => ({
      type: 'ChangeMarketingEmailConsent',
      data: { uid: 'u1', subscribed, source, at: 't4' },
    });
    given([registered]).when(change(true, 'profile')).then([marketing(true, 'profile', 't4')]);
    given([registered]).when(change(false, 'profile')).then([]);
    given([registered, marketing(true, 'signup', 't0')]).when(change(true, 'profile')).then([]);
    given([registered, marketing(true, 'signup', 't0')]).when(change(false, 'unsubscribe-link')).then([marketing(false, 'unsubscribe-link', 't4')]);
    given([registered, marketing(true, 'signup', 't0'), marketing(false, 'unsubscribe-link', 't1')]).when(change(true, 'profile')).then([marketing(true, 'profile', 't4')]);
  });

  it('asks for the consent after a sign-in that had none: the versions in force, and the marketing box only when it changes', () => {
    const afterSignIn = (data: { termsVersion?: string; marketingEmails?: boolean } = {}): UserAccountCommand => ({
      type: 'GiveConsentAfterSignIn',
      data: { uid: 'u1', ...versions, at: 't6', ...data },
    });
    const consentAt = (at: string, termsVersion = versions.termsVersion): PersonalDataConsentGiven => ({ type: 'PersonalDataConsentGiven', data: { uid: 'u1', ...versions, termsVersion, at } });
    // A first Google sign-in from the sign-in tab: no consent yet.
    given([registered]).when(afterSignIn()).then([consentAt('t6')]);
    given([registered]).when(afterSignIn({ marketingEmails: true })).then([consentAt('t6'), marketing(true, 'signup', 't6')]);
    // The box left unticked is the opt-in's default: nothing to record.
    given([registered]).when(afterSignIn({ marketingEmails: false })).then([consentAt('t6')]);
    // Already agreed to these versions: nothing new, not even the same marketing answer again.
    given([registered, consentGiven, marketing(true, 'signup', 't0')]).when(afterSignIn({ marketingEmails: true })).then([]);
    given([registered, consentGiven]).when(afterSignIn()).then([]);
    // A new version of the terms since the sign-up: a new consent; a changed marketing answer is recorded too.
    given([registered, consentGiven]).when(afterSignIn({ termsVersion: '2027-06-01', marketingEmails: true })).then([consentAt('t6', '2027-06-01'), marketing(true, 'signup', 't6')]);
    // A deleted account has nobody to ask.
    given([registered, { type: 'UserAccountDeleted', data: { uid: 'u1', by: 'admin-1', at: 't1' } }]).when(afterSignIn()).thenThrows('USER_NOT_FOUND');
  });

  it('lets an unsubscribe link work for an account that is gone, and refuses a profile switch for one', () => {
    const deleted = { type: 'UserAccountDeleted' as const, data: { uid: 'u1', by: 'admin-1', at: 't1' } };
    given([registered, deleted]).when({ type: 'ChangeMarketingEmailConsent', data: { uid: 'u1', subscribed: false, source: 'unsubscribe-link', at: 't5' } }).then([]);
    given([]).when({ type: 'ChangeMarketingEmailConsent', data: { uid: 'u1', subscribed: false, source: 'unsubscribe-link', at: 't5' } }).then([]);
    given([]).when({ type: 'ChangeMarketingEmailConsent', data: { uid: 'u1', subscribed: true, source: 'profile', at: 't5' } }).thenThrows('USER_NOT_FOUND');
  });

  it('activates the profile on the first sign-in and records a newly verified email once', () => {
    const signIn: UserAccountCommand = { type: 'SyncSignIn', data: { uid: 'u1', emailVerified: true, at: 't2' } };
    const first = given([registered]).when(signIn).decided();
    expect(first).toEqual([
      { type: 'UserEmailVerified', data: { uid: 'u1', verifiedAt: 't2' } },
      { type: 'UserAccountActivated', data: { uid: 'u1', activatedAt: 't2' } },
    ]);
    given([registered, ...first]).when(signIn).then([]);
  });

  it('changes role and affiliate level, remembering the old values and who changed them', () => {
    given([registered]).when({ type: 'ChangeUserRole', data: { ...byAdmin, role: 'instructor' } }).then([
      { type: 'UserRoleChanged', data: { uid: 'u1', from: 'student', to: 'instructor', changedBy: 'admin-1', changedAt: 't1' } },
    ]);
    given([registered]).when({ type: 'ChangeAffiliateLevel', data: { ...byAdmin, level: 3 } }).then([
      { type: 'UserAffiliateLevelChanged', data: { uid: 'u1', from: 1, to: 3, changedBy: 'admin-1', changedAt: 't1' } },
    ]);
    given([registered]).when({ type: 'ChangeUserRole', data: { ...byAdmin, role: 'student' } }).then([]);
  });

  it('promotes an accepted applicant from student to instructor once, through the usual role change', () => {
    const promote: UserAccountCommand = { type: 'PromoteToInstructor', data: byAdmin };
    const promoted = given([registered]).when(promote).decided();
    expect(promoted).toEqual([{ type: 'UserRoleChanged', data: { uid: 'u1', from: 'student', to: 'instructor', changedBy: 'admin-1', changedAt: 't1' } }]);
    given([registered, ...promoted]).when(promote).then([]);
    const madeAdmin = { type: 'UserRoleChanged', data: { uid: 'u1', from: 'student', to: 'admin', changedBy: 'admin-1', changedAt: 't0' } } as const;
    given([registered, madeAdmin]).when(promote).then([]);
  });

  it('promotes nobody when the applicant is gone or unknown (a late redelivery is not an error)', () => {
    const promote: UserAccountCommand = { type: 'PromoteToInstructor', data: byAdmin };
    given([registered, { type: 'UserAccountDeleted', data: byAdmin }]).when(promote).then([]);
    given([]).when(promote).then([]);
  });

  it('disables and enables, and records nothing when the state already matches', () => {
    const disable: UserAccountCommand = { type: 'SetAccountDisabled', data: { ...byAdmin, disabled: true } };
    const disabled = given([registered]).when(disable).decided();
    expect(disabled).toEqual([{ type: 'UserAccountDisabled', data: byAdmin }]);
    given([registered, ...disabled]).when(disable).then([]);
    given([registered, ...disabled]).when({ type: 'SetAccountDisabled', data: { ...byAdmin, disabled: false } }).then([
      { type: 'UserAccountEnabled', data: byAdmin },
    ]);
  });

  it('deletes once; afterwards the account is gone for every other command', () => {
    const deleted = given([registered]).when({ type: 'DeleteUserAccount', data: byAdmin }).decided();
    expect(deleted).toEqual([{ type: 'UserAccountDeleted', data: byAdmin }]);
    given([registered, ...deleted]).when({ type: 'DeleteUserAccount', data: byAdmin }).then([]);
    given([registered, ...deleted]).when({ type: 'ChangeUserRole', data: { ...byAdmin, role: 'admin' } }).thenThrows('USER_NOT_FOUND');
    given([registered, ...deleted]).when({ type: 'RegisterUserAccount', data: registered.data }).then([]);
  });

  it('refuses to act on an unknown account', () => {
    given([]).when({ type: 'UpdateProfile', data: { uid: 'u1', personal: sealed, at: 't' } }).thenThrows('USER_NOT_FOUND');
  });

  it('never lets an admin demote, lock or delete their own account', () => {
    const self = { uid: 'u1', by: 'u1', at: 't1' };
    given([registered]).when({ type: 'ChangeUserRole', data: { ...self, role: 'student' } }).thenThrows('CANNOT_CHANGE_OWN_ACCOUNT');
    given([registered]).when({ type: 'SetAccountDisabled', data: { ...self, disabled: true } }).thenThrows('CANNOT_CHANGE_OWN_ACCOUNT');
    given([registered]).when({ type: 'DeleteUserAccount', data: self }).thenThrows('CANNOT_CHANGE_OWN_ACCOUNT');
  });
});
