import { Inject, Injectable } from '@nestjs/common';
import type { HealthReport } from '@academy/contracts';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import { ProjectionRunner } from '../projections/projection-runner';
import { REDIS } from '../queues/redis.token';
import { ReactionRunner } from '../reactions/reaction-runner';

type Dependency = HealthReport['dependencies'][string];

const TIMEOUT_MS = 2000;
/** Health is probed at most once a second, however many monitors and load balancers ask. */
const REUSE_MS = 1000;

/** Probes each dependency with a cheap real call, each bounded by a timeout. */
@Injectable()
export class HealthCheck {
  private readonly started = Date.now();
  private latest: { report: Promise<HealthReport>; at: number } | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ProjectionRunner) private readonly projections: ProjectionRunner,
    @Inject(ReactionRunner) private readonly reactions: ReactionRunner,
  ) {}

  report(): Promise<HealthReport> {
    if (!this.latest || Date.now() - this.latest.at > REUSE_MS) this.latest = { report: this.probeAll(), at: Date.now() };
    return this.latest.report;
  }

  private async probeAll(): Promise<HealthReport> {
    const [eventStore, readStore, redis] = await Promise.all([
      probe(this.config.EVENT_STORE, () => this.events.headPosition()),
      probe(this.config.READ_STORE, () => this.reads.collection('projection_checkpoints').count()),
      probe('redis', () => this.redis.ping()),
    ]);
    const dependencies = { eventStore, readStore, redis, projections: this.runners() };
    const allUp = Object.values(dependencies).every((d) => d.status === 'up');
    return { status: allUp ? 'ok' : 'degraded', uptimeSeconds: Math.round((Date.now() - this.started) / 1000), dependencies };
  }

  /** Projections and reactions of this process: down when one stopped on an error. */
  private runners(): Dependency {
    const failures = [...this.projections.failures(), ...this.reactions.failures()];
    if (failures.length === 0) return { status: 'up', adapter: 'runner' };
    return { status: 'down', adapter: 'runner', detail: failures.map((f) => `${f.name}: ${f.error}`).join('; ') };
  }
}

async function probe(adapter: string, call: () => Promise<unknown>): Promise<Dependency> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  try {
    await Promise.race([call(), timeout]);
    return { status: 'up', adapter };
  } catch (error) {
    return { status: 'down', adapter, detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
