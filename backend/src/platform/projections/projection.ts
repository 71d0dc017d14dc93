import type { RecordedEvent } from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';

/**
 * Builds read models from the global log. `apply` must be idempotent: after a crash the runner
 * may deliver events again from its last saved checkpoint.
 */
export interface Projection {
  /** Processor id, e.g. `contact.contact-submissions.v1`; a new version rebuilds from zero. */
  name: string;
  /** Event types it reacts to; others only move its checkpoint. */
  handles: readonly string[];
  /** Collections it owns: cleared when it is rebuilt. */
  collections: readonly string[];
  apply(event: RecordedEvent, store: ReadStore): Promise<void>;
}

export const PROJECTIONS = Symbol('PROJECTIONS');
