import { PostgresEventStore, PostgresReadStore, ProjectionRunner, PersonalDataVault, projectionTools, contactSubmissionsProjection, createLogger } from './backend';
import { type ResultRow, formatNumber } from './support/result-row';
import { contactHistory, contactStreamId, submissionIdOf } from './support/sample-events';
import { median, nowMs } from './support/stats';

const STREAMS = 2000;
/** Each stream: one submission and nine status changes, so every event writes the read model. */
const EVENTS_PER_STREAM = 10;
const SEED_WRITERS = 16;
const READ_PAGE = 1000;
const READ_ALL_RUNS = 3;
/** Issue 16: a rebuild at least this fraction of the log's read speed. */
const TARGET_RATIO = 0.3;

async function seedLog(store: PostgresEventStore): Promise<number> {
  let next = 0;
  const writer = async () => {
    while (next < STREAMS) {
      next += 1;
      const history = contactHistory(EVENTS_PER_STREAM - 1);
      await store.append(contactStreamId(submissionIdOf(history[0])), history, 'no_stream');
    }
  };
  await Promise.all(Array.from({ length: SEED_WRITERS }, writer));
  return STREAMS * EVENTS_PER_STREAM;
}

/** The baseline: just reading the whole log, in the pages the rebuild reads it in. */
async function readAllEventsPerSecond(store: PostgresEventStore): Promise<number> {
  const once = async () => {
    const started = nowMs();
    let after = '';
    let read = 0;
    for (;;) {
      const page = await store.readAll({ after, maxCount: READ_PAGE });
      if (page.length === 0) break;
      read += page.length;
      after = page[page.length - 1].position;
    }
    return read / ((nowMs() - started) / 1000);
  };
  const rates: number[] = [];
  for (let run = 0; run < READ_ALL_RUNS; run++) rates.push(await once());
  return median(rates);
}

/** Median of as many rebuilds as reads: the first also creates the read model's tables, as a first start does. */
async function rebuildEventsPerSecond(store: PostgresEventStore, reads: PostgresReadStore): Promise<number> {
  const rates: number[] = [];
  for (let run = 0; run < READ_ALL_RUNS; run++) {
    const runner = new ProjectionRunner(store, reads, [contactSubmissionsProjection], createLogger('silent'), projectionTools(new PersonalDataVault(reads, Buffer.alloc(32, 1))));
    const started = nowMs();
    const applied = await runner.rebuild(contactSubmissionsProjection);
    rates.push(applied / ((nowMs() - started) / 1000));
  }
  return median(rates);
}

/** `ProjectionRunner.rebuild` of the contact projection over a seeded log, against raw readAll. */
export async function benchProjectionRebuild(databaseUrl: string): Promise<ResultRow[]> {
  const store = await PostgresEventStore.connect(databaseUrl);
  const reads = await PostgresReadStore.connect(databaseUrl);
  try {
    const events = await seedLog(store);
    const readAll = await readAllEventsPerSecond(store);
    const rebuild = await rebuildEventsPerSecond(store, reads);
    return [
      {
        section: 'Projection rebuild',
        measure: `ProjectionRunner.rebuild, contact projection, ${formatNumber(events)} events (median of ${READ_ALL_RUNS})`,
        value: `${formatNumber(rebuild)} events/s`,
        baseline: `readAll: ${formatNumber(readAll)} events/s`,
        ratio: rebuild / readAll,
        target: `≥ ${TARGET_RATIO} of readAll`,
        met: rebuild / readAll >= TARGET_RATIO,
      },
    ];
  } finally {
    await Promise.all([store.close(), reads.close()]);
  }
}
