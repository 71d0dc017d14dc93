import { randomBytes } from 'crypto';
import { MongoClient } from 'mongodb';
import { findPipelines } from './mongo-read-query';
import { MongoReadStore } from './mongo-read-store';
import { planCollection, planFind, presentInResults } from './read-query';
import { readStoreContract } from './read-store.contract';
import type { CollectionOptions, FindQuery, ReadDocument } from './read-store.port';

const MONGO_URL = process.env.MONGO_URL;

if (MONGO_URL) {
  readStoreContract('MongoReadStore', async () => {
    const dbName = `academy_test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
    const store = await MongoReadStore.connect(MONGO_URL, dbName);
    return {
      store,
      cleanup: async () => {
        await store.close();
        const client = await MongoClient.connect(MONGO_URL);
        await client.db(dbName).dropDatabase();
        await client.close();
      },
    };
  });

  describe('MongoReadStore specifics', () => {
    it('creates declared indexes idempotently and serves a declared list from one, with no blocking sort', async () => {
      const dbName = `academy_test_idx_${randomBytes(4).toString('hex')}`;
      const options: CollectionOptions = { present: ['uid', 'createdAt'], indexes: [['uid', { field: 'createdAt', direction: 'desc' }]] };
      const stores = await Promise.all([1, 2].map(() => MongoReadStore.connect(MONGO_URL, dbName)));
      const client = await MongoClient.connect(MONGO_URL);
      try {
        type Row = ReadDocument & { uid: string; createdAt: string };
        await Promise.all(
          stores.map((store, s) => store.collection<Row>('inbox', options).upsert({ id: `n${s}`, uid: 'u1', createdAt: `${s}` })),
        );
        const indexes = await client.db(dbName).collection('inbox').indexes();
        expect(indexes.map((index) => index.name).sort()).toEqual(['_id_', 'uid_1_createdAt_-1__id_1']);
        const query: FindQuery = { filter: { uid: 'u1' }, sort: [{ field: 'createdAt', direction: 'desc' }], limit: 20 };
        const plan = planFind(query);
        const { page } = findPipelines(plan, presentInResults(planCollection(options), plan.conditions));
        const explained = JSON.stringify(await client.db(dbName).collection('inbox').aggregate(page!).explain());
        expect(explained).toContain('IXSCAN');
        expect(explained).not.toMatch(/"stage":"SORT"/);
        expect(await stores[1]!.collection<Row>('inbox', options).find(query)).toEqual({
          items: [
            { id: 'n1', uid: 'u1', createdAt: '1' },
            { id: 'n0', uid: 'u1', createdAt: '0' },
          ],
          totalItems: 2,
        });
      } finally {
        await Promise.all(stores.map((store) => store.close()));
        await client.db(dbName).dropDatabase();
        await client.close();
      }
    });
  });
} else {
  console.warn('MongoDB contract suite skipped: MONGO_URL is not set (no MongoDB server reachable)');
  describe.skip('read-store contract: MongoDB (MONGO_URL is not set, no MongoDB server reachable)', () => {
    it('runs only against a reachable MongoDB server', () => undefined);
  });
}
