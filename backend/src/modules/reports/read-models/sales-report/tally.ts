import { countOnce } from '../../../../platform/projections/guarded-count';
import type { AppliedBy, ReadCollection, ReadDocument } from '../../../../platform/read-store/read-store.port';

interface Pending {
  rows: ReadCollection<ReadDocument>;
  seed: ReadDocument;
  by: Record<string, number>;
}

/**
 * The counter changes one event makes, summed per document before they are written: a guarded
 * write counts once per event and document, so a refund on the day of its payment, or the all-time
 * row that every change also moves, must get its changes in one write, not two (the second would
 * be taken for a replay and skipped).
 */
export class Tally {
  private readonly pending = new Map<string, Pending>();

  add<T extends ReadDocument>(collection: string, rows: ReadCollection<T>, seed: T, by: Partial<Record<keyof T & string, number>>): void {
    const key = `${collection}\u0000${seed.id}`;
    const entry = this.pending.get(key) ?? { rows: rows as unknown as ReadCollection<ReadDocument>, seed, by: {} };
    for (const [field, amount] of Object.entries(by) as Array<[string, number | undefined]>) entry.by[field] = (entry.by[field] ?? 0) + (amount ?? 0);
    this.pending.set(key, entry);
  }

  /** One guarded write per document (created from its seed when absent). */
  async write(appliedBy: AppliedBy): Promise<void> {
    for (const { rows, seed, by } of this.pending.values()) await countOnce(rows, seed, by, appliedBy);
  }
}
