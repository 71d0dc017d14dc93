import { randomUUID } from 'crypto';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { type EventStoreContractHarness, eventStoreContract } from './event-store.contract';
import { START } from './event-store.port';
import { PostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';

/** A fresh database and store per contract run; `beginAppend` makes commits land out of order. */
async function connectHarness(options: PostgresEventStoreOptions = {}): Promise<EventStoreContractHarness> {
  const database = await createTestDatabase();
  const store = await PostgresEventStore.connect(database.url, options);
  return {
    store,
    beginAppend: (streamId, events, expected) => store.beginAppend(streamId, events, expected),
    cleanup: async () => {
      await store.close();
      await database.drop();
    },
  };
}

eventStoreContract('PostgreSQL', () => connectHarness(), { heldTransactions: true });

// The same contract with a shared window of three events: subscriptions fall behind it and read the
// table themselves all the time, so the seams between window and table are covered too.
eventStoreContract('PostgreSQL, shared reader keeping 3 events', () => connectHarness({ tailCapacity: 3 }), { heldTransactions: true });

describe('PostgresEventStore specifics', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('migrates once when several processes connect at the same time', async () => {
    const stores = await Promise.all(
      Array.from({ length: 6 }, () => PostgresEventStore.connect(database.url, { schema: 'racing_migrations' })),
    );
    try {
      await stores[0]!.append('race-1', [event()], 'no_stream');
      await expect(stores[5]!.readStream('race-1')).resolves.toHaveLength(1);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('keeps schemas apart and starts an empty log at START', async () => {
    const [one, two] = await Promise.all([
      PostgresEventStore.connect(database.url, { schema: 'store_one' }),
      PostgresEventStore.connect(database.url, { schema: 'store_two' }),
    ]);
    try {
      expect(await two.headPosition()).toBe(START);
      await one.append('shared-1', [event()], 'no_stream');
      expect(await two.readStream('shared-1')).toEqual([]);
      expect(await two.readAll({ after: START, maxCount: 10 })).toEqual([]);
      await expect(two.append('shared-1', [event()], 'no_stream')).resolves.toMatchObject({ nextRevision: 0 });
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('converts data and metadata of an events table made before they were json, keeping its events', async () => {
    const schema = 'jsonb_events';
    const before = await PostgresEventStore.connect(database.url, { schema });
    const kept = { ...event(), data: { title: 'Khóa học', priceVnd: 499000 } };
    await before.append('upgrade-1', [kept], 'no_stream');
    await before.close();
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    // The layout of the tables before issue 7.
    await admin.query(`ALTER TABLE ${schema}.events ALTER COLUMN data TYPE jsonb USING data::jsonb,
      ALTER COLUMN metadata TYPE jsonb USING metadata::jsonb`);
    const store = await PostgresEventStore.connect(database.url, { schema });
    try {
      const hostile = { ...event(), data: { name: 'A\u0000B', note: 'Lan\ud800' } };
      await store.append('upgrade-1', [hostile], 0);

      expect((await store.readStream('upgrade-1')).map(({ data, metadata }) => ({ data, metadata }))).toEqual(
        [kept, hostile].map(({ data, metadata }) => ({ data, metadata })),
      );
      const { rows } = await admin.query<{ data_type: string }>(
        `SELECT data_type FROM information_schema.columns
         WHERE table_schema = $1 AND table_name = 'events' AND column_name IN ('data', 'metadata')`,
        [schema],
      );
      expect(rows.map((row) => row.data_type)).toEqual(['json', 'json']);
    } finally {
      await admin.end();
      await store.close();
    }
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(PostgresEventStore.connect(database.url, { schema: 'x"; DROP TABLE y; --' })).rejects.toThrow(/schema name/);
  });

  it('recognises a retry that waited on the still-open original and returns its result', async () => {
    const store = await PostgresEventStore.connect(database.url, { schema: 'held_retry' });
    try {
      const events = [event(), event()];
      const held = await store.beginAppend('retry-1', events, 'no_stream');
      const retry = store.append('retry-1', events, 'no_stream');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await held.commit();
      await expect(retry).resolves.toEqual(held.result);
      await expect(store.readStream('retry-1')).resolves.toHaveLength(2);
    } finally {
      await store.close();
    }
  });

  it('keeps delivering and listens again after losing its LISTEN connection', async () => {
    const store = await PostgresEventStore.connect(database.url, { schema: 'lost_listener' });
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    const listeners = async (): Promise<number[]> =>
      (
        await admin.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN \"lost_listener_%'",
        )
      ).rows.map((row) => row.pid);
    const received: string[] = [];
    const subscription = store.subscribeToAll({ after: START, onEvent: async (e) => void received.push(e.id) });
    try {
      await until(async () => (await listeners()).length === 1);
      const [lost] = await listeners();
      await admin.query('SELECT pg_terminate_backend($1)', [lost]);

      const appended = event();
      await store.append('listener-1', [appended], 'no_stream');
      await until(async () => received.includes(appended.id));
      await until(async () => (await listeners()).some((pid) => pid !== lost));
    } finally {
      await subscription.stop();
      await admin.end();
      await store.close();
    }
  });

  it('rejects an event id reused by a different append', async () => {
    const store = await PostgresEventStore.connect(database.url, { schema: 'reused_ids' });
    try {
      const reused = event();
      await store.append('reuse-1', [reused], 'no_stream');
      await expect(store.append('reuse-2', [reused], 'any')).rejects.toThrow(/already used/);
      await expect(store.readStream('reuse-2')).resolves.toEqual([]);
    } finally {
      await store.close();
    }
  });
});

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function event() {
  return {
    id: randomUUID(),
    type: 'ThingHappened',
    data: {},
    metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
  };
}
