import type { RecordedEvent } from '../event-store/event-store.port';
import type { SealedData } from '../domain/sealed-data';
import type { ReadStore } from '../read-store/read-store.port';

/** What a projection may use besides its read store. */
export interface ProjectionTools {
  /** Opens personal data sealed in events; null once its subject was forgotten. */
  openPersonalData<T>(sealed: SealedData): Promise<T | null>;
}

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
  /**
   * Access decisions read its read model (roles, locked accounts): while it is stalled the access
   * guard refuses signed-in requests rather than serve stale rights.
   */
  guardsAccess?: boolean;
  apply(event: RecordedEvent, store: ReadStore, tools: ProjectionTools): Promise<void>;
}

export const PROJECTIONS = Symbol('PROJECTIONS');
