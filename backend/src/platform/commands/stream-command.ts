import { Decider, DomainEvent, foldEvents } from '../domain/decider';
import {
  AppendResult,
  EventMetadata,
  EventStore,
  LogPosition,
  WrongExpectedRevision,
} from '../event-store/event-store.port';

export interface StreamCommand<Command, Event extends DomainEvent, State> {
  streamId: string;
  decider: Decider<Command, Event, State>;
  command: Command;
  metadata: EventMetadata;
  /** Ids for the new events, so that a retried request appends nothing twice. */
  eventIds?: string[];
}

export interface StreamCommandResult<Event extends DomainEvent, State> {
  events: Event[];
  state: State;
  /** Where the new events sit in the log; null when the command changed nothing. */
  position: LogPosition | null;
}

/** Re-deciding after a conflict is safe: the decider sees the newer state. */
const MAX_ATTEMPTS = 3;

/**
 * The whole of a command handler's work (CONVENTIONS.md): read the stream, fold, decide, append
 * with the expected revision. A concurrent append makes it decide again on the newer state.
 */
export async function runStreamCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  request: StreamCommand<Command, Event, State>,
): Promise<StreamCommandResult<Event, State>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await decideAndAppend(store, request);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

async function decideAndAppend<Command, Event extends DomainEvent, State>(
  store: EventStore,
  { streamId, decider, command, metadata, eventIds }: StreamCommand<Command, Event, State>,
): Promise<StreamCommandResult<Event, State>> {
  const history = await store.readStream(streamId);
  const state = foldEvents(decider, history.map(asDomainEvent<Event>));
  const events = decider.decide(command, state);
  const newState = events.reduce(decider.evolve, state);
  if (events.length === 0) return { events, state: newState, position: null };
  const expected = history.length === 0 ? 'no_stream' : history.length - 1;
  const result: AppendResult = await store.append(
    streamId,
    events.map((event, i) => ({ id: eventIds?.[i], type: event.type, data: { ...event.data }, metadata })),
    expected,
  );
  return { events, state: newState, position: result.position };
}

function asDomainEvent<Event extends DomainEvent>(recorded: { type: string; data: Record<string, unknown> }): Event {
  return { type: recorded.type, data: recorded.data } as unknown as Event;
}
