import { assertNever } from '../domain/decider';
import type { EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { PostgresEventStore } from './postgres-event-store';

export interface EventStoreConfig {
  adapter: 'postgres' | 'eventstoredb';
  postgresUrl?: string;
  eventStoreDbUrl?: string;
}

/** Connects the adapter the configuration selects. */
export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  switch (config.adapter) {
    case 'postgres':
      return PostgresEventStore.connect(required(config.postgresUrl, 'postgresUrl'));
    case 'eventstoredb':
      return EventStoreDbEventStore.connect(required(config.eventStoreDbUrl, 'eventStoreDbUrl'));
    default:
      return assertNever(config.adapter);
  }
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`The event store needs ${name}`);
  return value;
}
