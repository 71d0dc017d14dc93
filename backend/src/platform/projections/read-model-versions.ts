import type { MaybePromise } from '../async/maybe-promise';
import type { ReadStore } from '../read-store/read-store.port';
import { CHECKPOINTS_COLLECTION } from './checkpoint-store';
import type { ProjectionRunner } from './projection-runner';

interface CheckpointRow {
  id: string;
  position: string;
  updatedAt: string;
}

/**
 * A token for "the read models of these projections as they stand now": equal tokens mean nothing
 * a caller could have been told about has changed in between. Read it BEFORE reading the models,
 * so what was read is at least as new as the token.
 *
 * While this process's runner follows the log (it leads), no other process writes these models,
 * and the runner reports every applied event before it saves the checkpoint that read-your-writes
 * waits for: the token is a counter in memory, no I/O. Otherwise (another process projects, or
 * it stands by) the token is the projections' checkpoint rows, one read of the store: a command
 * answered anywhere has moved one of them past what an older token saw. `updatedAt` is part of it
 * because a rebuild may end at the very position it started from.
 */
export class ReadModelVersions {
  private readonly applied = new Map<string, number>();
  /** Changes whenever the runner starts or stops: a token of one run says nothing about the next. */
  private run = 0;

  constructor(
    private readonly store: ReadStore,
    private readonly runner: ProjectionRunner | null,
  ) {
    const progress = runner?.progress;
    progress?.on('applied', (name: string) => this.applied.set(name, (this.applied.get(name) ?? 0) + 1));
    progress?.on('started', () => this.run++);
    progress?.on('stopped', () => this.run++);
  }

  /** At once (no promise) while this process's runner leads. */
  of(projections: readonly string[]): MaybePromise<string> {
    if (this.runner?.isRunning) return this.local(projections);
    return this.stored(projections);
  }

  private local(projections: readonly string[]): string {
    return `local:${this.run}:${projections.map((name) => this.applied.get(name) ?? 0).join(',')}`;
  }

  /** One query for all of them: the checkpoint rows by primary key. */
  private async stored(projections: readonly string[]): Promise<string> {
    const { items } = await this.store
      .collection<CheckpointRow>(CHECKPOINTS_COLLECTION)
      .find({ filter: { id: { $in: [...projections] } }, limit: projections.length });
    const byName = new Map(items.map((row) => [row.id, `${row.position}@${row.updatedAt}`]));
    return `stored:${projections.map((name) => byName.get(name) ?? 'none').join(',')}`;
  }
}
