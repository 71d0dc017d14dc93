import type { Logger } from 'pino';
import { runInContext } from '../commands/request-context';
import type { EventStore } from '../event-store/event-store.port';
import type { Projection, ProjectionTools } from '../projections/projection';
import { ProjectionFailure, ProjectionRunner, RunnerSettings } from '../projections/projection-runner';
import type { ReadStore } from '../read-store/read-store.port';
import type { Reaction } from './reaction';
import type { ReactionRegistry } from './reaction-registry';

/**
 * Runs every registered reaction from its own checkpoint, on the projection runner's machinery:
 * a reaction is a projection that owns no collections, so it is never cleared or rebuilt and a new
 * reaction starts from the beginning of the log. It gets the same retries as a projection (it
 * writes to the event store: a dropped connection or a busy stream deserves one), then stalls at the
 * failed event, is reported, and goes on once an operator parks that event or a later try succeeds.
 */
export class ReactionRunner {
  private runner: ProjectionRunner | null = null;

  constructor(
    private readonly events: EventStore,
    /** Holds the checkpoints, beside the projections' ones. */
    private readonly checkpoints: ReadStore,
    private readonly registry: ReactionRegistry,
    private readonly logger: Logger,
    private readonly settings: Partial<RunnerSettings> = {},
  ) {}

  async start(): Promise<void> {
    if (this.runner) return;
    const subscribers = this.registry.take().map((reaction) => this.asProjection(reaction));
    this.runner = new ProjectionRunner(this.events, this.checkpoints, subscribers, this.logger, NO_TOOLS, this.settings);
    await this.runner.start();
  }

  /** Reactions that stalled at an event or stopped on a read error since the last start. */
  failures(): ProjectionFailure[] {
    return this.runner?.failures() ?? [];
  }

  async stop(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    await runner?.stop();
  }

  private asProjection(reaction: Reaction): Projection {
    return {
      name: reaction.name,
      handles: reaction.handles,
      collections: [],
      // The commands it sends record events under the source event's correlation id.
      apply: (event) => runInContext({ requestId: event.metadata.correlationId, userId: null }, () => reaction.react(event)),
    };
  }
}

/** A reaction sends commands; it never opens personal data (what it records must not contain any). */
const NO_TOOLS: ProjectionTools = {
  openPersonalData: () => Promise.reject(new Error('A reaction does not open personal data')),
};
