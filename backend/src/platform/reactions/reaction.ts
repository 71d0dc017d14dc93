import type { CommandBus } from '@nestjs/cqrs';
import type { Clock } from '../clock/clock';
import type { RecordedEvent } from '../event-store/event-store.port';

/**
 * A durable cross-module reaction (CONVENTIONS.md, `<Command>On<Event>`): turns an event recorded
 * by another module into a command of its own module. It runs from its own checkpoint, so delivery
 * is at least once and `react` must be idempotent (derive ids from the source event's id).
 *
 * Reactions are eventually consistent: the command that recorded the source event does not wait
 * for them (read-your-writes covers projections only). The events a reaction records are projected
 * like any others, and a command sent by a reaction does not wait for its read models either.
 */
export interface Reaction {
  /** Consumer id, e.g. `notifications.update-inbox-on-account-changes`; keys its checkpoint. */
  readonly name: string;
  /** Event types it reacts to; others only move its checkpoint. */
  readonly handles: readonly string[];
  react(event: RecordedEvent): Promise<void>;
}

/** What the platform hands a reaction when the application starts. */
export interface ReactionDependencies {
  commands: CommandBus;
  clock: Clock;
}

/** A reaction as a module declares it in its manifest (`defineReaction`); the platform binds it. */
export interface ReactionDefinition {
  readonly name: string;
  readonly handles: readonly string[];
  bind(dependencies: ReactionDependencies): Reaction;
}
