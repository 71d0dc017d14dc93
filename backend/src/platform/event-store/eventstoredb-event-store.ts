import { randomUUID } from 'crypto';
import { setTimeout as delay } from 'timers/promises';
import {
  AccessDeniedError,
  ANY,
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type AppendResult as DbAppendResult,
  type AppendToStreamOptions,
  BACKWARDS,
  CancelledError,
  DeadlineExceededError,
  END,
  type EventData,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  InvalidArgumentError,
  jsonEvent,
  MaxAppendSizeExceededError,
  NO_STREAM,
  NotLeaderError,
  type Position,
  type ReadAllOptions as DbReadAllOptions,
  type ReadPosition,
  type ReadStreamOptions,
  type RecordedEvent as DbRecordedEvent,
  type ResolvedEvent,
  START as DB_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  type SubscribeToAllOptions as DbSubscribeToAllOptions,
  TimeoutError,
  UnavailableError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { assertNever } from '../domain/decider';
import { decodeStoreText, encodeStoreText } from '../read-store/store-text.codec';
import { sleep } from './catch-up-subscription';
import {
  AppendOutcomeUnknown,
  type AppendResult,
  AppendTooLarge,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  formatPosition,
  type LogPosition,
  type NewEvent,
  parsePosition,
  type ReadAllOptions,
  type RecordedEvent,
  START,
  type SubscribeToAllOptions,
  type Subscription,
  WrongExpectedRevision,
} from './event-store.port';

/** Events scanned per request when skipping system events while looking for the head. */
const HEAD_SCAN_PAGE = 100;

/** The server's "no position" (ulong.MaxValue), sent for instance when an append was a repeat. */
const NO_POSITION = 2n ** 64n - 1n;

/** The part of the driver's client this adapter uses: the seam where tests put a scripted stand-in. */
export interface EventStoreDbClient {
  appendToStream(streamName: string, events: EventData[], options: AppendToStreamOptions): Promise<DbAppendResult>;
  readStream(streamName: string, options?: ReadStreamOptions): AsyncIterable<ResolvedEvent>;
  readAll(options: DbReadAllOptions): AsyncIterable<AllStreamResolvedEvent>;
  subscribeToAll(options: DbSubscribeToAllOptions): DbSubscription;
  dispose(): Promise<void>;
}

export interface DbSubscription extends AsyncIterable<AllStreamResolvedEvent> {
  unsubscribe(): Promise<void>;
}

export interface EventStoreDbSettings {
  /** Tries of one append whose outcome the server left open (deadline, commit timeout, failover). */
  appendAttempts: number;
  /** Deadline of one append try; below the client's 10 s default, so a retry comes while the caller still waits. */
  appendDeadlineMs: number;
  /** First delay before a retry or a resubscription; doubles up to `maxRetryDelayMs`. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /** The server's maximum append size (`MaxAppendSize`, 1 MiB by default). */
  maxAppendBytes: number;
}

export const DEFAULT_EVENTSTOREDB_SETTINGS: EventStoreDbSettings = {
  appendAttempts: 4,
  appendDeadlineMs: 5_000,
  retryDelayMs: 100,
  maxRetryDelayMs: 5_000,
  maxAppendBytes: 1024 * 1024,
};

export const MISSING_CREDENTIALS =
  'EventStoreDB: a secure cluster (tls=true) serves $all only to an authenticated admin. Put the credentials in ' +
  'EVENTSTORE_URL, e.g. esdb://admin:<password>@n1:2113,n2:2113,n3:2113?tls=true (see ops/README.md).';

/**
 * The event store on EventStoreDB (production, design card). The server gives optimistic
 * concurrency, idempotent retries (same event ids) and a gap-free $all; this adapter maps types and
 * rides out the transport: appends whose outcome is unknown are retried with the same event ids,
 * and subscriptions resubscribe from the last delivered position. System events (`$`-prefixed
 * types, e.g. stream metadata) are not part of our log.
 *
 * Any string round-trips exactly. The client sends data and metadata as JSON.stringify text, where
 * NUL and lone surrogates are \u escapes, and JSON.parse restores them. Stream names and event types
 * travel as UTF-8 protobuf strings instead, which turn a lone surrogate into U+FFFD (stream names)
 * or drop it (types), so those two are sent in stored form (store-text.codec).
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly subscriptions = new Set<Subscription>();
  private readonly settings: EventStoreDbSettings;

  constructor(
    private readonly client: EventStoreDbClient,
    settings: Partial<EventStoreDbSettings> = {},
  ) {
    this.settings = { ...DEFAULT_EVENTSTOREDB_SETTINGS, ...settings };
  }

  /** Refuses a secure URL without credentials; an unreachable server is left to the client's reconnects. */
  static async connect(connectionString: string): Promise<EventStoreDbEventStore> {
    if (lacksCredentials(connectionString)) throw new Error(MISSING_CREDENTIALS);
    const store = new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString));
    await store.checkReadAccess();
    return store;
  }

  /**
   * Fails start-up when the server refuses to read $all (wrong or unprivileged credentials) instead
   * of letting every runner fail later. Other errors (server not up yet) do not stop start-up.
   */
  async checkReadAccess(): Promise<void> {
    try {
      await this.readAllPage(END, BACKWARDS, 1);
    } catch (error) {
      if (error instanceof AccessDeniedError) throw new Error(`${MISSING_CREDENTIALS} The server said: ${error.message}`);
    }
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    // An empty append has no position to return for read-your-writes; callers skip it instead.
    if (events.length === 0) throw new RangeError('append needs at least one event');
    // Ids are fixed before the first try: the server recognises a retry of a write that did commit.
    const batch = events.map((event) => ({ ...event, id: event.id ?? randomUUID() }));
    const bytes = batch.reduce((sum, event) => sum + approximateSize(event), 0);
    // Refused before sending: the server would refuse it anyway, after the whole batch crossed the network.
    if (bytes > this.settings.maxAppendBytes) throw new AppendTooLarge(streamId, bytes, this.settings.maxAppendBytes);
    const streamName = encodeStoreText(streamId);
    const result = await this.appendWithRetry(streamId, streamName, batch.map(toEventData), expected);
    return { nextRevision: Number(result.nextExpectedRevision), position: await this.appendedPosition(streamName, result) };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(encodeStoreText(streamId))) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll({ after, maxCount }: ReadAllOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let cursor = after;
    while (events.length < maxCount) {
      // One more than needed: reading $all from a position includes the event at it.
      const pageSize = maxCount - events.length + 1;
      const page = await this.readAllPage(toReadPosition(cursor), FORWARDS, pageSize);
      for (const event of page) {
        const position = toLogPosition(event.position);
        if (position > cursor && isOurEvent(event) && events.length < maxCount) events.push(toRecordedEvent(event));
      }
      const last = page[page.length - 1];
      if (page.length < pageSize || !last) break;
      cursor = toLogPosition(last.position);
    }
    return events;
  }

  subscribeToAll(options: SubscribeToAllOptions): Subscription {
    const resilient = new ResubscribingSubscription(this.client, options, this.settings);
    const subscription: Subscription = {
      stop: async () => {
        await resilient.stop();
        this.subscriptions.delete(subscription);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** The server pushes each append to every subscription itself: there is no reader of ours to wait for. */
  readingBehindOwnAppends(): boolean {
    return false;
  }

  async headPosition(): Promise<LogPosition> {
    let from: ReadPosition = END;
    for (;;) {
      const page = await this.readAllPage(from, BACKWARDS, HEAD_SCAN_PAGE);
      const newest = page.find(isOurEvent);
      if (newest) return toLogPosition(newest.position);
      const oldest = page[page.length - 1];
      if (page.length < HEAD_SCAN_PAGE || !oldest) return START;
      from = oldest.position;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }

  private async appendWithRetry(streamId: string, streamName: string, data: EventData[], expected: ExpectedRevision): Promise<DbAppendResult> {
    const options = { expectedRevision: toDbExpected(expected), deadline: this.settings.appendDeadlineMs };
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.client.appendToStream(streamName, data, options);
      } catch (error) {
        if (!isOutcomeUnknown(error)) throw toAppendError(streamId, expected, error);
        if (attempt >= this.settings.appendAttempts) throw new AppendOutcomeUnknown(streamId, error);
        await delay(backoff(this.settings, attempt));
      }
    }
  }

  /**
   * A repeated append (a retry of a write that had committed) succeeds without a position; its
   * events are the ones at the batch's revisions, so read the last one's. Not the stream's end:
   * others may have appended since.
   */
  private async appendedPosition(streamName: string, result: DbAppendResult): Promise<LogPosition> {
    const position = knownPosition(result.position);
    if (position) return toLogPosition(position);
    const options = { fromRevision: result.nextExpectedRevision, direction: FORWARDS, maxCount: 1 } as const;
    for await (const resolved of this.client.readStream(streamName, options)) {
      if (resolved.event) return positionOf(resolved.event);
    }
    // Recorded but gone again (stream deleted meanwhile): there is nothing left to wait for.
    return START;
  }

  private async readAllPage(from: ReadPosition, direction: typeof FORWARDS | typeof BACKWARDS, maxCount: number) {
    const page: AllStreamRecordedEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition: from, direction, maxCount })) {
      if (resolved.event) page.push(resolved.event);
    }
    return page;
  }
}

/** A subscription's end for good: the handler failed, or the server refused for a reason resubscribing cannot cure. */
class HandlerFailed extends Error {
  constructor(readonly error: unknown) {
    super('the subscription handler failed');
  }
}

/**
 * A catch-up subscription to $all that survives the transport: when the stream fails (server
 * restart, leader failover, keepalive timeout) or ends, it resubscribes from the last delivered
 * position after a capped backoff, so nothing is skipped and nothing seen twice. Only a handler
 * error, a refused access or an invalid position end it (`onError`).
 */
class ResubscribingSubscription {
  private stopped = false;
  private readonly halt = new AbortController();
  private current: DbSubscription | null = null;
  private checkpoint: LogPosition;
  private readonly finished: Promise<void>;

  constructor(
    private readonly client: EventStoreDbClient,
    private readonly options: SubscribeToAllOptions,
    private readonly settings: EventStoreDbSettings,
  ) {
    this.checkpoint = options.after;
    this.finished = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.halt.abort();
    await this.current?.unsubscribe().catch(() => undefined);
    await this.finished;
  }

  private async run(): Promise<void> {
    try {
      await this.follow();
    } catch (error) {
      if (this.stopped) return;
      this.stopped = true;
      reportSubscriptionError(this.options, error instanceof HandlerFailed ? error.error : error);
    }
  }

  private async follow(): Promise<void> {
    for (let attempt = 1; !this.stopped; attempt++) {
      const before = this.checkpoint;
      await this.readUntilDropped();
      // A subscription that delivered before it dropped starts its backoff afresh.
      if (this.checkpoint !== before) attempt = 1;
      if (!this.stopped) await sleep(backoff(this.settings, attempt), this.halt.signal);
    }
  }

  /** Delivers until the stream fails or ends; a failure resubscribing cannot cure is thrown. */
  private async readUntilDropped(): Promise<void> {
    const stream = this.client.subscribeToAll({ fromPosition: toReadPosition(this.checkpoint), filter: excludeSystemEvents() });
    this.current = stream;
    try {
      for await (const resolved of stream) {
        if (this.stopped) return;
        await this.deliver(resolved);
      }
    } catch (error) {
      if (error instanceof HandlerFailed || isIncurable(error)) throw error;
    } finally {
      this.current = null;
      await stream.unsubscribe().catch(() => undefined);
    }
  }

  private async deliver(resolved: AllStreamResolvedEvent): Promise<void> {
    const event = resolved.event;
    // The filter drops system events server side; the position check keeps a resubscription from repeating one.
    if (!event || !isOurEvent(event) || toLogPosition(event.position) <= this.checkpoint) return;
    try {
      await this.options.onEvent(toRecordedEvent(event));
    } catch (error) {
      throw new HandlerFailed(error);
    }
    this.checkpoint = toLogPosition(event.position);
  }
}

/** Refused access and a position the server does not know stay so on every resubscription. */
function isIncurable(error: unknown): boolean {
  if (error instanceof AccessDeniedError || error instanceof InvalidArgumentError) return true;
  return error instanceof Error && /invalid position/i.test(error.message);
}

/** The server may have recorded the append (or will, once a new leader takes over): try again with the same ids. */
function isOutcomeUnknown(error: unknown): boolean {
  return (
    error instanceof DeadlineExceededError ||
    error instanceof TimeoutError ||
    error instanceof NotLeaderError ||
    error instanceof UnavailableError ||
    error instanceof CancelledError
  );
}

function toAppendError(streamId: string, expected: ExpectedRevision, error: unknown): unknown {
  if (error instanceof WrongExpectedVersionError) {
    const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
    return new WrongExpectedRevision(streamId, expected, actual);
  }
  // Our estimate undercounted (or the server's limit is lower): the server's figure is what counts.
  if (error instanceof MaxAppendSizeExceededError) return new AppendTooLarge(streamId, null, error.maxAppendSize);
  return error;
}

function backoff(settings: EventStoreDbSettings, attempt: number): number {
  return Math.min(settings.maxRetryDelayMs, settings.retryDelayMs * 2 ** (attempt - 1));
}

/** What the server counts against its append limit: data, metadata, type and id of each event. */
function approximateSize(event: NewEvent): number {
  const text = JSON.stringify(event.data) + JSON.stringify(event.metadata) + encodeStoreText(event.type) + (event.id ?? '');
  return Buffer.byteLength(text, 'utf8');
}

function toEventData(event: NewEvent & { id: string }): EventData {
  return jsonEvent({ id: event.id, type: encodeStoreText(event.type), data: event.data, metadata: { ...event.metadata } });
}

/** True for a secure connection string (TLS is the default) with neither user credentials nor a client certificate. */
function lacksCredentials(connectionString: string): boolean {
  const [, rest = ''] = connectionString.split('://');
  const hosts = rest.split(/[/?]/)[0] ?? '';
  const query = new URLSearchParams(rest.includes('?') ? rest.slice(rest.indexOf('?') + 1) : '');
  const setting = (name: string) => [...query].find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  const secure = setting('tls')?.toLowerCase() !== 'false';
  return secure && !hosts.includes('@') && !setting('userCertFile');
}

function toDbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (typeof expected === 'number') return BigInt(expected);
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return assertNever(expected);
  }
}

function toReadPosition(position: LogPosition): ReadPosition {
  return position === START ? DB_START : parsePosition(position);
}

function toLogPosition(position: Position): LogPosition {
  return formatPosition(position.commit, position.prepare);
}

function knownPosition(position: Position | undefined): Position | undefined {
  return position && position.commit !== NO_POSITION && position.prepare !== NO_POSITION ? position : undefined;
}

/** Events read from $all always carry a position; a stream read's event without one orders by revision only. */
function positionOf(event: DbRecordedEvent): LogPosition {
  const position = knownPosition(event.position);
  return position ? toLogPosition(position) : START;
}

/** Our events are JSON with a non-system type; anything else belongs to the server or other tools. */
function isOurEvent(event: DbRecordedEvent): boolean {
  return event.isJson && !event.type.startsWith('$');
}

function toRecordedEvent(event: DbRecordedEvent): RecordedEvent {
  return {
    id: event.id,
    streamId: decodeStoreText(event.streamId),
    type: decodeStoreText(event.type),
    revision: Number(event.revision),
    position: positionOf(event),
    data: asObject(event.data) ?? {},
    metadata: toMetadata(event),
  };
}

/**
 * Events written by other tools (migrations, the web UI) carry none or only part of our metadata;
 * they get neutral defaults, so a runner never stops at them.
 */
function toMetadata(event: DbRecordedEvent): EventMetadata {
  const given = asObject(event.metadata) ?? {};
  const text = (key: string) => (typeof given[key] === 'string' ? (given[key] as string) : null);
  return {
    ...given,
    userId: text('userId'),
    correlationId: text('correlationId') ?? event.id,
    causationId: text('causationId'),
    occurredAt: text('occurredAt') ?? event.created.toISOString(),
  };
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
  return isObject ? (value as Record<string, unknown>) : undefined;
}

/** Guarded like `CatchUpSubscription.report`: a throwing onError must not become an unhandled rejection. */
function reportSubscriptionError(options: SubscribeToAllOptions, error: unknown): void {
  try {
    if (options.onError) return options.onError(error);
  } catch (reportFailure) {
    error = reportFailure;
  }
  // Without a working onError a failure would be silent; a stopped projection must be visible.
  console.error('Event store subscription stopped after an error', error);
}
