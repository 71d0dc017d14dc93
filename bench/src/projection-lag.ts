import { contactSubmissionsProjection } from './backend';
import { measureLag } from './support/measure-lag';
import { type ResultRow, formatNumber } from './support/result-row';
import { contactMessageSubmitted, contactStreamId, submissionIdOf } from './support/sample-events';
import { percentile } from './support/stats';

const EVENTS_PER_SECOND = 200;
const DURATION_MS = 10_000;
const TARGET_P99_MS = 200;
const DRAIN_TIMEOUT_MS = 10_000;

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
  const { lagsMs, achievedRate } = await measureLag(databaseUrl, {
    projections: [contactSubmissionsProjection],
    drainTimeoutMs: DRAIN_TIMEOUT_MS,
    load: {
      eventsPerSecond: EVENTS_PER_SECOND,
      durationMs: DURATION_MS,
      next: () => {
        const event = contactMessageSubmitted();
        return { streamId: contactStreamId(submissionIdOf(event)), event, projection: contactSubmissionsProjection.name };
      },
    },
  });
  return toRows(lagsMs, achievedRate);
}
