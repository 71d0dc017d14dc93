import { z } from 'zod';
import type { DomainEvent } from '../domain/decider';
import type { RecordedEvent } from '../event-store/event-store.port';
import { handlerTable } from '../projections/define-projection';
import type { PublicEventSchemas } from './public-events';
import type { ReactionDefinition, ReactionDependencies } from './reaction';

/** What a reaction's handler may use besides the event. */
export interface ReactionContext extends ReactionDependencies {
  /** The event as recorded: derive command and notification ids from its id (idempotence). */
  source: RecordedEvent;
}

/** Handlers for SOME of the consumed events: a reaction picks what it cares about. */
export type ReactionHandlers<S extends PublicEventSchemas> = {
  [T in keyof S & string]?: (event: DomainEvent<T, z.output<S[T]>>, context: ReactionContext) => Promise<void>;
};

export interface ReactionDeclaration<S extends PublicEventSchemas> {
  /** Consumer id, e.g. `notifications.update-inbox-on-account-changes`; keys its checkpoint. */
  name: string;
  /** The producing module's public events (from its `index.ts`). */
  consumes: S;
  handlers: ReactionHandlers<NoInfer<S>>;
}

/**
 * A reaction from a handler map keyed by event type. Every event is validated against the
 * producer's public schema before its handler runs: an event that breaks the contract stalls the
 * reaction (shown to admins) instead of feeding it half a record.
 */
export function defineReaction<S extends PublicEventSchemas>(declaration: ReactionDeclaration<S>): ReactionDefinition {
  const { name, consumes } = declaration;
  const handlers = handlerTable<ReactionContext>(declaration.handlers);
  if (handlers.size === 0) throw new Error(`Reaction ${name} handles no event`);
  const handles = [...handlers.keys()];
  return {
    name,
    handles,
    bind: (dependencies) => ({
      name,
      handles,
      async react(source) {
        const handler = handlers.get(source.type);
        if (!handler) return;
        const data = consumes[source.type].safeParse(source.data);
        if (!data.success) {
          throw new Error(`Reaction ${name}: event ${source.type} ${source.id} breaks its public contract: ${z.prettifyError(data.error)}`);
        }
        await handler({ type: source.type, data: data.data }, { ...dependencies, source });
      },
    }),
  };
}
