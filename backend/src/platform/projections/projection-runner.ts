import { EventEmitter } from 'events';
import type { ProjectionStall } from '@academy/contracts';
import type { Logger } from 'pino';
import { EventStore, LogPosition, RecordedEvent, START, Subscription } from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';
import { CheckpointStore } from './checkpoint-store';
import { CoalescingSaver } from './coalescing-saver';
import { ParkedEvents } from './parked-events';
import type { Projection, ProjectionTools } from './projection';
import { RebuildBatch } from './rebuild-batch';
import { StallRegistry } from './stall-registry';

const REBUILD_BATCH = 1000;

export interface RetryPolicy {
  /** Tries at one event before the projection stalls there. */
  attempts: number;
  /** Delay before the second try; doubles after each failure. */
  firstDelayMs: number;
  /** While stalled: how often it looks whether an operator parked its event. */
  parkCheckMs: number;
  /** While stalled: how often it tries the event again, so a long outage heals without a restart. */
  stalledRetryMs: number;
}

export interface RunnerSettings extends RetryPolicy {
  /**
   * How long a checkpoint that only moved past events of other types may wait to be saved (0: at
   * once). Read-your-writes waits only for projections that handle the appended events, and those
   * save at once; the others' checkpoints just keep a restart from re-reading the log.
   */
  passedCheckpointMs: number;
  /**
   * After a projection's subscription failed for good (its store gave up reading): the wait before
   * it is started again from its checkpoint, so a store outage heals without restarting the process.
   */
  restartAfterMs: number;
}

/** Four seconds of retries ride out a dropped connection or a database restart. */
export const DEFAULT_SETTINGS: RunnerSettings = { attempts: 5, firstDelayMs: 250, parkCheckMs: 2000, stalledRetryMs: 60_000, passedCheckpointMs: 1000, restartAfterMs: 5000 };

/** A projection of this process that cannot go on, as health and the logs name it. */
export interface ProjectionFailure {
  name: string;
  error: string;
  since: string;
  /** The event it stalled at; null when reading the log itself failed. */
  eventId: string | null;
  eventType: string | null;
  streamId: string | null;
  position: LogPosition | null;
}

/** Thrown into a handler that waits (a retry delay, a stall) when the runner stops. */
class RunnerHalted extends Error {}

/**
 * Runs each projection from its own checkpoint: catches up, then follows the log live. A projection
 * without a checkpoint (new, or a new version) starts from an empty read model. Each has its own
 * subscription, so a slow or stalled one lags alone; the event store serves them all from one
 * reader of the log (PostgreSQL: `SharedLogTail`; EventStoreDB: the server pushes to each).
 *
 * One bad event never freezes a projection silently, nor the others: the projection retries it with
 * backoff, then stalls at it (its checkpoint stays just before the event) and records the stall
 * where every process sees it (`StallRegistry`). While stalled it looks for an operator's parking of
 * that event (then skips exactly that event and goes on) and now and then tries the event again.
 * The other projections keep running; a restart tries the event again.
 */
export class ProjectionRunner {
  private readonly checkpoints: CheckpointStore;
  private readonly stalls: StallRegistry;
  private readonly parked: ParkedEvents;
  private readonly settings: RunnerSettings;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly savers: CoalescingSaver[] = [];
  /** Aborted by `stop` to wake handlers that wait out a retry delay or a stall. */
  private halt = new AbortController();
  /** Handled events being applied now, across projections. */
  private applyingNow = 0;
  /**
   * Emits `saved` (projection name, position) after every checkpoint write, `applied` (projection
   * name, position) once a handled event is in its read model (before its checkpoint is saved),
   * and `started` / `stopped` when this runner begins or ends following the log.
   */
  readonly progress = new EventEmitter();
  private readonly failing = new Map<string, ProjectionFailure>();

  constructor(
    private readonly events: EventStore,
    private readonly store: ReadStore,
    private readonly projections: readonly Projection[],
    private readonly logger: Logger,
    private readonly tools: ProjectionTools,
    settings: Partial<RunnerSettings> = {},
  ) {
    this.checkpoints = new CheckpointStore(store);
    this.stalls = new StallRegistry(store);
    this.parked = new ParkedEvents(store);
    this.settings = { ...DEFAULT_SETTINGS, ...settings };
    this.progress.setMaxListeners(0);
  }

  async start(): Promise<void> {
    this.progress.emit('started');
    this.failing.clear();
    this.halt = new AbortController();
    for (const projection of this.projections) await this.follow(projection);
  }

  /**
   * True while events of this process are on their way to the read models: not yet read from the
   * log, being applied (one try of it), or past a checkpoint not yet saved. Read-your-writes waits
   * for all three.
   */
  get isCatchingUp(): boolean {
    if (this.applyingNow > 0 || this.savers.some((saver) => saver.isSaving)) return true;
    return this.isRunning && this.events.readingBehindOwnAppends();
  }

  /** True while it follows the log (this process leads); false when stopped or standing by. */
  get isRunning(): boolean {
    return this.subscriptions.size > 0;
  }

  /** Projections that stalled at an event or stopped on a read error since the last start. */
  failures(): ProjectionFailure[] {
    return [...this.failing.values()];
  }

  async stop(): Promise<void> {
    // Each subscription is marked stopped first, so the handlers woken next end without a report.
    const stopping = [...this.subscriptions.values()].map((s) => s.stop());
    this.subscriptions.clear();
    this.progress.emit('stopped');
    this.halt.abort();
    await Promise.all(stopping);
    await Promise.all(this.savers.splice(0).map((s) => s.flush()));
  }

  /**
   * Replays the whole log into emptied read models (`npm run projections:rebuild`); parked events
   * stay skipped. A page of events is applied in memory and stored in a few writes (`RebuildBatch`)
   * while the next page is read and applied.
   */
  async rebuild(projection: Projection): Promise<number> {
    await this.resetModels(projection);
    const parked = await this.parked.idsFor(projection.name);
    const models = new RebuildBatch(this.store, projection.collections);
    let position: LogPosition = START;
    let applied = 0;
    let next = this.events.readAll({ after: position, maxCount: REBUILD_BATCH });
    for (;;) {
      const page = await next;
      if (page.length === 0) break;
      position = page[page.length - 1].position;
      next = this.events.readAll({ after: position, maxCount: REBUILD_BATCH });
      // Settled by the loop's next turn; a failure below must not leave it unhandled meanwhile.
      next.catch(() => undefined);
      for (const event of page) applied += parked.has(event.id) ? 0 : await this.applyIfHandled(projection, event, models);
      await models.flushInBackground();
    }
    await models.flush();
    await this.checkpoints.save(projection.name, position);
    return applied;
  }

  private async follow(projection: Projection): Promise<Subscription> {
    const saved = await this.checkpoints.load(projection.name);
    if (saved === null) await this.resetModels(projection);
    await this.forgetPassedStall(projection, saved);
    const parked = await this.parked.idsFor(projection.name);
    const saver = new CoalescingSaver(
      (position) => this.checkpoints.save(projection.name, position),
      (position) => this.progress.emit('saved', projection.name, position),
      this.settings.passedCheckpointMs,
    );
    this.savers.push(saver);
    const subscription = this.events.subscribeToAll({
      after: saved ?? START,
      onEvent: async (event) => {
        if (!projection.handles.includes(event.type)) return saver.pass(event.position);
        await this.handle(projection, event, parked);
        // Before the checkpoint moves: whoever is told "visible" by it finds page caches already dropped.
        this.progress.emit('applied', projection.name, event.position);
        saver.mark(event.position);
      },
      onError: (error) => {
        this.stoppedReading(projection, error);
        void this.restartLater(projection, saver);
      },
    });
    this.subscriptions.set(projection.name, subscription);
    return subscription;
  }

  /** Starts a projection whose subscription failed for good again from its checkpoint, until it runs or the runner stops. */
  private async restartLater(projection: Projection, saver: CoalescingSaver): Promise<void> {
    // The dead subscription stays listed until replaced: the runner still leads and means to go on.
    const halt = this.halt;
    this.savers.splice(this.savers.indexOf(saver), 1);
    // Saved first, so the new subscription does not hand over what this one already passed.
    await this.quietly(() => saver.flush(), undefined);
    while (!halt.signal.aborted) {
      await this.pause(this.settings.restartAfterMs).catch(() => undefined);
      if (halt.signal.aborted) return;
      try {
        const subscription = await this.follow(projection);
        // Stopped while it started: the runner no longer owns this subscription.
        if (halt.signal.aborted) return await this.drop(projection, subscription);
        this.failing.delete(projection.name);
        this.logger.info({ projection: projection.name }, 'projection follows the log again');
        return;
      } catch (error) {
        this.stoppedReading(projection, error);
      }
    }
  }

  private async drop(projection: Projection, subscription: Subscription): Promise<void> {
    if (this.subscriptions.get(projection.name) === subscription) this.subscriptions.delete(projection.name);
    await subscription.stop();
  }

  /** A stall record behind the checkpoint is stale (its removal failed): it must not keep access closed. */
  private async forgetPassedStall(projection: Projection, saved: LogPosition | null): Promise<void> {
    const stall = await this.stalls.find(projection.name);
    if (stall && saved !== null && saved >= stall.position) await this.stalls.clear(projection.name);
  }

  private async handle(projection: Projection, event: RecordedEvent, parked: Set<string>): Promise<void> {
    if (parked.has(event.id)) return;
    const failure = await this.applyWithRetry(projection, event);
    if (failure) await this.waitOutStall(projection, event, failure.error, parked);
  }

  /** Null once applied; the last error when every try failed. */
  private async applyWithRetry(projection: Projection, event: RecordedEvent): Promise<{ error: unknown } | null> {
    for (let attempt = 1; ; attempt++) {
      const failure = await this.applyOnce(projection, event);
      if (!failure || attempt >= this.settings.attempts) return failure;
      this.logger.warn({ ...this.context(projection, event), err: failure.error, attempt }, 'projection failed on an event; retrying');
      await this.pause(this.settings.firstDelayMs * 2 ** (attempt - 1));
    }
  }

  /** One try; counted in `isCatchingUp` (the pauses between tries and a stall are not). */
  private async applyOnce(projection: Projection, event: RecordedEvent): Promise<{ error: unknown } | null> {
    this.applyingNow += 1;
    try {
      await projection.apply(event, this.store, this.tools);
      return null;
    } catch (error) {
      if (this.halt.signal.aborted) throw new RunnerHalted();
      return { error };
    } finally {
      this.applyingNow -= 1;
    }
  }

  /** Holds the projection at the event until an operator parks it or a later try succeeds. */
  private async waitOutStall(projection: Projection, event: RecordedEvent, error: unknown, parked: Set<string>): Promise<void> {
    const stall = await this.stallAt(projection, event, error);
    const record = () =>
      this.quietly(async () => {
        await this.stalls.record(projection.name, stall);
        return true;
      }, false);
    let recorded = await record();
    let nextTry = Date.now() + this.settings.stalledRetryMs;
    for (;;) {
      await this.pause(this.settings.parkCheckMs);
      // Until the stall is on record, other processes' guards cannot know to fail closed.
      recorded ||= await record();
      if (await this.quietly(() => this.parked.has(projection.name, event.id), false)) {
        parked.add(event.id);
        this.logger.warn(this.context(projection, event), 'projection skips its parked event and goes on');
        break;
      }
      if (Date.now() < nextTry) continue;
      nextTry = Date.now() + this.settings.stalledRetryMs;
      if (!(await this.applyOnce(projection, event))) {
        this.logger.info(this.context(projection, event), 'projection got past the event it stalled at');
        break;
      }
    }
    this.failing.delete(projection.name);
    await this.quietly(() => this.stalls.clear(projection.name), undefined);
  }

  /** Reports the stall; keeps its `since` when a previous run stalled at the same event. */
  private async stallAt(projection: Projection, event: RecordedEvent, error: unknown): Promise<ProjectionStall> {
    const earlier = await this.quietly(() => this.stalls.find(projection.name), null);
    const since = earlier?.eventId === event.id ? earlier.since : new Date().toISOString();
    const stall = { eventId: event.id, eventType: event.type, streamId: event.streamId, position: event.position, error: describeError(error), since };
    this.failing.set(projection.name, { name: projection.name, ...stall });
    this.logger.error({ ...this.context(projection, event), err: error }, 'projection stalled at an event: park it, or fix the cause and restart');
    return stall;
  }

  private stoppedReading(projection: Projection, error: unknown): void {
    const since = new Date().toISOString();
    this.failing.set(projection.name, { name: projection.name, error: describeError(error), since, eventId: null, eventType: null, streamId: null, position: null });
    this.logger.error({ err: error, projection: projection.name }, 'projection stopped: reading the log failed');
  }

  /** Read-store calls around a stall: a failure is logged, answered with `otherwise` and tried again later. */
  private async quietly<T>(call: () => Promise<T>, otherwise: T): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.logger.warn({ err: error }, 'projection runner could not reach the read store');
      return otherwise;
    }
  }

  private pause(ms: number): Promise<void> {
    const signal = this.halt.signal;
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(new RunnerHalted());
      const halted = () => {
        clearTimeout(timer);
        reject(new RunnerHalted());
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', halted);
        resolve();
      }, ms);
      signal.addEventListener('abort', halted, { once: true });
    });
  }

  private context(projection: Projection, event: RecordedEvent) {
    return { projection: projection.name, eventId: event.id, eventType: event.type, position: event.position };
  }

  private async applyIfHandled(projection: Projection, event: RecordedEvent, models: ReadStore): Promise<number> {
    if (!projection.handles.includes(event.type)) return 0;
    await projection.apply(event, models, this.tools);
    return 1;
  }

  private async resetModels(projection: Projection): Promise<void> {
    await this.checkpoints.reset(projection.name);
    await this.stalls.clear(projection.name);
    for (const name of projection.collections) await this.store.collection(name).clear();
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** Error text any store can hold and an admin can read: one line, well-formed, bounded. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500).replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, ' ');
}
