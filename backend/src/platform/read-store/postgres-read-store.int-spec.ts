import { Pool, type QueryConfig } from 'pg';
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

  describe('declared indexes', () => {
    interface Message extends ReadDocument {
      status: string;
      createdAt: string;
    }
    const declared = { present: ['status', 'createdAt'], indexes: [[{ field: 'createdAt', direction: 'desc' as const }], ['status', { field: 'createdAt', direction: 'desc' as const }]] };
    const message = (n: number): Message => ({ id: `m${n}`, status: ['new', 'in_progress', 'resolved'][n % 3]!, createdAt: new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString() });

    /**
     * The plan PostgreSQL makes for the statement `find` sends (the pg driver is spied on, not our
     * code), with sequential scans priced out: on a table this small the planner may rightly prefer
     * a scan, and what our code decides is only whether an index can answer the filter and order.
     */
    async function planOf(database: { url: string }, find: () => Promise<unknown>): Promise<string> {
      const sent: QueryConfig[] = [];
      const original = Pool.prototype.query as (...args: unknown[]) => unknown;
      const spy = jest.spyOn(Pool.prototype, 'query').mockImplementation(function (this: Pool, ...args: unknown[]) {
        if (typeof args[0] === 'object' && args[0] !== null) sent.push(args[0] as QueryConfig);
        return original.apply(this, args) as never;
      });
      try {
        await find();
      } finally {
        spy.mockRestore();
      }
      const statement = sent.at(-1)!;
      const pool = new Pool({ connectionString: database.url, max: 1, options: '-c enable_seqscan=off' });
      try {
        const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values);
        return JSON.stringify(rows[0]['QUERY PLAN']);
      } finally {
        await pool.end();
      }
    }

    it('reads a page in index order and counts its matches through the index', async () => {
      const database = await createTestDatabase();
      const store = await PostgresReadStore.connect(database.url, { schema: 'rm_indexed' });
      try {
        const messages = store.collection<Message>('inbox', declared);
        await messages.writeMany(Array.from({ length: 3000 }, (_, n) => ({ id: `m${n}`, doc: message(n), marks: {}, replaceMarks: true })));
        const pool = new Pool({ connectionString: database.url });
        await pool.query('VACUUM ANALYZE rm_indexed.inbox');
        await pool.end();
        const newestFirst = [{ field: 'createdAt', direction: 'desc' as const }];
        const page = { filter: { status: 'resolved' }, sort: newestFirst, page: 2, limit: 10 };
        const found = await messages.find(page);
        expect(found.totalItems).toBe(1000);
        expect(found.items.map((m) => m.id)).toEqual(Array.from({ length: 10 }, (_, i) => `m${2999 - 3 * (10 + i)}`));
        const filtered = await planOf(database, () => messages.find(page));
        expect(filtered).not.toContain('"Node Type":"Sort"');
        expect(filtered).not.toContain('Seq Scan');
        // The count reads the index (alone once the visibility map is set, else through a bitmap).
        expect(filtered).toMatch(/"Node Type":"(Index Only|Bitmap Index) Scan"[^}]*"Index Name":"rsx_/);
        const all = await planOf(database, () => messages.find({ sort: newestFirst, page: 1, limit: 10 }));
        expect(all).not.toContain('"Node Type":"Sort"');
        expect(all).toMatch(/"Node Type":"Index Scan"[^}]*"Index Name":"rsx_/);
      } finally {
        await store.close();
        await database.drop();
      }
    });

    it('adds the typed key columns and the indexes to a collection that declared none before', async () => {
      const database = await createTestDatabase();
      const before = await PostgresReadStore.connect(database.url, { schema: 'rm_later' });
      await before.collection<Message>('inbox').upsert(message(1));
      await before.collection<Message>('inbox').upsert(message(2));
      await before.close();
      const after = await PostgresReadStore.connect(database.url, { schema: 'rm_later' });
      try {
        const messages = after.collection<Message>('inbox', declared);
        await messages.upsert(message(4));
        expect(await messages.find({ filter: { status: 'resolved' }, sort: [{ field: 'createdAt', direction: 'desc' }] })).toEqual({
          items: [message(2)],
          totalItems: 1,
        });
        expect(await messages.count({ status: 'in_progress' })).toBe(2);
      } finally {
        await after.close();
        await database.drop();
      }
    });
  });
});
