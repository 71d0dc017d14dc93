import { randomBytes, randomUUID } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type LogPosition,
  type NewEvent,
  type RecordedEvent,
  START,
  type Subscription,
  WrongExpectedRevision,
} from './event-store.port';
import { HOSTILE_IDS, HOSTILE_STRINGS } from '../read-store/hostile-strings';
import { seededRandom } from '../testing/seeded-random';

/**
 * The one contract every event store adapter must honour (DESIGN.md: one suite per port, run
 * against every reachable adapter). Tests share one store, so each works in its own streams and
 * looks at the global log only through a per-test stream prefix: the suite also holds on a
 * server that other runs write to (EventStoreDB).
 */

/** An append whose transaction is still open, to make commits land out of order. */
export interface HeldAppend {
  result: AppendResult;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

export interface EventStoreContractHarness {
  store: EventStore;
  cleanup(): Promise<void>;
  /** Test support for stores with client-side transactions (PostgreSQL). */
  beginAppend?(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<HeldAppend>;
}

export interface EventStoreContractOptions {
  /** The harness provides `beginAppend`: also run the held-transaction and rollback cases. */
  heldTransactions?: boolean;
}

type GetHarness = () => EventStoreContractHarness;

const SLOW_TEST_MS = 60_000;
/** How long a committed event may take to become readable (an older transaction may hold it). */
const VISIBLE_WITHIN_MS = 20_000;

export function eventStoreContract(
  name: string,
  connect: () => Promise<EventStoreContractHarness>,
  options: EventStoreContractOptions = {},
): void {
  describe(`event store contract: ${name}`, () => {
    let harness: EventStoreContractHarness | undefined;
    beforeAll(async () => {
      harness = await connect();
    });
    afterAll(async () => {
      await harness?.cleanup();
    });
    const get: GetHarness = () => {
      if (!harness) throw new Error('the store did not connect');
      return harness;
    };

    describeAppendAndRead(get);
    describeConcurrency(get);
    describeIdempotentRetries(get);
    describeGlobalLog(get);
    describeSubscriptions(get);
    describeInterleavings(get, options);
    describeEveryString(get);
  });
}

function describeAppendAndRead(get: GetHarness): void {
  describe('append and readStream', () => {
    it('round-trips events with their data and metadata, in revision order', async () => {
      const { store } = get();
      const streamId = newStreamId();
      const events = [newEvent('CourseDrafted', { title: 'Marketing 101', priceVnd: 499000 }), newEvent('CoursePublished', {})];
      events[1] = { ...events[1]!, metadata: { ...events[1]!.metadata, userId: null, causationId: randomUUID() } };

      const result = await store.append(streamId, events, 'no_stream');

      expect(result.nextRevision).toBe(1);
      const stored = await store.readStream(streamId);
      expect(stored.map(({ id, streamId: stream, type, revision, data, metadata }) => ({ id, stream, type, revision, data, metadata }))).toEqual(
        events.map((event, revision) => ({ ...event, stream: streamId, revision })),
      );
      expect(stored[1]!.position).toBe(result.position);
      expect(stored[0]!.position < stored[1]!.position).toBe(true);
    });

    it('gives an id to events appended without one', async () => {
      const { store } = get();
      const streamId = newStreamId();
      const { id: _omitted, ...withoutId } = newEvent();
      await store.append(streamId, [withoutId], 'no_stream');
      const [stored] = await store.readStream(streamId);
      expect(stored!.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('reads a stream that does not exist as empty', async () => {
      await expect(get().store.readStream(newStreamId())).resolves.toEqual([]);
    });

    it('appends after the expected revision and reports the new one', async () => {
      const { store } = get();
      const streamId = newStreamId();
      await store.append(streamId, [newEvent()], 'no_stream');
      await expect(store.append(streamId, [newEvent(), newEvent()], 0)).resolves.toMatchObject({ nextRevision: 2 });
      await expect(store.append(streamId, [newEvent()], 'stream_exists')).resolves.toMatchObject({ nextRevision: 3 });
      await expect(store.append(streamId, [newEvent()], 'any')).resolves.toMatchObject({ nextRevision: 4 });
      await expect(store.append(newStreamId(), [newEvent()], 'any')).resolves.toMatchObject({ nextRevision: 0 });
      expect((await store.readStream(streamId)).map((event) => event.revision)).toEqual([0, 1, 2, 3, 4]);
    });

    it('rejects a stale expected revision and appends nothing', async () => {
      const { store } = get();
      const streamId = newStreamId();
      await store.append(streamId, [newEvent(), newEvent()], 'no_stream');
      const before = await store.readStream(streamId);

      const error = await store.append(streamId, [newEvent()], 0).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(WrongExpectedRevision);
      expect(error).toMatchObject({ streamId, expected: 0, actual: 1 });
      expect(await store.readStream(streamId)).toEqual(before);
    });

    it('rejects no_stream on an existing stream and stream_exists or a revision on a missing one', async () => {
      const { store } = get();
      const existing = newStreamId();
      const missing = newStreamId();
      await store.append(existing, [newEvent()], 'no_stream');

      await expect(store.append(existing, [newEvent()], 'no_stream')).rejects.toMatchObject({ expected: 'no_stream', actual: 0 });
      await expect(store.append(missing, [newEvent()], 'stream_exists')).rejects.toBeInstanceOf(WrongExpectedRevision);
      await expect(store.append(missing, [newEvent()], 0)).rejects.toMatchObject({ actual: 'no_stream' });
      expect(await store.readStream(existing)).toHaveLength(1);
      expect(await store.readStream(missing)).toEqual([]);
    });
  });
}

function describeConcurrency(get: GetHarness): void {
  describe('optimistic concurrency under contention', () => {
    it(
      'lets exactly one of 50 concurrent appends at the same revision win',
      async () => {
        const { store } = get();
        const streamId = newStreamId();
        const first = newEvent();
        await store.append(streamId, [first], 'no_stream');
        const batches = range(50).map(() => [newEvent(), newEvent()]);

        const outcomes = await Promise.allSettled(batches.map((batch) => store.append(streamId, batch, 0)));

        const winner = expectSingleWinner(outcomes);
        expect(outcomes[winner]).toMatchObject({ status: 'fulfilled', value: { nextRevision: 2 } });
        const stored = await store.readStream(streamId);
        expect(stored.map((event) => event.id)).toEqual([first.id, ...batches[winner]!.map((event) => event.id)]);
      },
      SLOW_TEST_MS,
    );

    it(
      'lets exactly one of 20 concurrent creations of a stream win',
      async () => {
        const { store } = get();
        const streamId = newStreamId();
        const batches = range(20).map(() => [newEvent()]);

        const outcomes = await Promise.allSettled(batches.map((batch) => store.append(streamId, batch, 'no_stream')));

        const winner = expectSingleWinner(outcomes);
        expect((await store.readStream(streamId)).map((event) => event.id)).toEqual([batches[winner]![0]!.id]);
      },
      SLOW_TEST_MS,
    );

    it(
      "serialises concurrent 'any' appends into one gap-free stream",
      async () => {
        const { store } = get();
        const streamId = newStreamId();
        const batches = range(20).map(() => [newEvent(), newEvent()]);

        await Promise.all(batches.map((batch) => store.append(streamId, batch, 'any')));

        const stored = await store.readStream(streamId);
        expect(stored.map((event) => event.revision)).toEqual(range(40));
        expect(new Set(stored.map((event) => event.id)).size).toBe(40);
      },
      SLOW_TEST_MS,
    );
  });
}

function describeIdempotentRetries(get: GetHarness): void {
  describe('idempotent retries (same event ids)', () => {
    it.each<[string, ExpectedRevision]>([
      ['a revision', 0],
      ['no_stream', 'no_stream'],
      ['stream_exists', 'stream_exists'],
      ['any', 'any'],
    ])('returns the original result for a retry expecting %s and stores nothing twice', async (_label, expected) => {
      const { store } = get();
      const streamId = newStreamId();
      const setup = expected === 'no_stream' ? [] : [newEvent()];
      if (setup.length > 0) await store.append(streamId, setup, 'no_stream');
      const batch = [newEvent(), newEvent()];

      const original = await store.append(streamId, batch, expected);
      const retried = await store.append(streamId, batch, expected);

      expect(retried).toEqual(original);
      expect((await store.readStream(streamId)).map((event) => event.id)).toEqual([...setup, ...batch].map((event) => event.id));
    });

    it('returns the original result to duplicates racing the original', async () => {
      const { store } = get();
      const streamId = newStreamId();
      const batch = [newEvent(), newEvent()];

      const results = await Promise.all(range(5).map(() => store.append(streamId, batch, 'no_stream')));

      expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
      expect(await store.readStream(streamId)).toHaveLength(2);
    });

    it('still rejects a stale revision when the ids are new', async () => {
      const { store } = get();
      const streamId = newStreamId();
      const batch = [newEvent()];
      await store.append(streamId, batch, 'no_stream');
      await expect(store.append(streamId, [newEvent()], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevision);
      expect(await store.readStream(streamId)).toHaveLength(1);
    });
  });
}

function describeGlobalLog(get: GetHarness): void {
  describe('readAll and headPosition', () => {
    it(
      'pages through the log from a checkpoint, each event once, in append order',
      async () => {
        const { store } = get();
        const prefix = newPrefix();
        const checkpoint = await store.headPosition();
        const appended: string[] = [];
        let last: AppendResult | undefined;
        for (let i = 0; i < 12; i++) {
          const batch = range(1 + (i % 3)).map(() => newEvent());
          last = await store.append(`${prefix}-${i % 4}`, batch, 'any');
          appended.push(...batch.map((event) => event.id));
        }
        await waitForReadable(store, last!.position);

        const read = await readAllFrom(store, checkpoint, 5);

        const ours = read.filter((event) => event.streamId.startsWith(prefix));
        expect(ours.map((event) => event.id)).toEqual(appended);
        expectStrictlyIncreasing(read.map((event) => event.position));
        expect(ours[ours.length - 1]!.position).toBe(last!.position);
        expect(await store.readAll({ after: last!.position, maxCount: 100 })).not.toContainEqual(
          expect.objectContaining({ streamId: expect.stringMatching(`^${prefix}`) }),
        );
      },
      SLOW_TEST_MS,
    );

    it('reads from START and respects maxCount', async () => {
      const { store } = get();
      const last = await store.append(newStreamId(), [newEvent(), newEvent(), newEvent()], 'no_stream');
      await waitForReadable(store, last.position);
      const firstTwo = await store.readAll({ after: START, maxCount: 2 });
      expect(firstTwo).toHaveLength(2);
      expect(firstTwo[0]!.position < firstTwo[1]!.position).toBe(true);
      expect(await store.readAll({ after: firstTwo[0]!.position, maxCount: 1 })).toEqual([firstTwo[1]]);
    });

    it('moves headPosition to the newest readable event', async () => {
      const { store } = get();
      const before = await store.headPosition();
      const result = await store.append(newStreamId(), [newEvent()], 'no_stream');
      await waitForReadable(store, result.position);
      const head = await store.headPosition();
      expect(head >= result.position).toBe(true);
      expect(head > before).toBe(true);
    });
  });
}

function describeSubscriptions(get: GetHarness): void {
  describe('subscribeToAll', () => {
    it(
      'catches up from a mid-log checkpoint, then follows live appends, in order',
      async () => {
        const { store } = get();
        const prefix = newPrefix();
        const streamId = `${prefix}-1`;
        const ids: string[] = [];
        for (let i = 0; i < 10; i++) {
          const event = newEvent();
          await store.append(streamId, [event], i === 0 ? 'no_stream' : i - 1);
          ids.push(event.id);
        }
        const stored = await store.readStream(streamId);
        await waitForReadable(store, stored[9]!.position);

        const received = collect(store, stored[4]!.position, prefix);
        await waitUntil(() => received.events.length >= 5, 'catch-up');
        for (let i = 10; i < 13; i++) {
          const event = newEvent();
          await store.append(streamId, [event], i - 1);
          ids.push(event.id);
        }
        await waitUntil(() => received.events.length >= 8, 'live events');
        await received.subscription.stop();

        expect(received.events.map((event) => event.id)).toEqual(ids.slice(5));
        expectStrictlyIncreasing(received.all.map((event) => event.position));
      },
      SLOW_TEST_MS,
    );

    it('stops on a handler error, reports it, and delivers nothing more', async () => {
      const { store } = get();
      const prefix = newPrefix();
      const failure = new Error('projection bug');
      const delivered: string[] = [];
      const errors: unknown[] = [];
      const subscription = store.subscribeToAll({
        after: await store.headPosition(),
        onEvent: async (event) => {
          if (!event.streamId.startsWith(prefix)) return;
          delivered.push(event.id);
          throw failure;
        },
        onError: (error) => errors.push(error),
      });
      const first = newEvent();
      await store.append(`${prefix}-1`, [first], 'no_stream');
      await waitUntil(() => errors.length > 0, 'the error report');
      await store.append(`${prefix}-1`, [newEvent()], 0);
      await sleep(600);
      await subscription.stop();

      expect(errors).toEqual([failure]);
      expect(delivered).toEqual([first.id]);
    });

    it('resolves stop() only after the running handler has finished', async () => {
      const { store } = get();
      const prefix = newPrefix();
      let started = 0;
      let finished = 0;
      const subscription = store.subscribeToAll({
        after: await store.headPosition(),
        onEvent: async (event) => {
          if (!event.streamId.startsWith(prefix)) return;
          started++;
          await sleep(300);
          finished++;
        },
      });
      await store.append(`${prefix}-1`, [newEvent(), newEvent()], 'no_stream');
      await waitUntil(() => started === 1, 'the first delivery');

      await subscription.stop();

      expect(finished).toBe(1);
      await store.append(`${prefix}-1`, [newEvent()], 'any');
      await sleep(500);
      expect(started).toBe(1);
    });
  });
}

function describeInterleavings(get: GetHarness, options: EventStoreContractOptions): void {
  const withHeld = options.heldTransactions ? it : it.skip;

  describe('concurrent writers and out-of-order commits', () => {
    it(
      'a subscriber and a checkpointed reader see every committed event exactly once, in order, over randomized interleavings',
      async () => {
        const harness = get();
        const seed = Number(process.env.EVENT_STORE_CONTRACT_SEED ?? randomBytes(4).readUInt32LE());
        const run = await runInterleavings(harness, seed, 40);

        const label = `seed ${seed} (set EVENT_STORE_CONTRACT_SEED to replay)`;
        for (const reader of [run.subscribed, run.polled]) {
          const ids = reader.events.map((event) => event.id);
          expect(reader.errors).toEqual([]);
          expect({ label, duplicates: ids.length - new Set(ids).size }).toEqual({ label, duplicates: 0 });
          expect({ label, ids: [...ids].sort() }).toEqual({ label, ids: [...run.committed].sort() });
          expectStrictlyIncreasing(reader.all.map((event) => event.position), label);
        }
        if (harness.beginAppend) expect(run.rolledBack.size).toBeGreaterThan(0);
      },
      SLOW_TEST_MS,
    );

    withHeld('never exposes a rolled-back append, and leaves its stream unclaimed', async () => {
      const { store, beginAppend } = get();
      if (!beginAppend) throw new Error('heldTransactions needs the harness to provide beginAppend');
      const prefix = newPrefix();
      const received = collect(store, await store.headPosition(), prefix);
      const held = await beginAppend(`${prefix}-1`, [newEvent()], 'no_stream');
      const later = await store.append(`${prefix}-2`, [newEvent()], 'no_stream');
      await held.rollback();

      await waitUntil(() => received.events.length >= 1, 'the later append');
      const retried = await store.append(`${prefix}-1`, [newEvent()], 'no_stream');
      await waitUntil(() => received.events.length >= 2, 'the retried append');
      await received.subscription.stop();

      expect(retried.nextRevision).toBe(0);
      expect(received.events.map((event) => event.position)).toEqual([later.position, retried.position]);
      expect(await store.readStream(`${prefix}-1`)).toHaveLength(1);
    });

    withHeld('holds back later commits until an earlier open transaction ends', async () => {
      const { store, beginAppend } = get();
      if (!beginAppend) throw new Error('heldTransactions needs the harness to provide beginAppend');
      const prefix = newPrefix();
      const checkpoint = await store.headPosition();
      const held = await beginAppend(`${prefix}-1`, [newEvent()], 'no_stream');
      const later = await store.append(`${prefix}-2`, [newEvent()], 'no_stream');

      await sleep(100);
      expect((await readAllFrom(store, checkpoint, 100)).filter((event) => event.streamId.startsWith(prefix))).toEqual([]);
      expect((await store.headPosition()) < later.position).toBe(true);

      await held.commit();
      await waitForReadable(store, later.position);
      const ours = (await readAllFrom(store, checkpoint, 100)).filter((event) => event.streamId.startsWith(prefix));
      expect(ours.map((event) => event.position)).toEqual([held.result.position, later.position]);
    });
  });
}

function describeEveryString(get: GetHarness): void {
  describe('every JavaScript string', () => {
    it.each(HOSTILE_STRINGS)('round-trips %s exactly in event data and metadata', async (_label, text) => {
      const { store } = get();
      const streamId = newStreamId();
      const event = hostileEvent(text);

      await store.append(streamId, [event], 'no_stream');

      const [stored] = await store.readStream(streamId);
      expect({ data: stored!.data, metadata: stored!.metadata }).toEqual({ data: event.data, metadata: event.metadata });
    });

    it('delivers every string exactly through readAll and subscribeToAll', async () => {
      const { store } = get();
      const prefix = newPrefix();
      const checkpoint = await store.headPosition();
      const received = collect(store, checkpoint, prefix);
      const events = HOSTILE_STRINGS.map(([, text]) => hostileEvent(text));
      const { position } = await store.append(`${prefix}-1`, events, 'no_stream');
      await waitForReadable(store, position);
      await waitUntil(() => received.events.length >= events.length, 'the hostile events');
      await received.subscription.stop();

      const ours = (await readAllFrom(store, checkpoint, 100)).filter((event) => event.streamId.startsWith(prefix));
      for (const delivered of [ours, received.events]) {
        expect(delivered.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }))).toEqual(events);
      }
    });

    it.each(HOSTILE_IDS)('uses %s in a stream id and an event type', async (_label, text) => {
      const { store } = get();
      const streamId = `${newPrefix()}-${text}`;
      const first = { ...newEvent(), type: `Thing${text}` };
      const second = newEvent();
      const checkpoint = await store.headPosition();

      const created = await store.append(streamId, [first], 'no_stream');
      await expect(store.append(streamId, [first], 'no_stream')).resolves.toEqual(created);
      const { position } = await store.append(streamId, [second], 0);
      await expect(store.append(streamId, [newEvent()], 0)).rejects.toMatchObject({ streamId, actual: 1 });

      const stored = await store.readStream(streamId);
      expect(stored.map((event) => [event.streamId, event.type, event.id])).toEqual([
        [streamId, first.type, first.id],
        [streamId, second.type, second.id],
      ]);
      await waitForReadable(store, position);
      expect((await readAllFrom(store, checkpoint, 100)).filter((event) => event.streamId === streamId)).toEqual(stored);
    });

    it('keeps streams apart whose ids a lossy encoding would merge', async () => {
      const { store } = get();
      const prefix = newPrefix();
      const streamIds = ['\ud800', '\udc00', '\ufffd', 'A\u0000B', 'AB'].map((suffix) => `${prefix}-${suffix}`);

      for (const streamId of streamIds) await store.append(streamId, [newEvent()], 'no_stream');

      for (const streamId of streamIds) {
        expect((await store.readStream(streamId)).map((event) => event.streamId)).toEqual([streamId]);
      }
    });
  });
}

/** An event carrying `text` in its data (values, keys, nesting, arrays) and in its metadata. */
function hostileEvent(text: string): NewEvent & { id: string } {
  const event = newEvent('ThingHappened', {
    text,
    nested: { text, [text]: text, list: [text, 1] },
    list: [text, { text }],
  });
  return { ...event, metadata: { ...event.metadata, userId: text, correlationId: text, causationId: text } };
}

interface InterleavingRun {
  committed: Set<string>;
  rolledBack: Set<string>;
  subscribed: Collected;
  polled: Collected;
}

/**
 * Rounds of 3-6 concurrent writers with random delays: fresh streams, contended streams and, where
 * the store has client transactions, appends held open while others commit, some rolled back.
 * A subscriber and a readAll poller follow the log the whole time.
 */
async function runInterleavings(harness: EventStoreContractHarness, seed: number, rounds: number): Promise<InterleavingRun> {
  const { store } = harness;
  const random = seededRandom(seed);
  const prefix = newPrefix();
  const start = await store.headPosition();
  const run: InterleavingRun = {
    committed: new Set(),
    rolledBack: new Set(),
    subscribed: collect(store, start, prefix),
    polled: pollReadAll(store, start, prefix),
  };
  for (let round = 0; round < rounds; round++) {
    const writers = 3 + Math.floor(random() * 4);
    await Promise.all(range(writers).map(() => runWriter(harness, random, prefix, run)));
  }
  const allSeen = (reader: Collected): boolean => [...run.committed].every((id) => reader.ids.has(id));
  // On a timeout the assertions that follow name the missing events, which says more than a timeout.
  await waitUntil(() => allSeen(run.subscribed) && allSeen(run.polled), 'every committed event').catch(() => undefined);
  // Room for a duplicate or a rolled-back event to show up before we judge.
  await sleep(300);
  await Promise.all([run.subscribed.subscription.stop(), run.polled.subscription.stop()]);
  return run;
}

async function runWriter(harness: EventStoreContractHarness, random: () => number, prefix: string, run: InterleavingRun): Promise<void> {
  await sleep(random() * 8);
  const events = range(1 + Math.floor(random() * 3)).map(() => newEvent());
  const ids = events.map((event) => event.id);
  const hotStream = `${prefix}-hot${Math.floor(random() * 2)}`;
  const freshStream = `${prefix}-${randomUUID()}`;
  const choice = random();
  if (harness.beginAppend && choice < 0.4) {
    const held = await harness.beginAppend(random() < 0.3 ? hotStream : freshStream, events, 'any');
    await sleep(random() * 25);
    const rollback = random() < 0.25;
    await (rollback ? held.rollback() : held.commit());
    for (const id of ids) (rollback ? run.rolledBack : run.committed).add(id);
    return;
  }
  await harness.store.append(choice < 0.7 ? hotStream : freshStream, events, 'any');
  for (const id of ids) run.committed.add(id);
}

interface Collected {
  /** Events of the test's own streams, in delivery order. */
  events: RecordedEvent[];
  ids: Set<string>;
  /** Every delivered event, to check the order of the whole log. */
  all: RecordedEvent[];
  errors: unknown[];
  subscription: Subscription;
}

function collect(store: EventStore, after: LogPosition, prefix: string): Collected {
  const collected: Omit<Collected, 'subscription'> = { events: [], ids: new Set(), all: [], errors: [] };
  const subscription = store.subscribeToAll({
    after,
    onEvent: async (event) => record(collected, event, prefix),
    onError: (error) => collected.errors.push(error),
  });
  return { ...collected, subscription };
}

/** A checkpointed reader built on readAll alone, polling in small pages. */
function pollReadAll(store: EventStore, after: LogPosition, prefix: string): Collected {
  const collected: Omit<Collected, 'subscription'> = { events: [], ids: new Set(), all: [], errors: [] };
  let stopped = false;
  const loop = (async () => {
    let checkpoint = after;
    while (!stopped) {
      const page = await store.readAll({ after: checkpoint, maxCount: 3 }).catch((error: unknown) => {
        collected.errors.push(error);
        stopped = true;
        return [];
      });
      for (const event of page) record(collected, event, prefix);
      checkpoint = page[page.length - 1]?.position ?? checkpoint;
      if (page.length === 0) await sleep(5);
    }
  })();
  const subscription = {
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
  return { ...collected, subscription };
}

function record(collected: Omit<Collected, 'subscription'>, event: RecordedEvent, prefix: string): void {
  collected.all.push(event);
  if (!event.streamId.startsWith(prefix)) return;
  collected.events.push(event);
  collected.ids.add(event.id);
}

function expectSingleWinner(outcomes: PromiseSettledResult<AppendResult>[]): number {
  const winners = outcomes.flatMap((outcome, i) => (outcome.status === 'fulfilled' ? [i] : []));
  const losers = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  expect(winners).toHaveLength(1);
  expect(losers.filter((outcome) => outcome.reason instanceof WrongExpectedRevision)).toHaveLength(outcomes.length - 1);
  return winners[0]!;
}

function expectStrictlyIncreasing(positions: LogPosition[], label = ''): void {
  const outOfOrder = positions.findIndex((position, i) => i > 0 && position <= positions[i - 1]!);
  expect({ label, outOfOrder }).toEqual({ label, outOfOrder: -1 });
}

async function readAllFrom(store: EventStore, after: LogPosition, pageSize: number): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let checkpoint = after; ; ) {
    const page = await store.readAll({ after: checkpoint, maxCount: pageSize });
    events.push(...page);
    if (page.length < pageSize) return events;
    checkpoint = page[page.length - 1]!.position;
  }
}

async function waitForReadable(store: EventStore, position: LogPosition): Promise<void> {
  await waitUntil(async () => (await store.headPosition()) >= position, `position ${position} to be readable`);
}

async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = VISIBLE_WITHIN_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

function newPrefix(): string {
  return `contract_${randomBytes(6).toString('hex')}`;
}

function newStreamId(): string {
  return `${newPrefix()}-${randomUUID()}`;
}

function newEvent(type = 'ThingHappened', data: Record<string, unknown> = { n: 1 }): NewEvent & { id: string } {
  const metadata: EventMetadata = {
    userId: randomUUID(),
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
  return { id: randomUUID(), type, data, metadata };
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

