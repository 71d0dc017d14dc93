import type { AccessDataHealth } from '../auth/principal';
import type { Projection } from './projection';
import type { StallRegistry } from './stall-registry';

/** The guard asks the read store at most once a second per process, however many requests come. */
const REUSE_MS = 1000;

/**
 * Access data is stale while a projection that declares `guardsAccess` is stalled. The answer comes
 * from the stall records every process reads, so an API replica that does not run the projections
 * fails closed too. A stall record that cannot be read counts as stale: not knowing is not access.
 */
export class StalledProjectionsAccessDataHealth implements AccessDataHealth {
  private readonly guarding: string[];
  private latest: { answer: Promise<boolean>; at: number } | null = null;

  constructor(
    private readonly stalls: StallRegistry,
    projections: readonly Projection[],
  ) {
    this.guarding = projections.filter((p) => p.guardsAccess).map((p) => p.name);
  }

  isStale(): Promise<boolean> {
    if (!this.latest || Date.now() - this.latest.at > REUSE_MS) {
      this.latest = { answer: this.stalls.anyOf(this.guarding).catch(() => true), at: Date.now() };
    }
    return this.latest.answer;
  }
}
