import type { LogPosition } from '../event-store/event-store.port';

/**
 * Saves the newest position with at most one write in flight: while one write runs, newer
 * positions replace each other and only the last is written next. Losing a save on a crash only
 * means replaying a few events into idempotent projections.
 *
 * A position reached only by passing over events of other types (`pass`) waits up to `passedSaveMs`
 * unless it can ride along after a mark's write: with dozens of projections, saving each one's
 * checkpoint on every event of the log would cost more writes than the events themselves.
 */
export class CoalescingSaver {
  private pending: LogPosition | null = null;
  /** Whether `pending` came from a mark (an applied event) rather than from passing alone. */
  private pendingMarked = false;
  private running: Promise<void> | null = null;
  /** Whether the write under way is a mark's: only then may passes ride along with the next. */
  private writingMarked = false;
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
    this.enqueue(position, true);
  }

  /**
   * After an event the projection does not handle. While a mark's write runs, it rides along with
   * the next write: an append of [handled, other] then reaches read-your-writes without waiting
   * for the timer. Not after a write that was itself only passing: under load a write is nearly
   * always running, and every pass starting the next write kept dozens of idle projections
   * writing their checkpoints back to back, thousands of writes a second that starved the rest.
   */
  pass(position: LogPosition): void {
    if (this.passedSaveMs === 0 || (this.running && this.writingMarked)) return this.enqueue(position, false);
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

  private enqueue(position: LogPosition, marked: boolean): void {
    this.pending = position;
    this.pendingMarked ||= marked;
    this.running ??= this.drain();
  }

  private savePassed(): void {
    const passed = this.passed;
    this.forgetPassed();
    if (passed !== null) this.enqueue(passed, false);
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
        this.writingMarked = this.pendingMarked;
        this.pending = null;
        this.pendingMarked = false;
        await this.save(position);
        this.onSaved(position);
      }
    } finally {
      this.running = null;
      this.writingMarked = false;
    }
  }
}
