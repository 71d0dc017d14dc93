import type { Role } from '@academy/contracts';
import { assertNever, Decider } from '../../../../platform/domain/decider';
import type { PersonalDetails, UserAccountEvent } from './user-account.events';

export type UserAccountState = { registered: false } | { registered: true; role: Role };

export type RegisterUserAccount = {
  type: 'RegisterUserAccount';
  data: { uid: string; role: Role; personal: PersonalDetails; registeredAt: string };
};
export type ChangeUserRole = { type: 'ChangeUserRole'; data: { uid: string; role: Role; changedBy: string; changedAt: string } };
export type UserAccountCommand = RegisterUserAccount | ChangeUserRole;

export const initialState: UserAccountState = { registered: false };

export function evolve(state: UserAccountState, event: UserAccountEvent): UserAccountState {
  switch (event.type) {
    case 'UserAccountRegistered':
      return { registered: true, role: event.data.role };
    case 'UserRoleChanged':
      return { registered: true, role: event.data.to };
    default:
      return assertNever(event);
  }
}

export function decide(command: UserAccountCommand, state: UserAccountState): UserAccountEvent[] {
  switch (command.type) {
    case 'RegisterUserAccount':
      // Registering twice (a retried sign-up, a re-run seed) keeps the first registration.
      return state.registered ? [] : [{ type: 'UserAccountRegistered', data: command.data }];
    case 'ChangeUserRole': {
      if (!state.registered || state.role === command.data.role) return [];
      const { uid, role, changedBy, changedAt } = command.data;
      return [{ type: 'UserRoleChanged', data: { uid, from: state.role, to: role, changedBy, changedAt } }];
    }
    default:
      return assertNever(command);
  }
}

export const userAccountDecider: Decider<UserAccountCommand, UserAccountEvent, UserAccountState> = { initialState, evolve, decide };
