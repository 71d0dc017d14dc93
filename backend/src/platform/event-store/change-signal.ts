/**
 * A counter that moves whenever new events may have become readable, and the waits on it: what a
 * catch-up subscription needs to sleep between reads without missing a change.
 */
export class ChangeSignal {
  private generation = 0;
  private readonly waiters = new Set<() => void>();

  token(): number {
    return this.generation;
  }

  /** Resolves once the token differs from `seen`, after `timeoutMs`, or on abort. */
  waitForChange(seen: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.generation !== seen || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  changed(): void {
    this.generation++;
    for (const wake of [...this.waiters]) wake();
  }
}
