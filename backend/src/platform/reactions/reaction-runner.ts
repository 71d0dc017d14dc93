import type { Logger } from 'pino';
import { runInContext } from '../commands/request-context';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port';
import type { Projection, ProjectionTools } from '../projections/projection';
import { ProjectionRunner } from '../projections/projection-runner';
import type { ReadStore } from '../read-store/read-store.port';
import type { Reaction } from './reaction';
import type { ReactionRegistry } from './reaction-registry';

export interface ReactionRetry {
  attempts: number;
  /** Delay before the second attempt; doubles after each failure. */
  firstDelayMs: number;
}

/** A reaction writes to the event store, so a dropped connection or a busy stream deserves a retry. */
export const DEFAULT_REACTION_RETRY: ReactionRetry = { attempts: 4, firstDelayMs: 200 };

/**
 * Runs every registered reaction from its own checkpoint, on the projection runner's machinery:
 * a reaction is a projection that owns no collections, so it is never cleared or rebuilt and a new
 * reaction starts from the beginning of the log. A reaction that still fails after its retries
 * stops (logged) and resumes from its checkpoint, at the failed event, on the next start.
 */
export class ReactionRunner {
  private runner: ProjectionRunner | null = null;

  constructor(
    private readonly events: EventStore,
    /** Holds the checkpoints, beside the projections' ones. */
    private readonly checkpoints: ReadStore,
    private readonly registry: ReactionRegistry,
    private readonly logger: Logger,
    private readonly retry: ReactionRetry = DEFAULT_REACTION_RETRY,
  ) {}

  async start(): Promise<void> {
    if (this.runner) return;
    const subscribers = this.registry.take().map((reaction) => this.asProjection(reaction));
    this.runner = new ProjectionRunner(this.events, this.checkpoints, subscribers, this.logger, NO_TOOLS);
    await this.runner.start();
  }

  /** Reactions that stopped on an error since the last start. */
  failures(): Array<{ name: string; error: string; at: string }> {
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
      apply: (event) => runInContext({ requestId: event.metadata.correlationId, userId: null }, () => this.reactWithRetry(reaction, event)),
    };
  }

  private async reactWithRetry(reaction: Reaction, event: RecordedEvent): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await reaction.react(event);
      } catch (error) {
        const context = { err: error, reaction: reaction.name, eventId: event.id, eventType: event.type, attempt };
        if (attempt >= this.retry.attempts) {
          this.logger.error(context, 'reaction failed; it stops until the next start');
          throw error;
        }
        this.logger.warn(context, 'reaction failed; retrying');
        await sleep(this.retry.firstDelayMs * 2 ** (attempt - 1));
      }
    }
  }
}

/** A reaction sends commands; it never opens personal data (what it records must not contain any). */
const NO_TOOLS: ProjectionTools = {
  openPersonalData: () => Promise.reject(new Error('A reaction does not open personal data')),
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
