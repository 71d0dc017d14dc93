import pino from 'pino';
import { randomUUID } from 'crypto';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import { PersonalDataVault } from '../personal-data/personal-data-vault';
import { PostgresReadStore } from '../read-store/postgres-read-store';
import type { ReadStore } from '../read-store/read-store.port';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { CheckpointStore } from './checkpoint-store';
import { FreshReadCache } from './fresh-read-cache';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { projectionTools } from './projection-tools';
import { ReadModelVersions } from './read-model-versions';
import { ReadYourWrites } from './read-your-writes';

interface Title {
  id: string;
  text: string;
}

/** Keeps the last title of each stream. */
const titlesProjection: Projection = {
  name: 'test.titles.v1',
  handles: ['TitleSet'],
  collections: ['test_titles'],
  async apply(event: RecordedEvent, store: ReadStore) {
    await store.collection<Title>('test_titles').upsert({ id: event.streamId, text: String(event.data.text) });
  },
};

const titleSet = (text: string) => ({
  type: 'TitleSet',
  data: { text },
  metadata: { userId: 'u1', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
});

describe('fresh read cache', () => {
  let database: TestDatabase;
  let events: EventStore;
  let reads: ReadStore;
  let runner: ProjectionRunner;
  let readsMade: number;

  beforeEach(async () => {
    database = await createTestDatabase();
    events = await PostgresEventStore.connect(database.url);
    reads = await PostgresReadStore.connect(database.url);
    runner = new ProjectionRunner(events, reads, [titlesProjection], pino({ level: 'silent' }), projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
    readsMade = 0;
  });
  afterEach(async () => {
    await runner.stop();
    await events.close();
    await reads.close();
    await database.drop();
  });

  const titleThrough = (cache: FreshReadCache, id = 'page-1') =>
    cache.answer(['test_titles'], id, async () => {
      readsMade++;
      return (await reads.collection<Title>('test_titles').get(id))?.text ?? null;
    });

  /** Appends and waits as a command does, polling the checkpoints as a process without the runner would. */
  async function command(text: string, stream = 'page-1', waitingRunner: ProjectionRunner | null = null): Promise<void> {
    const { position } = await events.append(stream, [titleSet(text)], 'any');
    expect(await new ReadYourWrites([titlesProjection], new CheckpointStore(reads), 5000, waitingRunner).waitFor(position, ['TitleSet'])).toBe(true);
  }

  it('in the process that projects: answers from memory until an event is applied, then reads again', async () => {
    const cache = new FreshReadCache([titlesProjection], new ReadModelVersions(reads, runner));
    await runner.start();
    await command('một', 'page-1', runner);
    expect(await titleThrough(cache)).toBe('một');
    expect(await titleThrough(cache)).toBe('một');
    expect(readsMade).toBe(1);

    await command('hai', 'page-1', runner);
    expect(await titleThrough(cache)).toBe('hai');
    expect(readsMade).toBe(2);
  });

  it('in the process that projects: a hit is the kept answer itself, handed back without a wait', async () => {
    const cache = new FreshReadCache([titlesProjection], new ReadModelVersions(reads, runner));
    await runner.start();
    await command('một', 'page-1', runner);
    const first = titleThrough(cache);
    expect(await first).toBe('một');
    expect(titleThrough(cache)).toBe(first);
    expect(readsMade).toBe(1);
  });

  it('answerNow: the answer itself once read, no promise; a promise again after an event', async () => {
    const cache = new FreshReadCache([titlesProjection], new ReadModelVersions(reads, runner));
    const titleNow = () => cache.answerNow(['test_titles'], 'page-1', async () => (await reads.collection<Title>('test_titles').get('page-1'))?.text ?? null);
    await runner.start();
    await command('một', 'page-1', runner);
    const first = titleNow();
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe('một');
    expect(titleNow()).toBe('một');

    await command('hai', 'page-1', runner);
    const next = titleNow();
    expect(next).toBeInstanceOf(Promise);
    expect(await next).toBe('hai');
    expect(titleNow()).toBe('hai');
  });

  it('where another process projects: a command answered there is seen on the next read here', async () => {
    // This process runs no projections: its versions come from the checkpoints the other one saves.
    const cache = new FreshReadCache([titlesProjection], new ReadModelVersions(reads, null));
    await runner.start();
    await command('một');
    expect(await titleThrough(cache)).toBe('một');
    expect(await titleThrough(cache)).toBe('một');
    expect(readsMade).toBe(1);

    await command('hai');
    expect(await titleThrough(cache)).toBe('hai');
    // Another stream's event moves the same checkpoint: a read again, never a stale answer.
    await command('khác', 'page-2');
    expect(await titleThrough(cache)).toBe('hai');
    expect(readsMade).toBe(3);
  });

  it('does not trust a token of a run that ended: another process may have projected meanwhile', async () => {
    const cache = new FreshReadCache([titlesProjection], new ReadModelVersions(reads, runner));
    await runner.start();
    await command('một', 'page-1', runner);
    expect(await titleThrough(cache)).toBe('một');
    await runner.stop();

    // The other process leads now and applies an event this process's runner never sees.
    const other = new ProjectionRunner(events, reads, [titlesProjection], pino({ level: 'silent' }), projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
    await other.start();
    await command('hai');
    await other.stop();
    expect(await titleThrough(cache)).toBe('hai');
  });

  it('keeps at most its bound of answers, dropping the least recently used, and shares one read among concurrent misses', async () => {
    const cache = new FreshReadCache([titlesProjection], new ReadModelVersions(reads, runner), 2);
    await runner.start();
    await Promise.all([titleThrough(cache, 'a'), titleThrough(cache, 'a'), titleThrough(cache, 'a')]);
    expect(readsMade).toBe(1);
    await titleThrough(cache, 'b');
    await titleThrough(cache, 'a');
    await titleThrough(cache, 'c');
    expect(cache.size).toBe(2);
    await titleThrough(cache, 'a');
    expect(readsMade).toBe(3);
    await titleThrough(cache, 'b');
    expect(readsMade).toBe(4);
  });

  it('freezes answers, forgets failed reads, and refuses a collection no projection writes', async () => {
    const cache = new FreshReadCache([titlesProjection], new ReadModelVersions(reads, runner));
    await runner.start();
    const answer = await cache.answer(['test_titles'], 'obj', async () => ({ items: [{ n: 1 }] }));
    expect(Object.isFrozen(answer.items[0])).toBe(true);
    await expect(cache.answer(['test_titles'], 'broken', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.answer(['test_titles'], 'broken', async () => 'ok')).toBe('ok');
    await expect(cache.answer(['nobody_writes_this'], 'x', async () => 1)).rejects.toThrow('no projection writes nobody_writes_this');
  });
});
