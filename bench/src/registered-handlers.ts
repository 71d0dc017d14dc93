import { randomUUID } from 'crypto';
import type { NewEvent, Projection } from './backend';
import { withBenchDatabase } from './support/bench-database';
import { measureLag } from './support/measure-lag';
import { type ResultRow, formatNumber } from './support/result-row';
import { percentile } from './support/stats';

const EVENTS_PER_SECOND = 200;
const DURATION_MS = 5_000;
/** Every event is handled by one of this many projections, however many are registered. */
const BUSY_HANDLERS = 8;
const DRAIN_TIMEOUT_MS = 20_000;

const typeOf = (handler: number) => `BenchHandled${handler}`;

/** One read-model write per handled event, as a typical projection does. */
function benchProjection(handler: number): Projection {
  const collection = `bench_handler_${handler}`;
  return {
    name: `bench.handler-${handler}.v1`,
    handles: [typeOf(handler)],
    collections: [collection],
    async apply(event, store) {
      await store.collection<{ id: string; position: string }>(collection).upsert({ id: event.streamId, position: event.position });
    },
  };
}

function benchEvent(handler: number): NewEvent {
  const metadata = { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() };
  return { type: typeOf(handler), data: { note: 'Học viên đã xem bài giảng', handler }, metadata };
}

interface Variant {
  label: string;
  handlers: number;
  /** Today's design, or the one before it: no shared window, every checkpoint saved at once. */
  shared: boolean;
}

interface Lag {
  p50: number;
  p95: number;
}

/** The design before the shared reader, built from the same code with both of its parts off. */
const INDEPENDENT = { store: { tailCapacity: 0 }, runner: { passedCheckpointMs: 0 } };

async function measure(variant: Variant, databaseUrl: string): Promise<Lag> {
  const projections = Array.from({ length: variant.handlers }, (_, handler) => benchProjection(handler));
  const { lagsMs } = await measureLag(databaseUrl, {
    projections,
    drainTimeoutMs: DRAIN_TIMEOUT_MS,
    storeOptions: variant.shared ? {} : INDEPENDENT.store,
    runnerSettings: variant.shared ? {} : INDEPENDENT.runner,
    load: {
      eventsPerSecond: EVENTS_PER_SECOND,
      durationMs: DURATION_MS,
      next: (i) => {
        const handler = i % BUSY_HANDLERS;
        return { streamId: `bench_handled-${randomUUID()}`, event: benchEvent(handler), projection: projections[handler].name };
      },
    },
  });
  return { p50: percentile(lagsMs, 50), p95: percentile(lagsMs, 95) };
}

const BASELINE: Variant = { label: 'independent subscriptions (before), 8 handlers', handlers: 8, shared: false };
const VARIANTS: Variant[] = [
  BASELINE,
  { label: 'independent subscriptions (before), 40 handlers', handlers: 40, shared: false },
  { label: 'shared reader, 8 handlers', handlers: 8, shared: true },
  { label: 'shared reader, 40 handlers', handlers: 40, shared: true },
];
/** Issue 8: with 40 handlers registered, no worse than twice the lag with today's 8. */
const TARGET_RATIO = 2;

/**
 * Lag from append to read-your-writes with 8 and with 40 projections registered, each event handled
 * by one of 8, so only the cost of the registered-but-idle ones differs. Ratios are p95 against the
 * 8 handlers of the design before the shared reader, measured in this run.
 */
export async function benchRegisteredHandlers(): Promise<ResultRow[]> {
  const section = `Projection lag by registered handlers (${EVENTS_PER_SECOND} events/s for ${DURATION_MS / 1000} s)`;
  const lags = new Map<Variant, Lag>();
  for (const variant of VARIANTS) lags.set(variant, await withBenchDatabase((url) => measure(variant, url)));
  const baseline = lags.get(BASELINE)!;
  return VARIANTS.map((variant) => {
    const lag = lags.get(variant)!;
    const ratio = lag.p95 / baseline.p95;
    const judged = variant.shared && variant.handlers === 40;
    return {
      section,
      measure: variant.label,
      value: `p50 ${formatNumber(lag.p50, 1)} ms, p95 ${formatNumber(lag.p95, 1)} ms`,
      baseline: `before, 8 handlers: p95 ${formatNumber(baseline.p95, 1)} ms`,
      ratio,
      target: judged ? `p95 ≤ ${TARGET_RATIO}× before with 8` : '',
      met: judged ? ratio <= TARGET_RATIO : null,
    };
  });
}
