import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { MailboxEvent } from './mailbox.events';
import { evolve, initialState, MailboxState } from './mailbox.state';
import { toMailboxStreamId } from './mailbox.stream';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `earlier`: when the slots of the day before were taken (the handler reads that day's stream), so
 * the window is a rolling 24 hours across midnight; `limit`: MARKETING_DAILY_EMAILS_PER_PERSON.
 */
export type TakeMarketingEmailSlot = {
  type: 'TakeMarketingEmailSlot';
  data: { userId: string; day: string; emailId: string; at: string; earlier: string[]; limit: number };
};

export type MailboxCommand = TakeMarketingEmailSlot;

/** The slots within 24 hours before `at`, oldest first. */
function recent(times: readonly string[], at: string): number[] {
  const now = Date.parse(at);
  return times.map((time) => Date.parse(time)).filter((time) => time <= now && now - time < DAY_MS).sort((a, b) => a - b);
}

/**
 * When the person may get the next email: now if under the limit, else once the oldest slot that
 * counts turns 24 hours old. The sending worker postpones the email to then.
 */
export function nextFreeSlotAt(times: readonly string[], at: string, limit: number): string {
  const counting = recent(times, at);
  if (counting.length < limit) return at;
  return new Date(counting[counting.length - limit]! + DAY_MS).toISOString();
}

export function decide(command: MailboxCommand, state: MailboxState): MailboxEvent[] {
  switch (command.type) {
    case 'TakeMarketingEmailSlot': {
      const { userId, day, emailId, at, earlier, limit } = command.data;
      // A retried send keeps the slot it took.
      if (state.slots.some((slot) => slot.emailId === emailId)) return [];
      const times = [...earlier, ...state.slots.map((slot) => slot.at)];
      if (recent(times, at).length >= limit) throw new DomainError('MARKETING_DAILY_LIMIT_REACHED', 'conflict');
      return [{ type: 'MarketingEmailSlotTaken', data: { userId, day, emailId, at } }];
    }
    default:
      return assertNever(command.type);
  }
}

/** A command of the sending worker only. */
export const mailboxDecider: Aggregate<MailboxCommand, MailboxEvent, MailboxState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toMailboxStreamId(command.data.userId, command.data.day),
};
