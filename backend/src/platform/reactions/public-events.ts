import type { z } from 'zod';
import type { DomainEvent } from '../domain/decider';
import type { EventOf } from '../projections/define-projection';

/** Event type -> schema of the fields other modules may read from it. */
export type PublicEventSchemas = Record<string, z.ZodType<object>>;

/** The union of events a public catalogue describes, as its consumers see them. */
export type PublicEvent<S extends PublicEventSchemas> = {
  [T in keyof S & string]: DomainEvent<T, z.output<S[T]>>;
}[keyof S & string];

/**
 * A module's public events, declared in its `index.ts`: only these may be consumed by other
 * modules, and only the fields their schemas name. The schemas are checked against the module's
 * own event types (each must pick fields of its event, with the same types; a key that is not one
 * of the module's event types is refused), and consumers validate every event against them.
 * Usage: `definePublicEvents<UserAccountEvent>()({ UserRoleChanged: z.object({ ... }) })`.
 */
export function definePublicEvents<E extends DomainEvent>() {
  return <S extends { [T in E['type']]?: z.ZodType<Partial<EventOf<E, T>['data']>> }>(
    schemas: S & Record<Exclude<keyof S, E['type']>, never>,
  ): S => schemas;
}
