import { randomUUID } from 'crypto';
import {
  ANY,
  type AppendExpectedRevision,
  type AllStreamRecordedEvent,
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  type Position,
  type ReadPosition,
  type RecordedEvent as DbRecordedEvent,
  START as DB_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { assertNever } from '../domain/decider';
import { decodeStoreText, encodeStoreText } from '../read-store/store-text.codec';
import {
  type AppendResult,
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

/**
 * The event store on EventStoreDB (production, design card). The server gives optimistic
 * concurrency, idempotent retries (same event ids) and a gap-free $all; this adapter only maps
 * types. System events (`$`-prefixed types, e.g. stream metadata) are not part of our log.
 *
 * Any string round-trips exactly. The client sends data and metadata as JSON.stringify text, where
 * NUL and lone surrogates are \u escapes, and JSON.parse restores them. Stream names and event types
 * travel as UTF-8 protobuf strings instead, which turn a lone surrogate into U+FFFD (stream names)
 * or drop it (types), so those two are sent in stored form (store-text.codec).
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly subscriptions = new Set<Subscription>();

  private constructor(private readonly client: EventStoreDBClient) {}

  /** The client connects lazily; the first call reports an unreachable server. */
  static async connect(connectionString: string): Promise<EventStoreDbEventStore> {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString));
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    // An empty append has no position to return for read-your-writes; callers skip it instead.
    if (events.length === 0) throw new RangeError('append needs at least one event');
    const data = events.map((event) =>
      jsonEvent({
        id: event.id ?? randomUUID(),
        type: encodeStoreText(event.type),
        data: event.data,
        metadata: { ...event.metadata },
      }),
    );
    const streamName = encodeStoreText(streamId);
    try {
      const result = await this.client.appendToStream(streamName, data, { expectedRevision: toDbExpected(expected) });
      const position = result.position ? toLogPosition(result.position) : await this.lastPositionOf(streamName);
      return { nextRevision: Number(result.nextExpectedRevision), position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
      throw new WrongExpectedRevision(streamId, expected, actual);
    }
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(encodeStoreText(streamId))) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event, resolved.event.position ?? commitOnly(resolved.commitPosition)));
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
        if (position > cursor && isOurEvent(event) && events.length < maxCount) events.push(toRecordedEvent(event, event.position));
      }
      const last = page[page.length - 1];
      if (page.length < pageSize || !last) break;
      cursor = toLogPosition(last.position);
    }
    return events;
  }

  subscribeToAll(options: SubscribeToAllOptions): Subscription {
    const stream = this.client.subscribeToAll({ fromPosition: toReadPosition(options.after), filter: excludeSystemEvents() });
    let stopped = false;
    const finished = (async () => {
      try {
        for await (const resolved of stream) {
          if (stopped) break;
          const event = resolved.event;
          // The filter drops system events server side; the position check guards the checkpoint.
          if (!event || !isOurEvent(event) || toLogPosition(event.position) <= options.after) continue;
          await options.onEvent(toRecordedEvent(event, event.position));
        }
        if (!stopped) throw new Error('EventStoreDB ended the $all subscription');
      } catch (error) {
        if (stopped) return;
        stopped = true;
        reportSubscriptionError(options, error);
      } finally {
        await stream.unsubscribe().catch(() => undefined);
      }
    })();
    const subscription: Subscription = {
      stop: async () => {
        stopped = true;
        await stream.unsubscribe().catch(() => undefined);
        await finished;
        this.subscriptions.delete(subscription);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
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

  private async readAllPage(from: ReadPosition, direction: typeof FORWARDS | typeof BACKWARDS, maxCount: number) {
    const page: AllStreamRecordedEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition: from, direction, maxCount })) {
      if (resolved.event) page.push(resolved.event);
    }
    return page;
  }

  /** Servers older than 22.6 omit the position from append results; read it back instead. */
  private async lastPositionOf(streamName: string): Promise<LogPosition> {
    for await (const resolved of this.client.readStream(streamName, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
      const position = resolved.event?.position ?? commitOnly(resolved.commitPosition);
      if (position) return toLogPosition(position);
    }
    return START;
  }
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

/** Old servers give only the commit position of stream reads; it orders events all the same. */
function commitOnly(commit: bigint | undefined): Position | undefined {
  return commit === undefined ? undefined : { commit, prepare: commit };
}

/** Our events are JSON with a non-system type; anything else belongs to the server or other tools. */
function isOurEvent(event: DbRecordedEvent): boolean {
  return event.isJson && !event.type.startsWith('$');
}

function toRecordedEvent(event: DbRecordedEvent, position: Position | undefined): RecordedEvent {
  return {
    id: event.id,
    streamId: decodeStoreText(event.streamId),
    type: decodeStoreText(event.type),
    revision: Number(event.revision),
    position: position ? toLogPosition(position) : START,
    data: asObject(event.data) ?? {},
    metadata: asObject(event.metadata) as unknown as EventMetadata,
  };
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
  return isObject ? (value as Record<string, unknown>) : undefined;
}

function reportSubscriptionError(options: SubscribeToAllOptions, error: unknown): void {
  if (options.onError) options.onError(error);
  // Without an onError a failure would be silent; a stopped projection must be visible.
  else console.error('Event store subscription stopped after an error', error);
}
