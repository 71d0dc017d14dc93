import { LogPosition, START } from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';

interface Checkpoint {
  id: string;
  position: LogPosition;
  updatedAt: string;
}

/** Checkpoints live in the read store beside the models they describe. */
export const CHECKPOINTS_COLLECTION = 'projection_checkpoints';

export class CheckpointStore {
  constructor(private readonly store: ReadStore) {}

  private get collection() {
    return this.store.collection<Checkpoint>(CHECKPOINTS_COLLECTION);
  }

  async load(projection: string): Promise<LogPosition | null> {
    return (await this.collection.get(projection))?.position ?? null;
  }

  async save(projection: string, position: LogPosition): Promise<void> {
    await this.collection.upsert({ id: projection, position, updatedAt: new Date().toISOString() });
  }

  async reset(projection: string): Promise<void> {
    await this.collection.delete(projection);
  }

  async positionsOf(projections: readonly string[]): Promise<LogPosition[]> {
    return Promise.all(projections.map(async (name) => (await this.load(name)) ?? START));
  }
}
