import { Pool } from 'pg';
import { createTestDatabase } from '../testing/test-database';
import { createReadStore } from './create-read-store';
import { PostgresReadStore } from './postgres-read-store';
import { readStoreContract } from './read-store.contract';
import type { ReadDocument } from './read-store.port';

readStoreContract('PostgresReadStore', async () => {
  const database = await createTestDatabase();
  const store = await PostgresReadStore.connect(database.url);
  return {
    store,
    cleanup: async () => {
      await store.close();
      await database.drop();
    },
  };
});

describe('PostgresReadStore specifics', () => {
  it('is what createReadStore connects for the postgres adapter', async () => {
    const database = await createTestDatabase();
    const store = await createReadStore({ adapter: 'postgres', postgresUrl: database.url });
    try {
      expect(store).toBeInstanceOf(PostgresReadStore);
      await store.collection('configured').upsert({ id: 'x' });
      expect(await store.collection('configured').get('x')).toEqual({ id: 'x' });
    } finally {
      await store.close();
      await database.drop();
    }
  });

  it('adds the column of applied marks to a table made before guarded writes existed', async () => {
    const database = await createTestDatabase();
    const legacy = new Pool({ connectionString: database.url });
    await legacy.query(`CREATE SCHEMA rm_old`);
    await legacy.query(
      `CREATE TABLE rm_old.wallets (id text COLLATE "C" PRIMARY KEY, doc jsonb NOT NULL, norm jsonb NOT NULL DEFAULT '{}')`,
    );
    await legacy.query(`INSERT INTO rm_old.wallets (id, doc) VALUES ('w1', '{"id": "w1", "balance": 100}')`);
    await legacy.end();
    const store = await PostgresReadStore.connect(database.url, { schema: 'rm_old' });
    try {
      const wallets = store.collection<ReadDocument & { balance: number }>('wallets');
      const once = { appliedBy: { source: 'wallet.balances.v1', position: '00000000000000000001:00000000000000000001' } };
      expect(await wallets.increment('w1', { balance: 50 }, once)).toBe(true);
      expect(await wallets.increment('w1', { balance: 50 }, once)).toBe(true);
      expect(await wallets.get('w1')).toEqual({ id: 'w1', balance: 150 });
    } finally {
      await store.close();
      await database.drop();
    }
  });

  it('creates a table once when several processes use a new collection at the same time', async () => {
    const database = await createTestDatabase();
    // Separate instances share no in-process cache, like API replicas would.
    const stores = await Promise.all([1, 2, 3].map(() => PostgresReadStore.connect(database.url, { schema: 'rm_race' })));
    try {
      await Promise.all(
        stores.map((store, i) => store.collection<ReadDocument & { n: number }>('shared').upsert({ id: `d${i}`, n: i })),
      );
      expect(await stores[0]!.collection('shared').count()).toBe(3);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await database.drop();
    }
  });
});
