import { randomUUID } from 'crypto';
import type Redis from 'ioredis';
import type { Logger } from 'pino';

export interface LeadershipOptions {
  /** How long a lease lasts without renewal: a crashed leader is replaced after at most this. */
  leaseMs?: number;
  /** How often a standby tries to take over. */
  retryMs?: number;
}

// Renews or releases the lease only while this process still holds it.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Keeps one process in charge of a piece of background work (the projections, the reactions):
 * the leader holds a Redis lease it renews; standbys retry and take over when it lapses. If the
 * leader cannot renew in time it stops its work before another may start.
 */
export class Leadership {
  private readonly owner = randomUUID();
  private readonly leaseMs: number;
  private readonly retryMs: number;
  private timer: NodeJS.Timeout | null = null;
  private leading = false;
  private stopped = false;

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly work: { start(): Promise<void>; stop(): Promise<void> },
    private readonly logger: Logger,
    options: LeadershipOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 15_000;
    this.retryMs = options.retryMs ?? 5_000;
  }

  get isLeader(): boolean {
    return this.leading;
  }

  /** Tries to lead now; keeps trying in the background as a standby. */
  async join(): Promise<void> {
    await this.tick();
  }

  async leave(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (!this.leading) return;
    await this.work.stop();
    this.leading = false;
    await this.redis.eval(RELEASE, 1, this.key, this.owner);
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    try {
      await (this.leading ? this.renew() : this.tryToLead());
    } catch (error) {
      this.logger.error({ err: error, lease: this.key }, 'leadership check failed');
      if (this.leading) await this.stepDown();
    }
    if (!this.stopped) this.timer = setTimeout(() => void this.tick(), this.leading ? this.leaseMs / 3 : this.retryMs);
  }

  private async tryToLead(): Promise<void> {
    const won = await this.redis.set(this.key, this.owner, 'PX', this.leaseMs, 'NX');
    if (won !== 'OK') return;
    this.leading = true;
    this.logger.info({ lease: this.key }, 'took the lead');
    await this.work.start();
  }

  private async renew(): Promise<void> {
    const renewed = await this.redis.eval(RENEW, 1, this.key, this.owner, String(this.leaseMs));
    if (renewed !== 1) await this.stepDown();
  }

  private async stepDown(): Promise<void> {
    this.leading = false;
    this.logger.warn({ lease: this.key }, 'lost the lead; stopping');
    await this.work.stop();
  }
}
