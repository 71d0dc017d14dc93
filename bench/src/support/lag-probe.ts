import type { LogPosition, ProjectionRunner } from '../backend';
import { nowMs, sleep } from './stats';

interface Waiting {
  projection: string;
  position: LogPosition;
  appendedAt: number;
}

/**
 * Measures, per event, the time from its append resolving to the projection that handles it saving
 * a checkpoint at or past its position: the moment read-your-writes lets the next query see it,
 * which is later than the row landing in the read model.
 */
export class LagProbe {
  readonly lagsMs: number[] = [];
  private waiting: Waiting[] = [];
  private readonly newestSaved = new Map<string, LogPosition>();

  constructor(runner: ProjectionRunner) {
    runner.progress.on('saved', (projection: string, position: LogPosition) => this.saved(projection, position));
  }

  appended(projection: string, position: LogPosition): void {
    // The runner can checkpoint an event before its append's reply reaches us: no lag then.
    if (position <= (this.newestSaved.get(projection) ?? '')) this.lagsMs.push(0);
    else this.waiting.push({ projection, position, appendedAt: nowMs() });
  }

  /** Resolves once every appended event was checkpointed; throws after `timeoutMs`. */
  async drained(timeoutMs: number): Promise<void> {
    const deadline = nowMs() + timeoutMs;
    while (this.waiting.length > 0 && nowMs() < deadline) await sleep(10);
    if (this.waiting.length > 0) throw new Error(`${this.waiting.length} events never reached their read model`);
  }

  private saved(projection: string, position: LogPosition): void {
    const now = nowMs();
    if (position > (this.newestSaved.get(projection) ?? '')) this.newestSaved.set(projection, position);
    const stillWaiting: Waiting[] = [];
    for (const entry of this.waiting) {
      if (entry.projection === projection && entry.position <= position) this.lagsMs.push(now - entry.appendedAt);
      else stillWaiting.push(entry);
    }
    this.waiting = stillWaiting;
  }
}
