import { assertNever } from '../../../../platform/domain/decider';
import type { MailboxEvent } from './mailbox.events';

/** The slots taken on one Vietnam day: at most a handful. */
export type MailboxState = { slots: Array<{ emailId: string; at: string }> };

export const initialState: MailboxState = { slots: [] };

export function evolve(state: MailboxState, event: MailboxEvent): MailboxState {
  switch (event.type) {
    case 'MarketingEmailSlotTaken':
      return { slots: [...state.slots, { emailId: event.data.emailId, at: event.data.at }] };
    default:
      return assertNever(event.type);
  }
}
