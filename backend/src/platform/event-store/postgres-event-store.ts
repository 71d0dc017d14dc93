import { randomUUID } from 'crypto';
import { DatabaseError, Pool, type PoolClient } from 'pg';
import { assertNever } from '../domain/decider';
import { CatchUpSubscription } from './catch-up-subscription';
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
import { inLockedTransaction } from '../postgres/locked-transaction';
import { decodeStoreText, encodeStoreText } from '../read-store/store-text.codec';
import { AppendNotifications } from './postgres-append-notifications';
import { EVENT_ID_CONSTRAINT, type EventStoreSql, eventStoreSql } from './postgres-event-store.sql';
import { SharedLogTail } from './shared-log-tail';

export interface PostgresEventStoreOptions {
  /** Schema holding the `streams` and `events` tables; created when missing. */
  schema?: string;
  /**
   * Newest events the shared reader keeps in memory for the subscriptions near the head; one
   * further behind reads the table itself. Tests shrink it to make subscriptions fall behind.
   */
  tailCapacity?: number;
}

/** A few pages of a catch-up read: a subscription this close to the head is served from memory. */
const DEFAULT_TAIL_CAPACITY = 2000;
/**
 * Connections of the log's readers (the shared tail, subscriptions reading behind it, the head
 * position, the commit notifications). Kept apart from the pool that appends: under a burst every
 * pooled connection can be an append waiting for its WAL flush, and a read queued behind them
 * delays what those very appends make visible (docs/decisions.md "Speed: reads").
 */
const LOG_READER_CONNECTIONS = 2;

/** An append whose transaction is still open. Test support only: see `beginAppend`. */
export interface HeldAppend {
  result: AppendResult;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

interface PositionRow {
  transaction_id: string;
  global_position: string;
}
interface AppendRow extends PositionRow {
  revision: string;
}
interface EventRow extends AppendRow {
  id: string;
  stream_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

type Queryable = Pick<Pool, 'query'> | PoolClient;
type AppendOutcome = { kind: 'appended'; row: AppendRow } | { kind: 'conflict' } | { kind: 'duplicate_id' };
type StoredEvent = Required<NewEvent>;

/**
 * The event store on PostgreSQL. Concurrency is decided by the database (the stream row is the
 * lock); the global log is ordered by (transaction id, sequence) and only exposed below the oldest
 * running transaction, so positions never appear out of order. All subscriptions share one reader
 * of the log (`SharedLogTail`), so a commit costs one read however many projections follow it. Any
 * string round-trips exactly: event data and metadata are kept as JSON text, stream ids and types
 * in stored form (store-text.codec). No business logic lives here.
 */
export class PostgresEventStore implements EventStore {
  private readonly subscriptions = new Set<CatchUpSubscription>();
  /** Open held appends; close() rolls them back, or ending the pool would wait for them forever. */
  private readonly heldAppends = new Set<() => Promise<void>>();
  private closed = false;

  private readonly announce: CoalescedNotify;
  /** The one reader of the log that every subscription of this store shares. */
  private readonly tail: SharedLogTail;

  private constructor(
    private readonly pool: Pool,
    private readonly logReaders: Pool,
    private readonly sql: EventStoreSql,
    private readonly notifications: AppendNotifications,
    tailCapacity: number,
  ) {
    this.announce = new CoalescedNotify(() => logReaders.query('SELECT pg_notify($1, $2)', [sql.notifyChannel, '']));
    const log = {
      read: (after: LogPosition, maxCount: number) => this.readLog(logReaders, { after, maxCount }),
      changeToken: () => notifications.changeToken(),
      waitForChange: (seen: number, ms: number, signal: AbortSignal) => notifications.waitForChange(seen, ms, signal),
    };
    this.tail = new SharedLogTail(log, () => this.headPosition(), tailCapacity);
  }

  static async connect(connectionString: string, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> {
    const sql = eventStoreSql(options.schema ?? 'public');
    const pool = new Pool({ connectionString });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    try {
      await migrate(pool, sql);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const notifications = new AppendNotifications(connectionString, sql.notifyChannel);
    const logReaders = new Pool({ connectionString, max: LOG_READER_CONNECTIONS });
    logReaders.on('error', () => undefined);
    return new PostgresEventStore(pool, logReaders, sql, notifications, options.tailCapacity ?? DEFAULT_TAIL_CAPACITY);
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const batch = toStoredEvents(events);
    const outcome = await this.tryAppend(this.pool, streamId, batch, expected);
    if (outcome.kind === 'appended') this.announceAppended(toAppendResult(outcome.row));
    return this.settle(outcome, streamId, batch, expected);
  }

  readingBehindOwnAppends(): boolean {
    return this.tail.isBehind;
  }

  /** Wakes this process's reader at once and other processes' through NOTIFY. */
  private announceAppended({ position }: AppendResult): void {
    this.tail.expect(position);
    this.notifications.appendedHere();
    this.announce.request();
  }

  /**
   * Test support, not part of the port: runs the very same append statement inside a transaction
   * that stays open until `commit` or `rollback`, so tests can make commits land out of order.
   */
  async beginAppend(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<HeldAppend> {
    const batch = toStoredEvents(events);
    const client = await this.pool.connect();
    let outcome: AppendOutcome;
    try {
      await client.query('BEGIN');
      outcome = await this.tryAppend(client, streamId, batch, expected);
    } catch (error) {
      await endTransaction(client, 'ROLLBACK');
      throw error;
    }
    if (outcome.kind === 'appended') return this.holdOpen(client, toAppendResult(outcome.row));
    await endTransaction(client, 'ROLLBACK');
    // A conflict throws here; a recognised retry has nothing left to commit.
    const result = await this.settle(outcome, streamId, batch, expected);
    return { result, commit: async () => undefined, rollback: async () => undefined };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(this.sql.readStream, [encodeStoreText(streamId)]);
    return rows.map(toRecordedEvent);
  }

  readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.readLog(this.pool, options);
  }

  subscribeToAll(options: SubscribeToAllOptions): Subscription {
    if (this.closed) throw new Error('The event store is closed');
    const release = this.tail.retain();
    const subscription = new CatchUpSubscription(this.tail.source, options);
    this.subscriptions.add(subscription);
    void subscription.finished.then(() => {
      this.subscriptions.delete(subscription);
      return release();
    });
    return subscription;
  }

  async headPosition(): Promise<LogPosition> {
    const { rows } = await this.logReaders.query<PositionRow>(this.sql.headPosition);
    return rows[0] ? toPosition(rows[0]) : START;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.tail.stop();
    await Promise.all([...this.heldAppends].map((rollback) => rollback()));
    await this.notifications.close();
    await Promise.all([this.pool.end(), this.logReaders.end()]);
  }

  private async readLog(db: Pool, { after, maxCount }: ReadAllOptions): Promise<RecordedEvent[]> {
    if (maxCount <= 0) return [];
    const { commit, prepare } = parsePosition(after);
    const params = [commit.toString(), prepare.toString(), maxCount];
    const { rows } = await db.query<EventRow>(this.sql.readAll, params);
    return rows.map(toRecordedEvent);
  }

  private async tryAppend(
    db: Queryable,
    streamId: string,
    batch: StoredEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendOutcome> {
    const params: unknown[] = [
      encodeStoreText(streamId),
      batch.length,
      batch.map((event) => event.id),
      batch.map((event) => encodeStoreText(event.type)),
      // JSON.stringify writes NUL and lone surrogates as \u escapes, which the json columns keep.
      batch.map((event) => JSON.stringify(event.data)),
      batch.map((event) => JSON.stringify(event.metadata)),
    ];
    if (typeof expected === 'number') params.push(expected);
    try {
      const { rows } = await db.query<AppendRow>(this.sql.append(expected), params);
      return rows[0] ? { kind: 'appended', row: rows[0] } : { kind: 'conflict' };
    } catch (error) {
      if (error instanceof DatabaseError && error.code === '23505' && error.constraint === EVENT_ID_CONSTRAINT) {
        return { kind: 'duplicate_id' };
      }
      throw error;
    }
  }

  /** Turns a failed append into the original result when it was a retry, or into an error. */
  private async settle(
    outcome: AppendOutcome,
    streamId: string,
    batch: StoredEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    switch (outcome.kind) {
      case 'appended':
        return toAppendResult(outcome.row);
      case 'conflict':
        return (await this.findOriginalAppend(streamId, batch, expected)) ?? this.throwConflict(streamId, expected);
      case 'duplicate_id': {
        const original = await this.findOriginalAppend(streamId, batch, expected);
        if (original) return original;
        throw new Error(`Stream ${streamId}: an event id of this append is already used by another append`);
      }
      default:
        return assertNever(outcome);
    }
  }

  /**
   * A retry carries the ids of an append that already committed (EventStoreDB's idempotence):
   * the same ids, in the same order, at consecutive revisions where the expectation put them.
   */
  private async findOriginalAppend(
    streamId: string,
    batch: StoredEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult | undefined> {
    const ids = batch.map((event) => event.id);
    const { rows } = await this.pool.query<EventRow>(this.sql.eventsById, [ids]);
    const found = rows.map(toRecordedEvent);
    const first = firstRevisionExpected(expected) ?? found[0]?.revision;
    const same =
      first !== undefined &&
      found.length === ids.length &&
      found.every((event, i) => event.streamId === streamId && event.id === ids[i] && event.revision === first + i);
    const last = found[found.length - 1];
    return same && last ? { nextRevision: last.revision, position: last.position } : undefined;
  }

  private async throwConflict(streamId: string, expected: ExpectedRevision): Promise<never> {
    const { rows } = await this.pool.query<{ revision: string }>(this.sql.streamRevision, [encodeStoreText(streamId)]);
    throw new WrongExpectedRevision(streamId, expected, rows[0] ? Number(rows[0].revision) : 'no_stream');
  }

  private holdOpen(client: PoolClient, result: AppendResult): HeldAppend {
    let ended = false;
    const end = async (command: 'COMMIT' | 'ROLLBACK'): Promise<void> => {
      if (ended) return;
      ended = true;
      this.heldAppends.delete(rollback);
      await endTransaction(client, command);
      if (command === 'COMMIT') this.announce.request();
    };
    const rollback = (): Promise<void> => end('ROLLBACK');
    this.heldAppends.add(rollback);
    return { result, commit: () => end('COMMIT'), rollback };
  }
}

/**
 * Wakes subscribers after appends commit: at most one NOTIFY in flight, and one more after it when
 * appends committed meanwhile, so a burst of appends costs one or two notifications. A lost NOTIFY
 * (crash, closed pool) only delays subscribers until their next poll.
 */
class CoalescedNotify {
  private running = false;
  private pending = false;

  constructor(private readonly notify: () => Promise<unknown>) {}

  request(): void {
    if (this.running) {
      this.pending = true;
      return;
    }
    this.running = true;
    void this.drain();
  }

  private async drain(): Promise<void> {
    do {
      this.pending = false;
      await this.notify().catch(() => undefined);
    } while (this.pending);
    this.running = false;
  }
}

/** Creates the tables once, even when several processes start together. */
function migrate(pool: Pool, sql: EventStoreSql): Promise<void> {
  return inLockedTransaction(pool, sql.migrationLockKey, async (client) => {
    for (const statement of sql.migration) await client.query(statement);
  });
}

async function endTransaction(client: PoolClient, command: 'COMMIT' | 'ROLLBACK'): Promise<void> {
  try {
    await client.query(command);
  } finally {
    client.release();
  }
}

function toStoredEvents(events: NewEvent[]): StoredEvent[] {
  // An empty append has no position to return for read-your-writes; callers skip it instead.
  if (events.length === 0) throw new RangeError('append needs at least one event');
  // uuid columns print lower case; normalising keeps retried ids comparable.
  return events.map((event) => ({ ...event, id: (event.id ?? randomUUID()).toLowerCase() }));
}

function firstRevisionExpected(expected: ExpectedRevision): number | undefined {
  if (typeof expected === 'number') return expected + 1;
  switch (expected) {
    case 'no_stream':
      return 0;
    case 'stream_exists':
    case 'any':
      return undefined;
    default:
      return assertNever(expected);
  }
}

function toPosition(row: PositionRow): LogPosition {
  return formatPosition(BigInt(row.transaction_id), BigInt(row.global_position));
}

function toAppendResult(row: AppendRow): AppendResult {
  return { nextRevision: Number(row.revision), position: toPosition(row) };
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    streamId: decodeStoreText(row.stream_id),
    type: decodeStoreText(row.type),
    revision: Number(row.revision),
    position: toPosition(row),
    data: row.data,
    metadata: row.metadata,
  };
}
