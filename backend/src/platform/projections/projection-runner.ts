import { EventEmitter } from 'events';
import type { Logger } from 'pino';
import { EventStore, LogPosition, RecordedEvent, START, Subscription } from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';
import { CheckpointStore } from './checkpoint-store';
import { CoalescingSaver } from './coalescing-saver';
import type { Projection, ProjectionTools } from './projection';

const REBUILD_BATCH = 1000;

/**
 * Runs each projection from its own checkpoint: catches up, then follows the log live. A projection
 * without a checkpoint (new, or a new version) starts from an empty read model.
 */
export class ProjectionRunner {
  private readonly checkpoints: CheckpointStore;
  private readonly subscriptions: Subscription[] = [];
  private readonly savers: CoalescingSaver[] = [];
  /** Emits `saved` (projection name, position) after every checkpoint write. */
  readonly progress = new EventEmitter();
  /** Projections that stopped on an error since the last start, for the health report. */
  private readonly stopped = new Map<string, { error: string; at: string }>();

  constructor(
    private readonly events: EventStore,
    private readonly store: ReadStore,
    private readonly projections: readonly Projection[],
    private readonly logger: Logger,
    private readonly tools: ProjectionTools,
  ) {
    this.checkpoints = new CheckpointStore(store);
    this.progress.setMaxListeners(0);
  }

  async start(): Promise<void> {
    this.stopped.clear();
    for (const projection of this.projections) await this.follow(projection);
  }

  /** True while it follows the log (this process leads); false when stopped or standing by. */
  get isRunning(): boolean {
    return this.subscriptions.length > 0;
  }

  failures(): Array<{ name: string; error: string; at: string }> {
    return [...this.stopped].map(([name, failure]) => ({ name, ...failure }));
  }

  async stop(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((s) => s.stop()));
    await Promise.all(this.savers.splice(0).map((s) => s.flush()));
  }

  /** Replays the whole log into emptied read models (`npm run projections:rebuild`). */
  async rebuild(projection: Projection): Promise<number> {
    await this.resetModels(projection);
    let position: LogPosition = START;
    let applied = 0;
    for (;;) {
      const batch = await this.events.readAll({ after: position, maxCount: REBUILD_BATCH });
      if (batch.length === 0) break;
      for (const event of batch) applied += await this.applyIfHandled(projection, event);
      position = batch[batch.length - 1].position;
    }
    await this.checkpoints.save(projection.name, position);
    return applied;
  }

  private async follow(projection: Projection): Promise<void> {
    const saved = await this.checkpoints.load(projection.name);
    if (saved === null) await this.resetModels(projection);
    const saver = new CoalescingSaver(
      (position) => this.checkpoints.save(projection.name, position),
      (position) => this.progress.emit('saved', projection.name, position),
    );
    this.savers.push(saver);
    const subscription = this.events.subscribeToAll({
      after: saved ?? START,
      onEvent: async (event) => {
        await this.applyIfHandled(projection, event);
        saver.mark(event.position);
      },
      onError: (error) => {
        this.stopped.set(projection.name, { error: error instanceof Error ? error.message : String(error), at: new Date().toISOString() });
        this.logger.error({ err: error, projection: projection.name }, 'projection stopped');
      },
    });
    this.subscriptions.push(subscription);
  }

  private async applyIfHandled(projection: Projection, event: RecordedEvent): Promise<number> {
    if (!projection.handles.includes(event.type)) return 0;
    await projection.apply(event, this.store, this.tools);
    return 1;
  }

  private async resetModels(projection: Projection): Promise<void> {
    await this.checkpoints.reset(projection.name);
    for (const name of projection.collections) await this.store.collection(name).clear();
  }
}
