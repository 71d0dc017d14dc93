/**
 * The event store port. Two adapters implement it: PostgreSQL (local and CI default) and
 * EventStoreDB (production, design card). Business code sees only this file.
 */

/** Who caused an event and why: carried with every event for auditing and tracing. */
export interface EventMetadata {
  userId: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO-8601 time the command was accepted. */
  occurredAt: string;
}

/** An event to append. `id` makes retried appends recognisable; the adapter generates one if absent. */
export interface NewEvent {
  id?: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

/**
 * A position in the global log. Opaque to callers except for ordering: it is a fixed-width string
 * (`<commit>:<prepare>`, each 20 zero-padded digits) so plain string comparison orders positions.
 * `START` is before every event.
 */
export type LogPosition = string;
export const START: LogPosition = '';

export interface RecordedEvent {
  id: string;
  streamId: string;
  type: string;
  /** 0-based revision of this event within its stream. */
  revision: number;
  position: LogPosition;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

/**
 * Optimistic concurrency: a number is the revision of the stream's last event the caller saw.
 * 'no_stream' means the stream must not exist yet; 'any' skips the check.
 */
export type ExpectedRevision = number | 'no_stream' | 'stream_exists' | 'any';

export interface AppendResult {
  /** Revision of the last appended event. */
  nextRevision: number;
  /** Position of the last appended event in the global log: wait for it to read your writes. */
  position: LogPosition;
}

export interface ReadAllOptions {
  /** Read events strictly after this position. */
  after: LogPosition;
  maxCount: number;
}

export interface Subscription {
  /** Stops delivery and resolves once the handler is no longer running. */
  stop(): Promise<void>;
}

export interface SubscribeToAllOptions {
  after: LogPosition;
  /** Called once per event, in log order, awaited before the next one. */
  onEvent(event: RecordedEvent): Promise<void>;
  /** Called when the subscription fails for good; it stops delivering. */
  onError?(error: unknown): void;
}

export interface EventStore {
  /** Appends atomically; throws `WrongExpectedRevision` on a concurrency conflict. */
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** All events of a stream in revision order; an empty list when it does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /**
   * Events of the whole log after a position, in log order. Never returns an event while an
   * earlier position could still appear (no gaps filled in later), so a reader that remembers the
   * last position it saw skips nothing and repeats nothing.
   */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catches up from `after`, then follows new events live. */
  subscribeToAll(options: SubscribeToAllOptions): Subscription;
  /** Position of the newest event readable now (`START` for an empty log). */
  headPosition(): Promise<LogPosition>;
  /**
   * True while events this process appended have not yet reached its subscriptions: the first
   * leg of the way to read-your-writes, during which a busy API should let the projections go
   * first (`requestTurns`). False for a store whose server pushes to each subscription.
   */
  readingBehindOwnAppends(): boolean;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');

/** A stale expected revision: someone else appended first. Mapped to HTTP 409. */
export class WrongExpectedRevision extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevision';
  }
}

/** Formats a two-part position so that string order equals numeric order. */
export function formatPosition(commit: bigint, prepare: bigint): LogPosition {
  return `${commit.toString().padStart(20, '0')}:${prepare.toString().padStart(20, '0')}`;
}

export function parsePosition(position: LogPosition): { commit: bigint; prepare: bigint } {
  const [commit, prepare] = position.split(':');
  return { commit: BigInt(commit ?? '0'), prepare: BigInt(prepare ?? '0') };
}

/**
 * The store did not confirm an append and retries with the same event ids did not settle it: the
 * events may or may not be recorded. Retrying the whole command later is safe when it sends the
 * same event ids. Mapped to HTTP 503.
 */
export class AppendOutcomeUnknown extends Error {
  constructor(
    readonly streamId: string,
    cause: unknown,
  ) {
    super(`Stream ${streamId}: the event store did not confirm the append (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
    this.name = 'AppendOutcomeUnknown';
  }
}

/** A batch larger than the store accepts in one append; nothing was written. */
export class AppendTooLarge extends Error {
  constructor(
    readonly streamId: string,
    /** Null when the server refused it and did not say by how much. */
    readonly bytes: number | null,
    readonly limit: number,
  ) {
    super(`Stream ${streamId}: the append${bytes === null ? '' : ` of ${bytes} bytes`} exceeds the event store's limit of ${limit} bytes`);
    this.name = 'AppendTooLarge';
  }
}
