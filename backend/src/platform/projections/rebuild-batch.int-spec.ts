import pino from 'pino';
import { randomUUID } from 'crypto';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store/event-store.port';
import { PostgresReadStore } from '../read-store/postgres-read-store';
import type { ReadDocument, ReadStore } from '../read-store/read-store.port';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { CheckpointStore } from './checkpoint-store';
import { countOnce } from './guarded-count';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { ReadYourWrites } from './read-your-writes';
import { RebuildBatch } from './rebuild-batch';

interface Total extends ReadDocument {
  name: string;
  total: number;
  events: number;
  namesakes?: number;
}

const TOTALS = 'test_batch_totals';
const SUMMARY = 'test_batch_summary';
const SOURCE = 'test.batch-totals.v1';

/**
 * Every kind of write a projection makes: guarded counters created on first use (spanning pages),
 * a second guarded write of one event (skipped), patches, deletes and a count read mid-page.
 */
const totalsProjection: Projection = {
  name: SOURCE,
  handles: ['Counted', 'Renamed', 'Removed'],
  collections: [TOTALS, SUMMARY],
  async apply(event: RecordedEvent, store: ReadStore) {
    const totals = store.collection<Total>(TOTALS, { present: ['name'] });
    const appliedBy = { source: SOURCE, position: event.position };
    const key = String(event.data.key);
    if (event.type === 'Counted') {
      const amount = Number(event.data.amount);
      await countOnce(totals, { id: key, name: '', total: 0, events: 0 }, { total: amount, events: 1 }, appliedBy);
      // The same event again: the guard skips it, on the adapters and in the batch alike.
      await totals.increment(key, { total: 1000 }, { appliedBy });
      await countOnce(store.collection<Total>(SUMMARY), { id: 'all', name: 'Tổng', total: 0, events: 0 }, { total: amount, events: 1 }, appliedBy);
    } else if (event.type === 'Renamed') {
      const name = String(event.data.name);
      const namesakes = await totals.count({ name });
      await totals.patch(key, { name, namesakes }, { appliedBy });
    } else {
      await totals.delete(key);
    }
  },
};

const quiet = pino({ level: 'silent' });
const metadata = () => ({ userId: 'u1', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() });
const counted = (key: string, amount: number): NewEvent => ({ type: 'Counted', data: { key, amount }, metadata: metadata() });
const renamed = (key: string, name: string): NewEvent => ({ type: 'Renamed', data: { key, name }, metadata: metadata() });
const removed = (key: string): NewEvent => ({ type: 'Removed', data: { key }, metadata: metadata() });

/** A fresh database with both stores on it, and how to put it all away again. */
async function openStores(): Promise<{ events: EventStore; reads: ReadStore; close: () => Promise<void> }> {
  const database: TestDatabase = await createTestDatabase();
  const events = await PostgresEventStore.connect(database.url);
  const reads = await PostgresReadStore.connect(database.url);
  return { events, reads, close: async () => void (await Promise.all([events.close(), reads.close()]), await database.drop()) };
}

describe('a rebuild stores a page of events at once', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  let events: EventStore;
  let reads: ReadStore;
  beforeEach(async () => {
    stores = await openStores();
    ({ events, reads } = stores);
  });
  afterEach(() => stores.close());

  const everything = async () => ({
    totals: (await reads.collection<Total>(TOTALS).find()).items,
    summary: (await reads.collection<Total>(SUMMARY).find()).items,
  });
  const runner = () => new ProjectionRunner(events, reads, [totalsProjection], quiet, { openPersonalData: async () => null });

  /** 2,400 events over 40 keys in batches of 12, so documents change on many pages of the rebuild. */
  async function appendHistory(): Promise<string> {
    let last = '';
    for (let round = 0; round < 200; round++) {
      const key = `k${round % 40}`;
      const batch = [counted(key, round), counted(`k${(round + 7) % 40}`, 1), renamed(key, `Tên ${round % 5}`)];
      if (round % 50 === 49) batch.push(removed(`k${(round + 3) % 40}`));
      while (batch.length < 12) batch.push(counted(`k${(round * 3 + batch.length) % 40}`, batch.length));
      last = (await events.append(`totals-${round % 9}`, batch, 'any')).position;
    }
    return last;
  }

  it('ends where live delivery ended, counting every event once across pages', async () => {
    const live = runner();
    await live.start();
    const last = await appendHistory();
    expect(await new ReadYourWrites([totalsProjection], new CheckpointStore(reads), 20_000, live).waitFor(last, ['Counted'])).toBe(true);
    await live.stop();
    const built = await everything();
    expect(built.summary[0]).toMatchObject({ events: 2400 - 200 - 4 });
    expect(built.totals.length).toBeGreaterThan(30);

    expect(await runner().rebuild(totalsProjection)).toBe(2400);
    expect(await everything()).toEqual(built);
  });

  it('leaves marks and a checkpoint that live delivery goes on from, counting once', async () => {
    await appendHistory();
    await runner().rebuild(totalsProjection);
    const before = await everything();
    const next = runner();
    await next.start();
    const { position } = await events.append('totals-late', [counted('k1', 5)], 'no_stream');
    await new ReadYourWrites([totalsProjection], new CheckpointStore(reads), 5000, next).waitFor(position, ['Counted']);
    await next.stop();
    const after = await everything();
    expect(after.summary[0]!.events).toBe(before.summary[0]!.events + 1);
    expect(after.totals.find((t) => t.id === 'k1')!.total).toBe(before.totals.find((t) => t.id === 'k1')!.total + 5);
  });

  it('answers reads from what it holds, and refuses a page the declarations refuse, storing none of it', async () => {
    const batch = new RebuildBatch(reads, [TOTALS]);
    const totals = batch.collection<Total>(TOTALS, { present: ['name'] });
    await totals.upsert({ id: 'a', name: 'A', total: 1, events: 1 });
    expect(await totals.insertIfAbsent({ id: 'a', name: 'B', total: 0, events: 0 })).toBe(false);
    expect(await totals.increment('missing', { total: 1 })).toBe(false);
    expect(await reads.collection<Total>(TOTALS).get('a')).toBeNull();
    const held = await totals.get('a');
    held!.name = 'changed by a handler';
    expect(await totals.get('a')).toEqual({ id: 'a', name: 'A', total: 1, events: 1 });
    await batch.flush();
    expect(await reads.collection<Total>(TOTALS).get('a')).toEqual({ id: 'a', name: 'A', total: 1, events: 1 });

    await totals.patch('a', { name: null } as unknown as Partial<Total>);
    await expect(batch.flush()).rejects.toThrow('declared present');
    expect(await reads.collection<Total>(TOTALS).get('a')).toEqual({ id: 'a', name: 'A', total: 1, events: 1 });
  });
});
