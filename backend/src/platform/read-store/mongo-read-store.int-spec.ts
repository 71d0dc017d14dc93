import { randomBytes } from 'crypto';
import { MongoClient } from 'mongodb';
import { MongoReadStore } from './mongo-read-store';
import { readStoreContract } from './read-store.contract';

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
} else {
  console.warn('MongoDB contract suite skipped: MONGO_URL is not set (no MongoDB server reachable)');
  describe.skip('read-store contract: MongoDB (MONGO_URL is not set, no MongoDB server reachable)', () => {
    it('runs only against a reachable MongoDB server', () => undefined);
  });
}
