import { PostgresEventStore, PostgresReadStore, ProjectionRunner, PersonalDataVault, projectionTools, createLogger, type Projection } from '../backend';
import { LagProbe } from './lag-probe';
import { appendAtSteadyRate, type SteadyLoad } from './steady-appends';

export interface LagRun {
  projections: Projection[];
  load: SteadyLoad;
  drainTimeoutMs: number;
  storeOptions?: Parameters<typeof PostgresEventStore.connect>[1];
  runnerSettings?: ConstructorParameters<typeof ProjectionRunner>[5];
}

/** The real runner over its own store connections, fed a steady load: each appended event's lag. */
export async function measureLag(databaseUrl: string, run: LagRun): Promise<{ lagsMs: number[]; achievedRate: number }> {
  const store = await PostgresEventStore.connect(databaseUrl, run.storeOptions);
  const reads = await PostgresReadStore.connect(databaseUrl);
  const tools = projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1)));
  const runner = new ProjectionRunner(store, reads, run.projections, createLogger('silent'), tools, run.runnerSettings);
  try {
    await runner.start();
    const probe = new LagProbe(runner);
    const achievedRate = await appendAtSteadyRate(store, probe, run.load);
    await probe.drained(run.drainTimeoutMs);
    return { lagsMs: probe.lagsMs, achievedRate };
  } finally {
    await runner.stop();
    await Promise.all([store.close(), reads.close()]);
  }
}
