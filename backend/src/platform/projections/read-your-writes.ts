import type { LogPosition } from '../event-store/event-store.port';
import { CheckpointStore } from './checkpoint-store';
import type { Projection } from './projection';
import type { ProjectionRunner } from './projection-runner';

const POLL_MS = 20;

/**
 * Read-your-writes: a command that appended events waits, bounded, until every projection that
 * handles those event types has checkpointed past their position, so the next query sees them.
 * In the process whose runner leads it is woken by the runner; elsewhere (another process leads,
 * or projections run only in workers) it polls the checkpoints in the read store.
 */
export class ReadYourWrites {
  /** The checkpoints the local runner saved, as it saved them (a rebuild saves lower ones again). */
  private readonly savedLocally = new Map<string, LogPosition>();

  constructor(
    private readonly projections: readonly Projection[],
    private readonly checkpoints: CheckpointStore,
    private readonly timeoutMs: number,
    private readonly runner: ProjectionRunner | null,
  ) {
    runner?.progress.on('saved', (name: string, position: LogPosition) => this.savedLocally.set(name, position));
  }

  /** True when the read models caught up in time; false when the wait timed out. */
  async waitFor(position: LogPosition | null, eventTypes: readonly string[]): Promise<boolean> {
    if (position === null) return true;
    const names = this.projections.filter((p) => p.handles.some((t) => eventTypes.includes(t))).map((p) => p.name);
    if (names.length === 0) return true;
    const deadline = Date.now() + this.timeoutMs;
    while (!(await this.reached(names, position))) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      await this.nextProgress(Math.min(remaining, POLL_MS * 10));
    }
    return true;
  }

  /**
   * While the local runner leads, its own saves tell when a projection is still behind, with no
   * query: every save wakes every waiter, and asking the store each time made a busy checkout
   * spend most of its time reading checkpoints. "Caught up" is always confirmed by the store.
   */
  private async reached(names: string[], position: LogPosition): Promise<boolean> {
    if (this.runner?.isRunning && names.some((name) => (this.savedLocally.get(name) ?? position) < position)) return false;
    const positions = await this.checkpoints.positionsOf(names);
    return positions.every((p) => p >= position);
  }

  /** Woken by the local runner while it leads; otherwise another process projects: poll. */
  private nextProgress(maxWaitMs: number): Promise<void> {
    const local = this.runner?.isRunning ? this.runner : null;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        local?.progress.off('saved', done);
        resolve();
      };
      const timer = setTimeout(done, local ? maxWaitMs : POLL_MS);
      local?.progress.on('saved', done);
    });
  }
}
