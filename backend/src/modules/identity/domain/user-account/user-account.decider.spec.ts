import { foldEvents } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import { UserAccountCommand, userAccountDecider } from './user-account.decider';
import type { UserAccountEvent, UserAccountRegistered } from './user-account.events';

const sealed: SealedData = { sealed: 'aes-256-gcm', subject: 'u1', iv: 'iv', tag: 'tag', data: 'opaque' };
const registered: UserAccountRegistered = {
  type: 'UserAccountRegistered',
  data: { uid: 'u1', role: 'student', personal: sealed, emailVerified: false, source: 'self', registeredBy: null, registeredAt: 't0' },
};
const byAdmin = { uid: 'u1', by: 'admin-1', at: 't1' };

const given = (history: UserAccountEvent[]) => ({
  when: (command: UserAccountCommand) => () => userAccountDecider.decide(command, foldEvents(userAccountDecider, history)),
});
const expectError = (run: () => unknown, code: string) => {
  expect(run).toThrow(DomainError);
  expect(run).toThrow(code);
};

describe('user account decider', () => {
  it('registers once; a repeated registration changes nothing', () => {
    expect(given([]).when({ type: 'RegisterUserAccount', data: registered.data })()).toEqual([registered]);
    expect(given([registered]).when({ type: 'RegisterUserAccount', data: registered.data })()).toEqual([]);
  });

  it('activates the profile on the first sign-in and records a newly verified email once', () => {
    const signIn: UserAccountCommand = { type: 'SyncSignIn', data: { uid: 'u1', emailVerified: true, at: 't2' } };
    const first = given([registered]).when(signIn)();
    expect(first).toEqual([
      { type: 'UserEmailVerified', data: { uid: 'u1', verifiedAt: 't2' } },
      { type: 'UserAccountActivated', data: { uid: 'u1', activatedAt: 't2' } },
    ]);
    expect(given([registered, ...first]).when(signIn)()).toEqual([]);
  });

  it('changes role and affiliate level, remembering the old values and who changed them', () => {
    expect(given([registered]).when({ type: 'ChangeUserRole', data: { ...byAdmin, role: 'instructor' } })()).toEqual([
      { type: 'UserRoleChanged', data: { uid: 'u1', from: 'student', to: 'instructor', changedBy: 'admin-1', changedAt: 't1' } },
    ]);
    expect(given([registered]).when({ type: 'ChangeAffiliateLevel', data: { ...byAdmin, level: 3 } })()).toEqual([
      { type: 'UserAffiliateLevelChanged', data: { uid: 'u1', from: 1, to: 3, changedBy: 'admin-1', changedAt: 't1' } },
    ]);
    expect(given([registered]).when({ type: 'ChangeUserRole', data: { ...byAdmin, role: 'student' } })()).toEqual([]);
  });

  it('disables and enables, and records nothing when the state already matches', () => {
    const disable: UserAccountCommand = { type: 'SetAccountDisabled', data: { ...byAdmin, disabled: true } };
    const disabled = given([registered]).when(disable)();
    expect(disabled).toEqual([{ type: 'UserAccountDisabled', data: byAdmin }]);
    expect(given([registered, ...disabled]).when(disable)()).toEqual([]);
    expect(given([registered, ...disabled]).when({ type: 'SetAccountDisabled', data: { ...byAdmin, disabled: false } })()).toEqual([
      { type: 'UserAccountEnabled', data: byAdmin },
    ]);
  });

  it('deletes once; afterwards the account is gone for every other command', () => {
    const deleted = given([registered]).when({ type: 'DeleteUserAccount', data: byAdmin })();
    expect(deleted).toEqual([{ type: 'UserAccountDeleted', data: byAdmin }]);
    expect(given([registered, ...deleted]).when({ type: 'DeleteUserAccount', data: byAdmin })()).toEqual([]);
    expectError(given([registered, ...deleted]).when({ type: 'ChangeUserRole', data: { ...byAdmin, role: 'admin' } }), 'USER_NOT_FOUND');
    expect(given([registered, ...deleted]).when({ type: 'RegisterUserAccount', data: registered.data })()).toEqual([]);
  });

  it('refuses to act on an unknown account', () => {
    expectError(given([]).when({ type: 'UpdateProfile', data: { uid: 'u1', personal: sealed, at: 't' } }), 'USER_NOT_FOUND');
  });

  it('never lets an admin demote, lock or delete their own account', () => {
    const self = { uid: 'u1', by: 'u1', at: 't1' };
    expectError(given([registered]).when({ type: 'ChangeUserRole', data: { ...self, role: 'student' } }), 'CANNOT_CHANGE_OWN_ACCOUNT');
    expectError(given([registered]).when({ type: 'SetAccountDisabled', data: { ...self, disabled: true } }), 'CANNOT_CHANGE_OWN_ACCOUNT');
    expectError(given([registered]).when({ type: 'DeleteUserAccount', data: self }), 'CANNOT_CHANGE_OWN_ACCOUNT');
  });
});
