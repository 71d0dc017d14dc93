import { foldEvents } from '../../../../platform/domain/decider';
import { UserAccountCommand, userAccountDecider } from './user-account.decider';
import type { UserAccountEvent, UserAccountRegistered } from './user-account.events';

const registered: UserAccountRegistered = {
  type: 'UserAccountRegistered',
  data: {
    uid: 'u1',
    role: 'student',
    personal: { name: 'Trần Thị Bình', email: 'binh@example.vn', phoneNumber: '0912345678', age: 28 },
    registeredAt: '2026-11-22T08:00:00.000Z',
  },
};
const decide = (history: UserAccountEvent[], command: UserAccountCommand) =>
  userAccountDecider.decide(command, foldEvents(userAccountDecider, history));

describe('user account decider', () => {
  it('registers a new account once', () => {
    expect(decide([], { type: 'RegisterUserAccount', data: registered.data })).toEqual([registered]);
    expect(decide([registered], { type: 'RegisterUserAccount', data: registered.data })).toEqual([]);
  });

  it('changes the role, remembering the old one', () => {
    const command: UserAccountCommand = { type: 'ChangeUserRole', data: { uid: 'u1', role: 'admin', changedBy: 'a', changedAt: 't' } };
    expect(decide([registered], command)).toEqual([
      { type: 'UserRoleChanged', data: { uid: 'u1', from: 'student', to: 'admin', changedBy: 'a', changedAt: 't' } },
    ]);
  });

  it('records nothing for an unchanged role or an unknown account', () => {
    const toStudent: UserAccountCommand = { type: 'ChangeUserRole', data: { uid: 'u1', role: 'student', changedBy: 'a', changedAt: 't' } };
    expect(decide([registered], toStudent)).toEqual([]);
    expect(decide([], toStudent)).toEqual([]);
  });
});
