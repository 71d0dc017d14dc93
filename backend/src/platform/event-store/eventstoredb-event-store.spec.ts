import { randomUUID } from 'crypto';
import {
  AccessDeniedError,
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  type AppendResult as DbAppendResult,
  type AppendToStreamOptions,
  DeadlineExceededError,
  END,
  type EventData,
  MaxAppendSizeExceededError,
  NotLeaderError,
  type ReadAllOptions as DbReadAllOptions,
  type ReadPosition,
  type ReadStreamOptions,
  type ResolvedEvent,
  START as DB_START,
  StreamNotFoundError,
  type SubscribeToAllOptions as DbSubscribeToAllOptions,
  UnavailableError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { AppendOutcomeUnknown, AppendTooLarge, type NewEvent, type RecordedEvent, START } from './event-store.port';
import { type DbSubscription, type EventStoreDbClient, EventStoreDbEventStore, MISSING_CREDENTIALS } from './eventstoredb-event-store';

/**
 * The adapter driven through a scripted stand-in of the driver's client: an in-memory EventStoreDB
 * that keeps a log, checks expected revisions, recognises repeated event ids as the server does,
 * and lets a test fail an append or kill a live subscription at a chosen moment.
 */

const NO_POSITION = 2n ** 64n - 1n;
const FAST = { retryDelayMs: 1, maxRetryDelayMs: 5 };

type Fault = { when: 'before' | 'after'; error: Error; meanwhile?: () => void };

class ScriptedServer implements EventStoreDbClient {
  readonly log: AllStreamRecordedEvent[] = [];
  readonly appendCalls: { streamName: string; ids: string[] }[] = [];
  readonly subscribedFrom: ReadPosition[] = [];
  readonly appendFaults: Fault[] = [];
  readonly live: ScriptedSubscription[] = [];
  readAllFault: Error | null = null;

  async appendToStream(streamName: string, events: EventData[], options: AppendToStreamOptions): Promise<DbAppendResult> {
    this.appendCalls.push({ streamName, ids: events.map((e) => e.id) });
    const fault = this.appendFaults.shift();
    if (fault?.when === 'before') throw fault.error;
    const result = this.write(streamName, events, options.expectedRevision);
    fault?.meanwhile?.();
    if (fault) throw fault.error;
    return result;
  }

  /** Another writer, straight into the log. */
  record(streamName: string, type: string, metadata: unknown, isJson = true): AllStreamRecordedEvent {
    const revision = BigInt(this.stream(streamName).length);
    const commit = BigInt(this.log.length + 1) * 100n;
    const event = { streamId: streamName, id: randomUUID(), revision, type, data: {}, metadata, isJson, created: new Date('2024-05-01T00:00:00Z'), position: { commit, prepare: commit } };
    this.log.push(event as AllStreamRecordedEvent);
    for (const subscription of this.live) subscription.wake();
    return event as AllStreamRecordedEvent;
  }

  async *readStream(streamName: string, options: ReadStreamOptions = {}): AsyncIterable<ResolvedEvent> {
    const events = this.stream(streamName);
    if (events.length === 0) throw new StreamNotFoundError(undefined, streamName);
    const from = typeof options.fromRevision === 'bigint' ? options.fromRevision : 0n;
    const selected = events.filter((e) => e.revision >= from).slice(0, Number(options.maxCount ?? Infinity));
    for (const event of selected) yield { event: { ...event, position: event.position } };
  }

  async *readAll(options: DbReadAllOptions): AsyncIterable<AllStreamResolvedEvent> {
    if (this.readAllFault) throw this.readAllFault;
    const backwards = options.direction === 'backwards';
    const ordered = backwards ? [...this.log].reverse() : this.log;
    const from = options.fromPosition ?? DB_START;
    const selected = ordered.filter((e) => from === DB_START || from === END || (backwards ? e.position.commit <= from.commit : e.position.commit >= from.commit));
    for (const event of selected.slice(0, Number(options.maxCount ?? Infinity))) yield { event };
  }

  subscribeToAll(options: DbSubscribeToAllOptions): DbSubscription {
    const from = options.fromPosition ?? DB_START;
    this.subscribedFrom.push(from);
    // Worst case for the adapter: the event at the position is sent again.
    const start = from === DB_START || from === END ? 0 : this.log.findIndex((e) => e.position.commit >= from.commit);
    const subscription = new ScriptedSubscription(this, start < 0 ? this.log.length : start);
    this.live.push(subscription);
    return subscription;
  }

  /** Drops every live subscription the way the transport does. */
  kill(error: Error | 'end'): void {
    for (const subscription of this.live.splice(0)) subscription.kill(error);
  }

  async dispose(): Promise<void> {}

  stream(streamName: string): AllStreamRecordedEvent[] {
    return this.log.filter((e) => e.streamId === streamName);
  }

  /** Expected-revision check and idempotence by event id, as the server does them. */
  private write(streamName: string, events: EventData[], expected: AppendToStreamOptions['expectedRevision']): DbAppendResult {
    const existing = this.stream(streamName);
    const repeated = existing.filter((e) => events.some((n) => n.id === e.id));
    if (repeated.length === events.length) return { success: true, nextExpectedRevision: repeated[repeated.length - 1]!.revision, position: { commit: NO_POSITION, prepare: NO_POSITION } };
    const current = existing.length === 0 ? 'no_stream' : BigInt(existing.length - 1);
    const ok = expected === undefined || expected === 'any' || (expected === 'no_stream' ? current === 'no_stream' : expected === 'stream_exists' ? current !== 'no_stream' : expected === current);
    if (!ok) throw new WrongExpectedVersionError(undefined, { streamName, current, expected: expected! });
    let last: AllStreamRecordedEvent | null = null;
    for (const event of events) {
      last = this.record(streamName, event.type, event.metadata, true);
      Object.assign(last, { id: event.id, data: event.data });
    }
    return { success: true, nextExpectedRevision: last!.revision, position: last!.position };
  }
}

class ScriptedSubscription implements DbSubscription {
  private failure: Error | 'end' | null = null;
  private waiting: (() => void) | null = null;
  unsubscribed = false;

  constructor(
    private readonly server: ScriptedServer,
    private index: number,
  ) {}

  async *[Symbol.asyncIterator](): AsyncIterator<AllStreamResolvedEvent> {
    for (;;) {
      if (this.failure === 'end' || this.unsubscribed) return;
      if (this.failure) throw this.failure;
      const event = this.server.log[this.index];
      if (event) {
        this.index++;
        yield { event };
        continue;
      }
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  wake(): void {
    this.waiting?.();
    this.waiting = null;
  }

  kill(error: Error | 'end'): void {
    this.failure = error;
    this.wake();
  }

  async unsubscribe(): Promise<void> {
    this.unsubscribed = true;
    this.wake();
  }
}

const metadata = { userId: 'u1', correlationId: 'c1', causationId: null, occurredAt: '2024-05-01T00:00:00.000Z' };
const event = (text: string, id?: string): NewEvent => ({ ...(id ? { id } : {}), type: 'NoteAdded', data: { text }, metadata });
const notLeader = () =>
  new NotLeaderError({
    code: 5,
    details: 'Leader info available',
    message: 'not leader',
    metadata: { getMap: () => ({ 'leader-endpoint-host': 'n2', 'leader-endpoint-port': '2113' }) },
  } as unknown as ConstructorParameters<typeof NotLeaderError>[0]);

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('EventStoreDB adapter against a scripted client', () => {
  let server: ScriptedServer;
  let store: EventStoreDbEventStore;

  beforeEach(() => {
    server = new ScriptedServer();
    store = new EventStoreDbEventStore(server, FAST);
  });
  afterEach(() => store.close());

  describe('a subscription whose stream the transport kills', () => {
    it.each([
      ['an UnavailableError (keepalive timeout, server restart)', () => new UnavailableError()],
      ['a NotLeaderError after a failover', notLeader],
      ['a deadline', () => new DeadlineExceededError()],
      ['a cleanly ended stream', () => 'end' as const],
    ])('resumes after %s from the last delivered position, with no gap and no repeat', async (_, failure) => {
      for (let i = 0; i < 5; i++) await store.append('note-1', [event(`n${i}`)], 'any');
      const seen: RecordedEvent[] = [];
      const onError = jest.fn();
      const subscription = store.subscribeToAll({
        after: START,
        onEvent: async (e) => {
          seen.push(e);
          if (seen.length === 3) server.kill(failure());
        },
        onError,
      });
      await until(() => seen.length === 5);
      server.kill(failure());
      await until(() => server.live.length === 1);
      await store.append('note-1', [event('n5')], 'any');
      await until(() => seen.length === 6);
      await subscription.stop();

      expect(seen.map((e) => e.data.text)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5']);
      expect(onError).not.toHaveBeenCalled();
      // Each resubscription starts at the last event handed over, not at the start of the log.
      expect(server.subscribedFrom.slice(1)).toEqual([server.log[2]!.position, server.log[4]!.position]);
    });

    it('ends for good on a handler error or refused access, and reports it once', async () => {
      await store.append('note-1', [event('n0'), event('n1')], 'any');
      const handlerFailure = new Error('handler failed');
      const errors: unknown[] = [];
      store.subscribeToAll({ after: START, onEvent: () => Promise.reject(handlerFailure), onError: (e) => errors.push(e) });
      await until(() => errors.length === 1);

      const seen: string[] = [];
      store.subscribeToAll({ after: START, onEvent: async (e) => void seen.push(e.id), onError: (e) => errors.push(e) });
      await until(() => seen.length === 2);
      server.kill(new UnavailableError());
      await until(() => server.live.length === 1);
      server.kill(new AccessDeniedError());
      await until(() => errors.length === 2);
      await new Promise((resolve) => setTimeout(resolve, 20));

      expect(errors).toEqual([handlerFailure, expect.any(AccessDeniedError)]);
      expect(server.subscribedFrom).toHaveLength(3);
    });

    it('survives an onError that throws: logged, and its promise does not reject (no unhandled rejection)', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await store.append('note-1', [event('n0')], 'any');
        const reportFailure = new Error('onError failed');
        let reported = 0;
        const subscription = store.subscribeToAll({
          after: START,
          onEvent: () => Promise.reject(new Error('handler failed')),
          onError: () => {
            reported++;
            throw reportFailure;
          },
        });
        await until(() => reported === 1);
        // stop() awaits the subscription's own promise: it rejects exactly when nothing caught the throw.
        await expect(subscription.stop()).resolves.toBeUndefined();
        expect(logged).toHaveBeenCalledWith('Event store subscription stopped after an error', reportFailure);
      } finally {
        logged.mockRestore();
      }
    });
  });

  it('delivers events other tools wrote without our metadata, with defaults', async () => {
    const bare = server.record('imported-1', 'Imported', undefined);
    const partial = server.record('imported-1', 'Imported', { correlationId: 'from-tool', userId: 42 });
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ after: START, onEvent: async (e) => void seen.push(e) });
    await until(() => seen.length === 2);
    await subscription.stop();

    expect(seen[0]!.metadata).toEqual({ userId: null, correlationId: bare.id, causationId: null, occurredAt: '2024-05-01T00:00:00.000Z' });
    expect(seen[1]!.metadata).toMatchObject({ userId: null, correlationId: 'from-tool', causationId: null, occurredAt: '2024-05-01T00:00:00.000Z' });
    expect((await store.readStream('imported-1')).map((e) => e.metadata.correlationId)).toEqual([bare.id, 'from-tool']);
    expect(partial.id).toBeDefined();
  });

  describe('an append whose outcome the server leaves open', () => {
    it('retries a duplicate racing the original with the same ids: one copy, at the batch position, not the stream end', async () => {
      // The first try commits but its answer is lost in a deadline; meanwhile someone else appends.
      server.appendFaults.push({ when: 'after', error: new DeadlineExceededError(), meanwhile: () => server.record('order-1', 'Other', metadata) });
      const result = await store.append('order-1', [event('placed')], 'no_stream');

      const stream = server.stream('order-1');
      expect(stream.map((e) => e.type)).toEqual(['NoteAdded', 'Other']);
      expect(server.appendCalls).toHaveLength(2);
      expect(server.appendCalls[1]!.ids).toEqual(server.appendCalls[0]!.ids);
      expect(result).toEqual({ nextRevision: 0, position: (await store.readStream('order-1'))[0]!.position });
    });

    it('rides out a leader change: the new leader takes the retry, recorded once', async () => {
      server.appendFaults.push({ when: 'before', error: notLeader() }, { when: 'before', error: new UnavailableError() });
      const result = await store.append('order-2', [event('a', 'a7d3f0c2-1111-4a4a-8a8a-000000000001'), event('b')], 'no_stream');

      expect(server.stream('order-2').map((e) => e.data)).toEqual([{ text: 'a' }, { text: 'b' }]);
      const ids = server.appendCalls[0]!.ids;
      expect(server.appendCalls.map((c) => c.ids)).toEqual([ids, ids, ids]);
      expect(ids[0]).toBe('a7d3f0c2-1111-4a4a-8a8a-000000000001');
      expect(result.nextRevision).toBe(1);
      expect(result.position).toBe((await store.readStream('order-2'))[1]!.position);
    });

    it('gives up after its bounded tries with AppendOutcomeUnknown', async () => {
      store = new EventStoreDbEventStore(server, { ...FAST, appendAttempts: 3 });
      for (let i = 0; i < 3; i++) server.appendFaults.push({ when: 'before', error: new UnavailableError() });
      await expect(store.append('order-3', [event('a')], 'no_stream')).rejects.toBeInstanceOf(AppendOutcomeUnknown);
      expect(server.appendCalls).toHaveLength(3);
    });
  });

  describe('appends over the size limit', () => {
    it('are refused before sending', async () => {
      const big = event('x'.repeat(1024 * 1024 + 1));
      await expect(store.append('big-1', [big], 'any')).rejects.toBeInstanceOf(AppendTooLarge);
      expect(server.appendCalls).toHaveLength(0);
    });

    it('map the server refusal to AppendTooLarge when it has a lower limit', async () => {
      server.appendFaults.push({ when: 'before', error: MaxAppendSizeExceededError.fromMaxAppendSize(1000) });
      await expect(store.append('big-2', [event('x'.repeat(2000))], 'any')).rejects.toMatchObject({ name: 'AppendTooLarge', limit: 1000 });
    });
  });

  describe('start-up', () => {
    it('refuses a secure connection string without credentials', async () => {
      await expect(EventStoreDbEventStore.connect('esdb://n1:2113,n2:2113?tls=true')).rejects.toThrow(MISSING_CREDENTIALS);
      await expect(EventStoreDbEventStore.connect('esdb://n1:2113')).rejects.toThrow(MISSING_CREDENTIALS);
    });

    it('names the missing credentials when the server refuses to read $all', async () => {
      server.readAllFault = new AccessDeniedError();
      await expect(store.checkReadAccess()).rejects.toThrow(MISSING_CREDENTIALS);
      server.readAllFault = new UnavailableError();
      await expect(store.checkReadAccess()).resolves.toBeUndefined();
    });
  });
});
