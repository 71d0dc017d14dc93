/**
 * The shape of all business logic (CONVENTIONS.md): `decide` says which facts a command produces
 * given the current state, or throws a DomainError; `evolve` folds one fact into the state.
 * Pure: no I/O, no clock, no random ids.
 */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  type: Type;
  data: Data;
}

export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/**
 * A decider that knows which stream each of its commands decides on: all a plain decision needs.
 * The platform's one `Decide` handler runs any aggregate, so a module writes no handler class for it.
 */
export interface Aggregate<Command extends DomainEvent, Event extends DomainEvent, State> extends Decider<Command, Event, State> {
  streamIdOf(command: Command): string;
}

/** Folds a stream's history into the current state. */
export function foldEvents<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState);
}

/** Ends a `switch` over a union: the compiler proves every member was handled. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
