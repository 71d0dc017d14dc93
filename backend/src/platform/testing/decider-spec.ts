import type { ErrorCode } from '@academy/contracts';
import { Decider, DomainEvent, foldEvents } from '../domain/decider';

/**
 * given(events).when(command).then(events) / .thenThrows(code): a decider test reads as the rule
 * it checks. The history is folded with the decider's own `evolve`, so a test also proves that
 * the events it starts from can be replayed.
 */
export function deciderSpec<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  return function given(history: Event[] = []) {
    const state = foldEvents(decider, history);
    return {
      when(command: Command) {
        const decide = () => decider.decide(command, state);
        return {
          /** What the command records, to build the history of the next step. */
          decided: (): Event[] => decide(),
          /** The events the command records: `[]` when it changes nothing (a repeat). */
          then(expected: Event[]): void {
            expect(decide()).toEqual(expected);
          },
          /** The rule that says no, by its stable code. */
          thenThrows(code: ErrorCode): void {
            expect(thrownBy(decide)).toMatchObject({ name: 'DomainError', code });
          },
        };
      },
    };
  };
}

function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return new Error('Nothing was thrown');
}
