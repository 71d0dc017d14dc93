import { Decider, DomainEvent, foldEvents } from '../domain/decider';
import { DomainError } from '../domain/domain-error';
import {
  AppendResult,
  EventMetadata,
  EventStore,
  LogPosition,
  RecordedEvent,
  WrongExpectedRevision,
} from '../event-store/event-store.port';

export interface StreamCommand<Command, Event extends DomainEvent, State> {
  streamId: string;
  decider: Decider<Command, Event, State>;
  command: Command;
  metadata: EventMetadata;
  /** Ids for the new events, so that a retried request appends nothing twice. */
  eventIds?: string[];
  /** The revision the client decided on (`If-Match`); absent: decide on whatever is current. */
  expectedRevision?: number;
}

export interface StreamCommandResult<Event extends DomainEvent, State> {
  events: Event[];
  state: State;
  /** Where the new events sit in the log; null when the command changed nothing. */
  position: LogPosition | null;
  /** The stream's revision after the decision (-1: still empty): what an edit screen sends back as `If-Match`. */
  revision: number;
  /**
   * When the command changed nothing (a repeat, or someone else recorded it first): the history it
   * was decided on, so the caller can wait for the read models to show that, as after a change.
   */
  decidedOn?: { position: LogPosition; eventTypes: string[] };
}

/**
 * Re-deciding after a conflict is safe: the decider sees the newer state. A hot stream (a
 * discount code in a flash sale) can make a request lose several rounds in a row, so it tries a
 * few times with a short random pause that spreads the racers apart.
 */
const MAX_ATTEMPTS = 10;
const MAX_PAUSE_MS = 20;

/** Someone else changed the record since the client loaded it: reload, then decide again. */
export const staleRevision = () => new DomainError('EDIT_CONFLICT', 'conflict');

/**
 * The whole of a command handler's work (CONVENTIONS.md): read the stream, fold, decide, append
 * with the expected revision. A concurrent append makes it decide again on the newer state, unless
 * the client named the revision it saw: then the newer state is one it has not seen, and it hears so.
 */
export function runStreamCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  request: StreamCommand<Command, Event, State>,
): Promise<StreamCommandResult<Event, State>> {
  return oneAtATime(request.streamId, () => decideWithRetries(store, request));
}

/**
 * Decisions on one stream from this process wait for each other: fifty buyers paying from one
 * wallet at once queue here and each decides on the state the previous one left, instead of
 * losing optimistic rounds until some give up busy. Other processes are still kept apart by the
 * expected revision (the retries below).
 */
const decisionsInFlight = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(streamId: string, work: () => Promise<T>): Promise<T> {
  const previous = decisionsInFlight.get(streamId) ?? Promise.resolve();
  const mine = previous.then(work);
  const done = mine.then(
    () => undefined,
    () => undefined,
  );
  decisionsInFlight.set(streamId, done);
  try {
    return await mine;
  } finally {
    if (decisionsInFlight.get(streamId) === done) decisionsInFlight.delete(streamId);
  }
}

async function decideWithRetries<Command, Event extends DomainEvent, State>(
  store: EventStore,
  request: StreamCommand<Command, Event, State>,
): Promise<StreamCommandResult<Event, State>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await decideAndAppend(store, request);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error;
      if (request.expectedRevision !== undefined) throw staleRevision();
      // Still losing after all attempts: a conflict the client may retry, never a server error.
      if (attempt >= MAX_ATTEMPTS) throw new DomainError('RECORD_BUSY', 'conflict');
      await new Promise((resolve) => setTimeout(resolve, Math.random() * MAX_PAUSE_MS * attempt));
    }
  }
}

async function decideAndAppend<Command, Event extends DomainEvent, State>(
  store: EventStore,
  { streamId, decider, command, metadata, eventIds, expectedRevision }: StreamCommand<Command, Event, State>,
): Promise<StreamCommandResult<Event, State>> {
  const history = await store.readStream(streamId);
  if (expectedRevision !== undefined && expectedRevision !== history.length - 1) throw staleRevision();
  const state = foldEvents(decider, history.map(asDomainEvent<Event>));
  const events = decider.decide(command, state);
  const newState = events.reduce(decider.evolve, state);
  const revision = history.length - 1 + events.length;
  if (events.length === 0) return { events, state: newState, position: null, revision, decidedOn: historyBasis(history) };
  const expected = history.length === 0 ? 'no_stream' : history.length - 1;
  const result: AppendResult = await store.append(
    streamId,
    events.map((event, i) => ({ id: eventIds?.[i], type: event.type, data: { ...event.data }, metadata })),
    expected,
  );
  return { events, state: newState, position: result.position, revision };
}

function historyBasis(history: readonly RecordedEvent[]): StreamCommandResult<DomainEvent, unknown>['decidedOn'] {
  const last = history.at(-1);
  return last === undefined ? undefined : { position: last.position, eventTypes: [...new Set(history.map((event) => event.type))] };
}

function asDomainEvent<Event extends DomainEvent>(recorded: { type: string; data: Record<string, unknown> }): Event {
  return { type: recorded.type, data: recorded.data } as unknown as Event;
}

/**
 * A stream's current state and revision (-1: empty), for a use case that must look before it
 * decides (a price quote, a matcher choosing its next command): the stream, never a read model
 * that may lag.
 */
export async function currentState<Event extends DomainEvent, State>(
  store: EventStore,
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  streamId: string,
): Promise<{ state: State; revision: number }> {
  const history = await store.readStream(streamId);
  return { state: foldEvents(decider, history.map(asDomainEvent<Event>)), revision: history.length - 1 };
}
