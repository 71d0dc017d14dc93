import { randomUUID } from 'crypto';
import type { DomainEvent } from '../domain/decider';
import type { RecordedEvent } from '../event-store/event-store.port';
import { PersonalDataVault } from '../personal-data/personal-data-vault';
import type { Projection } from '../projections/projection';
import { projectionTools } from '../projections/projection-tools';
import { PostgresReadStore } from '../read-store/postgres-read-store';
import type { ReadDocument } from '../read-store/read-store.port';
import { createTestDatabase, TestDatabase } from './test-database';

/** An event as a projection spec states it; without a stream id, the events of one case share one stream. */
export type GivenEvent = DomainEvent & { streamId?: string; occurredAt?: string };

const ALL_ROWS = 10_000;

/**
 * givenEvents(...).thenRows(collection, rows) for a projection, against the real PostgreSQL
 * read store. Every case also applies the whole history a second time and expects the same rows:
 * delivery is at least once, so a projection that is not idempotent fails here, not in production.
 */
export class ProjectionSpec {
  private position = 0;

  private constructor(
    private readonly projection: Projection,
    private readonly database: TestDatabase,
    readonly store: PostgresReadStore,
    /** Seals personal data the way the use cases do, for events that carry it. */
    readonly vault: PersonalDataVault,
  ) {}

  static async of(projection: Projection): Promise<ProjectionSpec> {
    const database = await createTestDatabase('academy_test_projection');
    const store = await PostgresReadStore.connect(database.url);
    return new ProjectionSpec(projection, database, store, new PersonalDataVault(store, Buffer.alloc(32, 7)));
  }

  givenEvents(...events: GivenEvent[]) {
    return {
      thenRows: async <T extends ReadDocument>(collection: string, expected: T[]): Promise<void> => {
        const revisions = new Map<string, number>();
        const history = events.map((event) => this.recorded(event, revisions));
        await this.reset();
        await this.applyAll(history);
        const once = await this.rows(collection);
        await this.applyAll(history);
        expect(await this.rows(collection)).toEqual(once);
        expect(once).toEqual(expected);
      },
    };
  }

  async close(): Promise<void> {
    await this.store.close();
    await this.database.drop();
  }

  private async reset(): Promise<void> {
    for (const name of this.projection.collections) await this.store.collection(name).clear();
  }

  private async applyAll(history: RecordedEvent[]): Promise<void> {
    const tools = projectionTools(this.vault);
    for (const event of history) {
      if (this.projection.handles.includes(event.type)) await this.projection.apply(event, this.store, tools);
    }
  }

  private async rows(collection: string): Promise<ReadDocument[]> {
    const { items } = await this.store.collection(collection).find({ sort: [{ field: 'id', direction: 'asc' }], limit: ALL_ROWS });
    return items;
  }

  /** Positions grow across cases, as in a real log; revisions count within each stream of one case. */
  private recorded({ type, data, streamId = 'spec-stream', occurredAt }: GivenEvent, revisions: Map<string, number>): RecordedEvent {
    this.position += 1;
    const revision = (revisions.get(streamId) ?? -1) + 1;
    revisions.set(streamId, revision);
    return {
      id: randomUUID(),
      streamId,
      type,
      revision,
      position: String(this.position).padStart(20, '0'),
      data: data as Record<string, unknown>,
      metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: occurredAt ?? new Date(0).toISOString() },
    };
  }
}
