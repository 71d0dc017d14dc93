import type { ParkedEvent } from '@academy/contracts';
import type { ReadStore } from '../read-store/read-store.port';

type ParkedRecord = ParkedEvent & { id: string };

/** The audit record of every parking: kept for good, never cleared by a rebuild. */
export const PARKED_EVENTS_COLLECTION = 'platform_parked_events';

/** How many parkings the admin view lists; parking is a rare, deliberate act. */
const RECENT_LIMIT = 100;

/**
 * Poison events an operator told one projection or reaction to skip. The runner skips exactly
 * these event ids for exactly that projection, live and in every rebuild.
 */
export class ParkedEvents {
  constructor(private readonly store: ReadStore) {}

  private get collection() {
    return this.store.collection<ParkedRecord>(PARKED_EVENTS_COLLECTION);
  }

  /** Records the parking and returns what is stored: the first record stays when parked twice. */
  async add(parked: ParkedEvent): Promise<ParkedEvent> {
    const id = keyOf(parked.projection, parked.eventId);
    await this.collection.insertIfAbsent({ id, ...parked });
    const { id: _id, ...stored } = (await this.collection.get(id)) ?? { id, ...parked };
    return stored;
  }

  async has(projection: string, eventId: string): Promise<boolean> {
    return (await this.collection.get(keyOf(projection, eventId))) !== null;
  }

  async idsFor(projection: string): Promise<Set<string>> {
    const { items } = await this.collection.find({ filter: { projection } });
    return new Set(items.map((parked) => parked.eventId));
  }

  async recent(): Promise<ParkedEvent[]> {
    const { items } = await this.collection.find({ sort: [{ field: 'parkedAt', direction: 'desc' }], limit: RECENT_LIMIT });
    return items.map(({ id: _id, ...parked }) => parked);
  }
}

const keyOf = (projection: string, eventId: string) => `${projection}:${eventId}`;
