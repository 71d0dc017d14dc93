import type { MaybePromise } from '../async/maybe-promise';
import type { AccessDataHealth } from '../auth/principal';
import type { Projection } from './projection';
import type { StallRegistry } from './stall-registry';

/** The guard asks the read store at most once a second per process, however many requests come. */
const REUSE_MS = 1000;
/** While the next answer is on its way, one asked at most this long ago still serves. */
const SERVE_WHILE_ASKING_MS = 2 * REUSE_MS;

/** A question put to the store, and when; then its answer. */
interface Asked {
  answer: Promise<boolean>;
  at: number;
}
interface Answered {
  stale: boolean;
  at: number;
}

/**
 * Access data is stale while a projection that declares `guardsAccess` is stalled. The answer comes
 * from the stall records every process reads, so an API replica that does not run the projections
 * fails closed too. A stall record that cannot be read counts as stale: not knowing is not access.
 */
export class StalledProjectionsAccessDataHealth implements AccessDataHealth {
  private readonly guarding: string[];
  /** The last question put to the store, and the last one it has answered. */
  private latest: Asked | null = null;
  private answered: Answered | null = null;

  constructor(
    private readonly stalls: StallRegistry,
    projections: readonly Projection[],
  ) {
    this.guarding = projections.filter((p) => p.guardsAccess).map((p) => p.name);
  }

  /**
   * Asked again once a second; meanwhile requests take the answer they would have had a moment
   * earlier rather than wait for the store. Waiting held every admin request that arrived during
   * the round trip, once a second, and under load that wait was the slowest hundredth of them.
   */
  isStale(): MaybePromise<boolean> {
    const now = Date.now();
    if (!this.latest || now - this.latest.at > REUSE_MS) this.latest = this.ask(now);
    const answered = this.answered;
    // The answer in hand, without a promise: the latest question's, or while that one is out, the one before.
    if (answered && (answered.at >= this.latest.at || now - answered.at <= SERVE_WHILE_ASKING_MS)) return answered.stale;
    return this.latest.answer;
  }

  private ask(now: number): Asked {
    const asked: Asked = { answer: this.stalls.anyOf(this.guarding).catch(() => true), at: now };
    void asked.answer.then((stale) => {
      if (!this.answered || this.answered.at < asked.at) this.answered = { stale, at: asked.at };
    });
    return asked;
  }
}
