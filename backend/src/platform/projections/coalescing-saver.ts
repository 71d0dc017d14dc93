import type { LogPosition } from '../event-store/event-store.port';

/**
 * Saves the newest position with at most one write in flight: while one write runs, newer
 * positions replace each other and only the last is written next. Losing a save on a crash only
 * means replaying a few events into idempotent projections.
 *
 * A position reached only by passing over events of other types (`pass`) waits up to `passedSaveMs`
 * unless a write is under way anyway: with dozens of projections, saving each one's checkpoint on
 * every event of the log would cost more writes than the events themselves.
 */
export class CoalescingSaver {
  private pending: LogPosition | null = null;
  private running: Promise<void> | null = null;
  private passed: LogPosition | null = null;
  private passedTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly save: (position: LogPosition) => Promise<void>,
    private readonly onSaved: (position: LogPosition) => void,
    private readonly passedSaveMs = 0,
  ) {}

  /** After an applied event: saved as soon as the write before it is done. */
  mark(position: LogPosition): void {
    this.forgetPassed();
    this.pending = position;
    this.running ??= this.drain();
  }

  /**
   * After an event the projection does not handle. While a write runs, it rides along with the next
   * one: an append of [handled, other] then reaches read-your-writes without waiting for the timer.
   */
  pass(position: LogPosition): void {
    if (this.running || this.passedSaveMs === 0) return this.mark(position);
    this.passed = position;
    this.passedTimer ??= setTimeout(() => this.savePassed(), this.passedSaveMs);
  }

  /** True from a mark until its position is saved. */
  get isSaving(): boolean {
    return this.running !== null;
  }

  /** Resolves once everything marked or passed so far is saved. */
  async flush(): Promise<void> {
    this.savePassed();
    while (this.running) await this.running;
  }

  private savePassed(): void {
    const passed = this.passed;
    this.forgetPassed();
    if (passed !== null) this.mark(passed);
  }

  private forgetPassed(): void {
    if (this.passedTimer) clearTimeout(this.passedTimer);
    this.passedTimer = null;
    this.passed = null;
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
