import type { LogPosition, RecordedEvent, SubscribeToAllOptions, Subscription } from './event-store.port';

/** Where a catch-up subscription reads from and how it learns that new events may be readable. */
export interface CatchUpSource {
  read(after: LogPosition, maxCount: number): Promise<RecordedEvent[]>;
  /** A counter that moves whenever new events may have become readable. */
  changeToken(): number;
  /** Resolves once the token differs from `seen`, after `timeoutMs`, or on abort. */
  waitForChange(seen: number, timeoutMs: number, signal: AbortSignal): Promise<void>;
}

export interface CatchUpSettings {
  batchSize: number;
  /** Upper bound on the wait between reads when no change was signalled. */
  pollIntervalMs: number;
  /** Consecutive failed reads tolerated (with backoff) before the subscription fails for good. */
  maxReadAttempts: number;
}

export const DEFAULT_CATCH_UP_SETTINGS: CatchUpSettings = { batchSize: 500, pollIntervalMs: 250, maxReadAttempts: 5 };

/**
 * Reads the log in batches from a checkpoint and keeps following it. Delivery is sequential: the
 * next event is handed over only after the handler's promise settles, and the checkpoint moves
 * only past handled events, so a handler error stops delivery without skipping anything.
 */
export class CatchUpSubscription implements Subscription {
  private readonly abort = new AbortController();
  readonly finished: Promise<void>;

  constructor(
    private readonly source: CatchUpSource,
    private readonly options: SubscribeToAllOptions,
    private readonly settings: CatchUpSettings = DEFAULT_CATCH_UP_SETTINGS,
  ) {
    this.finished = this.run();
  }

  /** Do not await this from inside the handler: it waits for the handler to return. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.finished;
  }

  private get stopped(): boolean {
    return this.abort.signal.aborted;
  }

  private async run(): Promise<void> {
    try {
      await this.follow(this.options.after);
    } catch (error) {
      if (this.stopped) return;
      this.abort.abort();
      this.report(error);
    }
  }

  private async follow(start: LogPosition): Promise<void> {
    let after = start;
    while (!this.stopped) {
      // Taken before reading, so a change signalled during the read triggers another read at once.
      const token = this.source.changeToken();
      const batch = await this.readWithRetry(after);
      after = await this.deliver(batch, after);
      if (batch.length < this.settings.batchSize) {
        await this.source.waitForChange(token, this.settings.pollIntervalMs, this.abort.signal);
      }
    }
  }

  private async deliver(batch: RecordedEvent[], after: LogPosition): Promise<LogPosition> {
    let checkpoint = after;
    for (const event of batch) {
      if (this.stopped) break;
      await this.options.onEvent(event);
      checkpoint = event.position;
    }
    return checkpoint;
  }

  private async readWithRetry(after: LogPosition): Promise<RecordedEvent[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.source.read(after, this.settings.batchSize);
      } catch (error) {
        // A restarted database or a dropped connection should not end a long-lived subscription.
        if (attempt >= this.settings.maxReadAttempts || this.stopped) throw error;
        await sleep(this.settings.pollIntervalMs * 2 ** attempt, this.abort.signal);
      }
    }
  }

  private report(error: unknown): void {
    try {
      if (this.options.onError) return this.options.onError(error);
    } catch (reportFailure) {
      error = reportFailure;
    }
    // Without a working onError a failure would be silent; a stopped projection must be visible.
    console.error('Event store subscription stopped after an error', error);
  }
}

/** Resolves after `ms`, or at once on abort. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
