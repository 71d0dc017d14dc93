import type { DomainEvent } from '../domain/decider';
import type { RecordedEvent } from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';
import type { Projection, ProjectionTools } from './projection';

/** The member of an event union with the given type. */
export type EventOf<E extends DomainEvent, T extends E['type']> = Extract<E, { type: T }>;

/** What a projection's handler may use besides the event. */
export interface ProjectionContext {
  store: ReadStore;
  tools: ProjectionTools;
  /** The event as recorded (id, stream, revision, position), for guards and derived ids. */
  recorded: RecordedEvent;
}

/**
 * One handler for EVERY member of the union: a read model owns its stream's events, so a new event
 * type that the read model forgets fails to compile instead of being skipped in production.
 */
export type ProjectionHandlers<E extends DomainEvent> = {
  [T in E['type']]: (event: EventOf<E, T>, context: ProjectionContext) => Promise<void>;
};

export interface ProjectionDefinition<E extends DomainEvent> {
  /** Processor id, e.g. `contact.contact-submissions.v1`; a new version rebuilds from zero. */
  name: string;
  collections: readonly string[];
  guardsAccess?: boolean;
  handlers: ProjectionHandlers<E>;
}

/**
 * A projection from a handler map keyed by event type: `defineProjection<InboxEvent>({ ... })`.
 * The event union must be given (it defaults to none, so every handler key is then refused), the
 * handled types are the map's keys, and the runner's untyped event becomes the typed one here only.
 */
export function defineProjection<E extends DomainEvent = never>(
  definition: ProjectionDefinition<E> & ([E] extends [never] ? EventUnionMissing : unknown),
): Projection {
  const handlers = handlerTable(definition.handlers);
  return {
    name: definition.name,
    handles: [...handlers.keys()],
    collections: definition.collections,
    guardsAccess: definition.guardsAccess,
    async apply(recorded, store, tools) {
      // The runner delivers only the handled types; a stray one moves the checkpoint and nothing else.
      await handlers.get(recorded.type)?.(asDomainEvent(recorded), { store, tools, recorded });
    },
  };
}

/** Without the union the handler map would be `{}`, which accepts any key: refuse every map instead. */
interface EventUnionMissing {
  handlers: never;
  eventUnionMissing: 'write defineProjection<TheStreamEventUnion>({ ... })';
}

type UntypedHandler<Context> = (event: DomainEvent, context: Context) => Promise<void>;

/** The handler map as a lookup that never finds inherited keys such as `toString`. */
export function handlerTable<Context>(handlers: object): Map<string, UntypedHandler<Context>> {
  return new Map(Object.entries(handlers as Record<string, UntypedHandler<Context>>));
}

/** The one place a recorded event is trusted to match its type: the module's own stream wrote it. */
function asDomainEvent(recorded: RecordedEvent): DomainEvent {
  return { type: recorded.type, data: recorded.data };
}
