import pino from 'pino';
import { randomUUID } from 'crypto';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import type { EventStore, RecordedEvent, SubscribeToAllOptions, Subscription } from '../event-store/event-store.port';
import { PostgresReadStore } from '../read-store/postgres-read-store';
import type { ReadStore } from '../read-store/read-store.port';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { CheckpointStore } from './checkpoint-store';
import type { Projection } from './projection';
import { ProjectionRunner, type RunnerSettings } from './projection-runner';
import { projectionTools } from './projection-tools';
import { PersonalDataVault } from '../personal-data/personal-data-vault';
import { ReadYourWrites } from './read-your-writes';
import { StalledProjectionsAccessDataHealth } from './access-data-health';
import { ProjectionControl } from './projection-control';
import { StallRegistry } from './stall-registry';

interface Tally {
  id: string;
  count: number;
  lastNote: string;
}

/** A projection that keeps, per stream, how many notes it saw: idempotent by keeping positions. */
const notesProjection: Projection = {
  name: 'test.notes.v1',
  handles: ['NoteAdded'],
  collections: ['test_note_tallies', 'test_note_seen'],
  async apply(event: RecordedEvent, store: ReadStore) {
    const seen = store.collection<{ id: string }>('test_note_seen');
    if (await seen.get(event.id)) return;
    const tallies = store.collection<Tally>('test_note_tallies');
    const current = await tallies.get(event.streamId);
    await tallies.upsert({ id: event.streamId, count: (current?.count ?? 0) + 1, lastNote: String(event.data.text) });
    await seen.upsert({ id: event.id });
  },
};

const quiet = pino({ level: 'silent' });

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const note = (text: string) => ({
  type: 'NoteAdded',
  data: { text },
  metadata: { userId: 'u1', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
});

describe('projection runner', () => {
  let database: TestDatabase;
  let events: EventStore;
  let reads: ReadStore;

  beforeEach(async () => {
    database = await createTestDatabase();
    events = await PostgresEventStore.connect(database.url);
    reads = await PostgresReadStore.connect(database.url);
  });
  afterEach(async () => {
    await events.close();
    await reads.close();
    await database.drop();
  });

  const tallies = async () => (await reads.collection<Tally>('test_note_tallies').find({ sort: [{ field: 'id', direction: 'asc' }] })).items;

  it('catches up, follows live, and a rebuild from zero equals the live read model', async () => {
    for (let i = 0; i < 30; i++) await events.append(`note-${i % 3}`, [note(`trước ${i}`)], 'any');
    const runner = new ProjectionRunner(events, reads, [notesProjection], quiet, projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
    const readYourWrites = new ReadYourWrites([notesProjection], new CheckpointStore(reads), 5000, runner);
    await runner.start();
    let last = null;
    for (let i = 0; i < 30; i++) last = await events.append(`note-${i % 4}`, [note(`sau ${i}`)], 'any');
    expect(await readYourWrites.waitFor(last!.position, ['NoteAdded'])).toBe(true);
    const live = await tallies();
    expect(live.reduce((sum, t) => sum + t.count, 0)).toBe(60);
    await runner.stop();

    await new ProjectionRunner(events, reads, [notesProjection], quiet, projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1)))).rebuild(notesProjection);
    expect(await tallies()).toEqual(live);
  });

  it('resumes from its checkpoint after a restart without applying anything twice', async () => {
    const first = new ProjectionRunner(events, reads, [notesProjection], quiet, projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
    await first.start();
    const wait = new ReadYourWrites([notesProjection], new CheckpointStore(reads), 5000, first);
    const { position } = await events.append('note-a', [note('một'), note('hai')], 'no_stream');
    await wait.waitFor(position, ['NoteAdded']);
    await first.stop();

    await events.append('note-a', [note('ba')], 1);
    const second = new ProjectionRunner(events, reads, [notesProjection], quiet, projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
    await second.start();
    const { position: later } = await events.append('note-b', [note('bốn')], 'no_stream');
    await new ReadYourWrites([notesProjection], new CheckpointStore(reads), 5000, second).waitFor(later, ['NoteAdded']);
    await second.stop();
    expect(await tallies()).toEqual([
      { id: 'note-a', count: 3, lastNote: 'ba' },
      { id: 'note-b', count: 1, lastNote: 'bốn' },
    ]);
  });

  it('starts a subscription that failed for good again from its checkpoint, and reports it meanwhile', async () => {
    // The first subscription dies after one event, as an event store that gave up reading reports it.
    let failures = 0;
    const flaky: EventStore = {
      append: (streamId, batch, expected) => events.append(streamId, batch, expected),
      readStream: (streamId) => events.readStream(streamId),
      readAll: (options) => events.readAll(options),
      headPosition: () => events.headPosition(),
      readingBehindOwnAppends: () => events.readingBehindOwnAppends(),
      close: () => events.close(),
      subscribeToAll: (options: SubscribeToAllOptions): Subscription => {
        if (failures > 0) return events.subscribeToAll(options);
        const inner = events.subscribeToAll({
          ...options,
          onEvent: async (event) => {
            await options.onEvent(event);
            if (failures++ === 0) setImmediate(() => void inner.stop().then(() => options.onError?.(new Error('the store gave up reading'))));
          },
        });
        return inner;
      },
    };
    const runner = new ProjectionRunner(flaky, reads, [notesProjection], quiet, projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))), { restartAfterMs: 300 });
    await events.append('note-r', [note('một'), note('hai')], 'no_stream');
    await runner.start();
    await waitUntil(() => runner.failures().length === 1);
    const { position } = await events.append('note-r', [note('ba')], 1);
    expect(await new ReadYourWrites([notesProjection], new CheckpointStore(reads), 5000, runner).waitFor(position, ['NoteAdded'])).toBe(true);
    expect(runner.failures()).toEqual([]);
    await runner.stop();
    expect(await tallies()).toEqual([{ id: 'note-r', count: 3, lastNote: 'ba' }]);
  });

  describe('an event a projection cannot handle', () => {
    const fastRetry = { attempts: 3, firstDelayMs: 5, parkCheckMs: 20, stalledRetryMs: 60_000 };
    const tools = () => projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1)));
    const checkpointOf = (name: string) => new CheckpointStore(reads).load(name);
    // A stalled projection waits until its runner stops: stop them before the stores close.
    const started: ProjectionRunner[] = [];
    const runnerOf = (projections: Projection[], settings: Partial<RunnerSettings> = fastRetry, store = events) => {
      const runner = new ProjectionRunner(store, reads, projections, quiet, tools(), settings);
      started.push(runner);
      return runner;
    };
    afterEach(() => Promise.all(started.splice(0).map((runner) => runner.stop())));

    /** Keeps the texts it saw; throws on 'độc' while `broken` says so, counting its tries. */
    function poisonable(name: string) {
      const state = { broken: true, tries: 0, seen: [] as string[] };
      const projection: Projection = {
        name,
        handles: ['NoteAdded'],
        collections: [],
        async apply(event) {
          const text = String(event.data.text);
          if (text === 'độc' && state.broken) {
            state.tries++;
            throw new Error(`không chiếu được: ${text}`);
          }
          if (!state.seen.includes(text)) state.seen.push(text);
        },
      };
      return { projection, state };
    }

    async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error('condition not reached in time');
        await new Promise((r) => setTimeout(r, 20));
      }
    }

    it('retries, stalls at it and reports it while the others go on; a restart retries; parking skips exactly that event', async () => {
      const { projection: poisoned, state } = poisonable('test.poisoned.v1');
      const first = runnerOf([notesProjection, poisoned]);
      await first.start();
      await events.append('note-p', [note('trước'), note('độc'), note('sau')], 'no_stream');
      const [, poison] = await events.readStream('note-p');

      await until(() => first.failures().length === 1);
      const reported = { name: 'test.poisoned.v1', eventId: poison.id, eventType: 'NoteAdded', streamId: 'note-p', position: poison.position, error: 'không chiếu được: độc' };
      expect(first.failures()).toEqual([{ ...reported, since: expect.any(String) }]);
      expect(state.tries).toBe(3);
      const stall = await new StallRegistry(reads).find('test.poisoned.v1');
      expect(stall).toEqual({ eventId: poison.id, eventType: 'NoteAdded', streamId: 'note-p', position: poison.position, error: reported.error, since: expect.any(String) });

      // The other projection goes on, live too; the stalled one stays just before the event.
      const later = await events.append('note-q', [note('muộn')], 'no_stream');
      expect(await new ReadYourWrites([notesProjection], new CheckpointStore(reads), 5000, first).waitFor(later.position, ['NoteAdded'])).toBe(true);
      expect((await tallies()).map((t) => t.count)).toEqual([3, 1]);
      expect(state.seen).toEqual(['trước']);
      expect(((await checkpointOf('test.poisoned.v1')) ?? '') < poison.position).toBe(true);
      await first.stop();

      // A restart tries the event again (the bug may be fixed), then stalls again, since unchanged.
      const second = runnerOf([notesProjection, poisoned]);
      await second.start();
      await until(() => second.failures().length === 1);
      expect(state.tries).toBe(6);
      expect(second.failures()).toEqual([{ ...reported, since: stall!.since }]);

      // Parked from another process (its own connection): the running leader skips exactly that event.
      const elsewhere = await PostgresReadStore.connect(database.url);
      const control = new ProjectionControl(events, elsewhere, [notesProjection, poisoned], () => []);
      const park = { projection: 'test.poisoned.v1', reason: 'Dữ liệu hỏng, đã báo lỗi', by: 'Trực ca', via: 'cli' as const };
      expect(await control.park({ ...park, eventId: randomUUID() })).toEqual({ refused: 'not-stalled-at-event' });
      expect(await control.park({ ...park, projection: 'test.khong-co.v1', eventId: poison.id })).toEqual({ refused: 'unknown-projection' });
      const parked = await control.park({ ...park, eventId: poison.id });
      expect(parked).toEqual({
        parked: { projection: 'test.poisoned.v1', eventId: poison.id, eventType: 'NoteAdded', streamId: 'note-p', position: poison.position, error: reported.error, reason: park.reason, parkedBy: 'Trực ca', via: 'cli', parkedAt: expect.any(String) },
      });
      await until(async () => ((await checkpointOf('test.poisoned.v1')) ?? '') >= later.position);
      expect(state.seen).toEqual(['trước', 'sau', 'muộn']);
      expect(state.tries).toBe(6);
      expect(second.failures()).toEqual([]);
      expect(await new StallRegistry(reads).find('test.poisoned.v1')).toBeNull();
      const overview = await control.overview();
      expect(overview.projections.find((p) => p.name === 'test.poisoned.v1')).toMatchObject({ status: 'running', caughtUp: true, stall: null });
      expect(overview.parked).toEqual([expect.objectContaining({ eventId: poison.id, parkedBy: 'Trực ca', reason: park.reason })]);
      await second.stop();
      await elsewhere.close();

      // A rebuild skips the parked event too.
      state.seen.length = 0;
      expect(await second.rebuild(poisoned)).toBe(3);
      expect(state.seen).toEqual(['trước', 'sau', 'muộn']);
    });

    it('rides out a failure that heals within its retries, without a stall', async () => {
      const { projection: flaky, state } = poisonable('test.flaky.v1');
      const applyPoisonable = flaky.apply;
      // Fails twice (as a dropped connection would), then works.
      flaky.apply = (event, store, projectionTools) => applyPoisonable(event, store, projectionTools).finally(() => (state.broken = state.tries < 2));
      const runner = runnerOf([flaky]);
      await runner.start();
      const { position } = await events.append('note-f', [note('độc'), note('sau')], 'no_stream');
      await until(async () => ((await checkpointOf('test.flaky.v1')) ?? '') >= position);
      await runner.stop();
      expect(state).toEqual({ broken: false, tries: 2, seen: ['độc', 'sau'] });
      expect(runner.failures()).toEqual([]);
      expect(await new StallRegistry(reads).find('test.flaky.v1')).toBeNull();
    });

    it('tries a stalled event again now and then, and goes on once it succeeds', async () => {
      const { projection: poisoned, state } = poisonable('test.heals.v1');
      const runner = runnerOf([poisoned], { ...fastRetry, stalledRetryMs: 100 });
      await runner.start();
      const { position } = await events.append('note-h', [note('độc'), note('sau')], 'no_stream');
      await until(async () => (await new StallRegistry(reads).find('test.heals.v1')) !== null);
      state.broken = false;
      await until(async () => ((await checkpointOf('test.heals.v1')) ?? '') >= position);
      await runner.stop();
      expect(state.seen).toEqual(['độc', 'sau']);
      expect(runner.failures()).toEqual([]);
      expect(await new StallRegistry(reads).find('test.heals.v1')).toBeNull();
    });

    it('lags alone when slow or stalled, even far behind the shared reader, and the slow one then catches up exactly', async () => {
      // A window of four events: the slow and the stalled projection fall far behind it.
      const store = await PostgresEventStore.connect(database.url, { tailCapacity: 4 });
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const slowSeen: string[] = [];
      const slow: Projection = {
        name: 'test.slow.v1',
        handles: ['NoteAdded'],
        collections: [],
        async apply(event) {
          await gate;
          slowSeen.push(String(event.data.text));
        },
      };
      const stalled = poisonable('test.stalled.v1');
      const runner = runnerOf([notesProjection, slow, stalled.projection], fastRetry, store);
      try {
        await runner.start();
        await store.append('note-s', [note('độc')], 'no_stream');
        const readYourWrites = new ReadYourWrites([notesProjection], new CheckpointStore(reads), 5000, runner);
        const texts = Array.from({ length: 20 }, (_, i) => `ghi chú ${i}`);
        for (const [i, text] of texts.entries()) {
          const { position } = await store.append(`note-${i % 3}`, [note(text)], 'any');
          expect(await readYourWrites.waitFor(position, ['NoteAdded'])).toBe(true);
        }
        await until(() => runner.failures().length === 1);
        expect(runner.failures().map((failure) => failure.name)).toEqual(['test.stalled.v1']);
        expect(slowSeen).toEqual([]);

        open();
        await until(() => slowSeen.length === texts.length + 1);
        expect(slowSeen).toEqual(['độc', ...texts]);
        expect(stalled.state.seen).toEqual([]);
      } finally {
        open();
        await runner.stop();
        await store.close();
      }
    });

    it('saves a checkpoint that only passed events of other types once its timer runs out', async () => {
      const runner = runnerOf([notesProjection], { ...fastRetry, passedCheckpointMs: 50 });
      await runner.start();
      const { position } = await events.append('other-t', [{ ...note('khác'), type: 'SomethingElse' }], 'no_stream');
      await until(async () => (await checkpointOf(notesProjection.name)) === position);
    });

    it('saves a checkpoint past events of other types at once beside a handled one, else later or on stop', async () => {
      const otherTypes: Projection = { name: 'test.other-types.v1', handles: ['SomethingElse'], collections: [], apply: async () => undefined };
      const runner = runnerOf([notesProjection, otherTypes], { ...fastRetry, passedCheckpointMs: 60_000 });
      await runner.start();
      const somethingElse = () => ({ ...note('khác'), type: 'SomethingElse' });
      const readYourWrites = new ReadYourWrites([notesProjection, otherTypes], new CheckpointStore(reads), 5000, runner);

      const both = await events.append('note-m', [note('một'), somethingElse()], 'no_stream');
      expect(await readYourWrites.waitFor(both.position, ['NoteAdded', 'SomethingElse'])).toBe(true);
      const alone = await events.append('other-m', [somethingElse()], 'no_stream');
      expect(await readYourWrites.waitFor(alone.position, ['SomethingElse'])).toBe(true);
      expect(await checkpointOf(notesProjection.name)).toBe(both.position);

      await runner.stop();
      expect(await checkpointOf(notesProjection.name)).toBe(alone.position);
    });

    it('makes access data stale only while a projection that guards access is stalled', async () => {
      const guarding = poisonable('test.accounts.v1');
      const other = poisonable('test.other.v1');
      const accounts: Projection = { ...guarding.projection, guardsAccess: true };
      const staleNow = () => new StalledProjectionsAccessDataHealth(new StallRegistry(reads), [accounts, other.projection]).isStale();
      const runner = runnerOf([accounts, other.projection]);
      await runner.start();
      expect(await staleNow()).toBe(false);

      guarding.state.broken = false;
      await events.append('note-o', [note('độc')], 'no_stream');
      await until(async () => (await new StallRegistry(reads).find('test.other.v1')) !== null);
      expect(await staleNow()).toBe(false);

      guarding.state.broken = true;
      await events.append('note-g', [note('độc')], 'no_stream');
      const [poison] = await events.readStream('note-g');
      await until(async () => (await new StallRegistry(reads).find('test.accounts.v1')) !== null);
      expect(await staleNow()).toBe(true);
      const control = new ProjectionControl(events, reads, [accounts], () => []);
      await control.park({ projection: 'test.accounts.v1', eventId: poison.id, reason: 'hỏng', by: 'An', via: 'cli' });
      await until(async () => (await new StallRegistry(reads).find('test.accounts.v1')) === null);
      expect(await staleNow()).toBe(false);
      await runner.stop();
    });
  });

  it('a new projection version starts from an empty read model', async () => {
    await reads.collection<Tally>('test_note_tallies').upsert({ id: 'stale', count: 99, lastNote: 'cũ' });
    const runner = new ProjectionRunner(events, reads, [notesProjection], quiet, projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
    await runner.start();
    await runner.stop();
    expect(await tallies()).toEqual([]);
  });

  it('read-your-writes returns at once for events no projection handles, and times out honestly', async () => {
    const waiter = new ReadYourWrites([notesProjection], new CheckpointStore(reads), 100, null);
    const { position } = await events.append('other-1', [{ ...note('x'), type: 'SomethingElse' }], 'no_stream');
    expect(await waiter.waitFor(position, ['SomethingElse'])).toBe(true);
    const noted = await events.append('note-z', [note('không ai chiếu')], 'no_stream');
    expect(await waiter.waitFor(noted.position, ['NoteAdded'])).toBe(false);
  });
});
