import type { LogPosition } from '../event-store/event-store.port';

/**
 * Saves the newest position with at most one write in flight: while one write runs, newer
 * positions replace each other and only the last is written next. Losing a save on a crash only
 * means replaying a few events into idempotent projections.
 */
export class CoalescingSaver {
  private pending: LogPosition | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly save: (position: LogPosition) => Promise<void>,
    private readonly onSaved: (position: LogPosition) => void,
  ) {}

  mark(position: LogPosition): void {
    this.pending = position;
    this.running ??= this.drain();
  }

  /** Resolves once everything marked so far is saved. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending !== null) {
        const position = this.pending;
        this.pending = null;
        await this.save(position);
        this.onSaved(position);
      }
    } finally {
      this.running = null;
    }
  }
}
