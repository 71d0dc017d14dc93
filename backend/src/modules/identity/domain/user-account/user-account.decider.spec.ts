import type { SealedData } from '../../../../platform/domain/sealed-data';
import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { UserAccountCommand, userAccountDecider } from './user-account.decider';
import type { UserAccountRegistered } from './user-account.events';

const sealed: SealedData = { sealed: 'aes-256-gcm', subject: 'u1', iv: 'iv', tag: 'tag', data: 'opaque' };
const registered: UserAccountRegistered = {
  type: 'UserAccountRegistered',
  data: { uid: 'u1', role: 'student', personal: sealed, emailVerified: false, source: 'self', registeredBy: null, registeredAt: 't0' },
};
const byAdmin = { uid: 'u1', by: 'admin-1', at: 't1' };

const given = deciderSpec(userAccountDecider);

describe('user account decider', () => {
  it('registers once; a repeated registration changes nothing', () => {
    given([]).when({ type: 'RegisterUserAccount', data: registered.data }).then([registered]);
    given([registered]).when({ type: 'RegisterUserAccount', data: registered.data }).then([]);
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
