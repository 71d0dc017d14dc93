import { randomBytes } from 'crypto';
import { PostgresReadStore } from '../read-store/postgres-read-store';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { PERSONAL_DATA_KEYS_COLLECTION, PersonalDataVault } from './personal-data-vault';

describe('personal data vault (crypto-shredding)', () => {
  let database: TestDatabase;
  let store: PostgresReadStore;
  const master = randomBytes(32);

  beforeAll(async () => {
    database = await createTestDatabase();
    store = await PostgresReadStore.connect(database.url);
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  const details = { name: 'Phạm Thu Hà', email: 'ha@example.vn', phoneNumber: '0987654321' };

  it('seals so the stored form reveals nothing, and opens it again', async () => {
    const vault = new PersonalDataVault(store, master);
    const sealed = await vault.seal('user-1', details);
    expect(JSON.stringify(sealed)).not.toMatch(/Phạm|ha@example|0987/);
    expect(await vault.open(sealed)).toEqual(details);
    expect(await new PersonalDataVault(store, master).open(sealed)).toEqual(details);
  });

  it('makes every sealed copy unreadable once the subject is forgotten, in any process', async () => {
    const vault = new PersonalDataVault(store, master);
    const sealed = await vault.seal('user-2', details);
    await vault.forget('user-2');
    expect(await vault.open(sealed)).toBeNull();
    expect(await new PersonalDataVault(store, master).open(sealed)).toBeNull();
  });

  it('gives a subject one key even when first seals race', async () => {
    const vaults = Array.from({ length: 10 }, () => new PersonalDataVault(store, master));
    const sealed = await Promise.all(vaults.map((v, i) => v.seal('user-3', { n: i })));
    const reader = new PersonalDataVault(store, master);
    expect(await Promise.all(sealed.map((s) => reader.open(s)))).toEqual(sealed.map((_, i) => ({ n: i })));
    expect(await store.collection(PERSONAL_DATA_KEYS_COLLECTION).count({ id: 'user-3' })).toBe(1);
  });

  it('cannot open data with another master key', async () => {
    const sealed = await new PersonalDataVault(store, master).seal('user-4', details);
    await expect(new PersonalDataVault(store, randomBytes(32)).open(sealed)).rejects.toThrow();
  });
});
