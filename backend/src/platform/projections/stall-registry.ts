import type { ProjectionStall } from '@academy/contracts';
import type { ReadStore } from '../read-store/read-store.port';

type StallRecord = ProjectionStall & { id: string; projection: string };

/** Not a projection's model: rebuilding read models never clears it. */
export const STALLS_COLLECTION = 'platform_projection_stalls';

/**
 * Which projection or reaction stalled at which event, written by the process that runs them and
 * read by every process: the access guard of each API replica, the admin view, the operator CLI.
 * A record lives until the projection gets past its event (applied after a fix, or parked).
 */
export class StallRegistry {
  constructor(private readonly store: ReadStore) {}

  private get collection() {
    return this.store.collection<StallRecord>(STALLS_COLLECTION);
  }

  async record(projection: string, stall: ProjectionStall): Promise<void> {
    await this.collection.upsert({ id: projection, projection, ...stall });
  }

  async clear(projection: string): Promise<void> {
    await this.collection.delete(projection);
  }

  async find(projection: string): Promise<ProjectionStall | null> {
    const record = await this.collection.get(projection);
    return record && withoutKeys(record);
  }

  /** Every current stall by projection name: a handful at most, so read in one go. */
  async all(): Promise<Map<string, ProjectionStall>> {
    const { items } = await this.collection.find();
    return new Map(items.map((record) => [record.projection, withoutKeys(record)]));
  }

  async anyOf(projections: readonly string[]): Promise<boolean> {
    if (projections.length === 0) return false;
    return (await this.collection.count({ projection: { $in: [...projections] } })) > 0;
  }
}

function withoutKeys({ id: _id, projection: _projection, ...stall }: StallRecord): ProjectionStall {
  return stall;
}
