import { type LogPosition, PostgresEventStore, PostgresReadStore, ProjectionRunner, PersonalDataVault, projectionTools, contactSubmissionsProjection, createLogger } from './backend';
import { type ResultRow, formatNumber } from './support/result-row';
import { contactMessageSubmitted, contactStreamId, submissionIdOf } from './support/sample-events';
import { nowMs, percentile, sleep } from './support/stats';

const EVENTS_PER_SECOND = 200;
const DURATION_MS = 10_000;
const TARGET_P99_MS = 200;
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Measures, per event, the time from its append resolving to the projection runner saving a
 * checkpoint at or past its position: the moment read-your-writes lets the next query see it.
 */
class LagProbe {
  readonly lagsMs: number[] = [];
  private waiting: Array<{ position: LogPosition; appendedAt: number }> = [];
  private newestSaved: LogPosition = '';

  constructor(runner: ProjectionRunner) {
    runner.progress.on('saved', (_projection: string, position: LogPosition) => this.saved(position));
  }

  appended(position: LogPosition): void {
    // The runner can checkpoint an event before its append's reply reaches us: no lag then.
    if (position <= this.newestSaved) this.lagsMs.push(0);
    else this.waiting.push({ position, appendedAt: nowMs() });
  }

  get pending(): number {
    return this.waiting.length;
  }

  private saved(position: LogPosition): void {
    const now = nowMs();
    this.newestSaved = position > this.newestSaved ? position : this.newestSaved;
    const stillWaiting: typeof this.waiting = [];
    for (const entry of this.waiting) {
      if (entry.position <= position) this.lagsMs.push(now - entry.appendedAt);
      else stillWaiting.push(entry);
    }
    this.waiting = stillWaiting;
  }
}

/** Open loop: append i starts at start + i / rate whether or not earlier ones have finished. */
async function appendAtSteadyRate(store: PostgresEventStore, probe: LagProbe): Promise<number> {
  const total = (EVENTS_PER_SECOND * DURATION_MS) / 1000;
  const intervalMs = 1000 / EVENTS_PER_SECOND;
  const started = nowMs();
  const appends: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * intervalMs;
    if (due > nowMs()) await sleep(due - nowMs());
    const event = contactMessageSubmitted();
    appends.push(store.append(contactStreamId(submissionIdOf(event)), [event], 'no_stream').then((r) => probe.appended(r.position)));
  }
  const issuedInSeconds = (nowMs() - started + intervalMs) / 1000;
  await Promise.all(appends);
  return total / issuedInSeconds;
}

async function drained(probe: LagProbe): Promise<void> {
  const deadline = nowMs() + DRAIN_TIMEOUT_MS;
  while (probe.pending > 0 && nowMs() < deadline) await sleep(10);
  if (probe.pending > 0) throw new Error(`${probe.pending} events never reached the read model`);
}

function toRows(lagsMs: number[], achievedRate: number): ResultRow[] {
  const p50 = percentile(lagsMs, 50);
  const p99 = percentile(lagsMs, 99);
  const section = 'Projection lag (append → read model)';
  const measure = `contact projection, ${formatNumber(achievedRate)} events/s for ${DURATION_MS / 1000} s`;
  return [
    { section, measure: `${measure}: p50`, value: `${formatNumber(p50, 1)} ms`, baseline: '', ratio: null, target: '', met: null },
    {
      section,
      measure: `${measure}: p99`,
      value: `${formatNumber(p99, 1)} ms`,
      baseline: '',
      ratio: null,
      target: `p99 < ${TARGET_P99_MS} ms`,
      met: p99 < TARGET_P99_MS,
    },
  ];
}

/** The real contact projection, run by the real runner, fed at a steady rate. */
export async function benchProjectionLag(databaseUrl: string): Promise<ResultRow[]> {
  const store = await PostgresEventStore.connect(databaseUrl);
  const reads = await PostgresReadStore.connect(databaseUrl);
  const runner = new ProjectionRunner(store, reads, [contactSubmissionsProjection], createLogger('silent'), projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
  try {
    await runner.start();
    const probe = new LagProbe(runner);
    const achievedRate = await appendAtSteadyRate(store, probe);
    await drained(probe);
    return toRows(probe.lagsMs, achievedRate);
  } finally {
    await runner.stop();
    await Promise.all([store.close(), reads.close()]);
  }
}
