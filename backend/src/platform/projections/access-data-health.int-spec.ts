import { PostgresReadStore } from '../read-store/postgres-read-store';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { StalledProjectionsAccessDataHealth } from './access-data-health';
import type { Projection } from './projection';
import { StallRegistry } from './stall-registry';

const accounts: Projection = { name: 'test.accounts.v1', handles: [], collections: ['test_accounts'], guardsAccess: true, apply: async () => undefined };
const stall = { eventId: 'e1', eventType: 'AccountOpened', streamId: 'identity_user-u1', position: '7', error: 'hỏng', since: '2026-01-01T00:00:00.000Z' };

describe('access data health (StalledProjectionsAccessDataHealth)', () => {
  let database: TestDatabase;
  let reads: PostgresReadStore;
  let now: number;
  beforeEach(async () => {
    database = await createTestDatabase();
    reads = await PostgresReadStore.connect(database.url);
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await reads.close();
    await database.drop();
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('while it asks the store again, answers at once with what it knew, for at most two seconds', async () => {
    const stalls = new StallRegistry(reads);
    const health = new StalledProjectionsAccessDataHealth(stalls, [accounts]);
    expect(health.isStale()).toBeInstanceOf(Promise); // nothing known yet: the first request waits
    expect(await health.isStale()).toBe(false);

    await stalls.record(accounts.name, stall);
    now += 500;
    expect(health.isStale()).toBe(false); // asked less than a second ago: not asked again, answered at once
    now += 600;
    // Asked again now; the requests meanwhile do not wait for the store.
    expect(health.isStale()).toBe(false);
    await settle();
    expect(health.isStale()).toBe(true);

    await stalls.clear(accounts.name);
    now += 5_000;
    // What it knew is older than two seconds: this request waits for the store's answer.
    expect(await health.isStale()).toBe(false);
  });

  it('counts a store it cannot read as stale', async () => {
    const health = new StalledProjectionsAccessDataHealth(new StallRegistry(reads), [accounts]);
    expect(await health.isStale()).toBe(false);
    await reads.close();
    now += 5_000;
    expect(await health.isStale()).toBe(true);
    reads = await PostgresReadStore.connect(database.url);
  });
});
