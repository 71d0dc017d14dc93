import type { ProjectionContext } from './define-projection';
import type { AppliedBy, ReadCollection, ReadDocument } from '../read-store/read-store.port';

/** The replay guard of one projection for the event being applied. */
export const appliedByOf = (source: string, { recorded }: Pick<ProjectionContext, 'recorded'>): AppliedBy => ({ source, position: recorded.position });

/**
 * Adds `by` to a counter document once per event: creates it with `seed` when absent (a guarded
 * increment never creates), then one guarded increment of every non-zero field, so a redelivered
 * event counts nothing twice. One call per document per event.
 */
export async function countOnce<T extends ReadDocument>(
  rows: ReadCollection<T>,
  seed: T,
  by: Partial<Record<keyof T & string, number>>,
  appliedBy: AppliedBy,
): Promise<void> {
  await rows.insertIfAbsent(seed);
  const changes = Object.fromEntries(Object.entries(by).filter(([, amount]) => amount !== 0)) as Partial<Record<keyof T & string, number>>;
  if (Object.keys(changes).length > 0) await rows.increment(seed.id, changes, { appliedBy });
}
