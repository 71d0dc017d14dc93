import { randomUUID } from 'crypto';
import { Pool } from 'pg';
import { type NewEvent, PostgresEventStore } from './backend';
import { closePool } from './support/close-pool';
import { type ResultRow, formatNumber } from './support/result-row';
import { contactMessageSubmitted } from './support/sample-events';
import { measureRate } from './support/stats';

const WARMUP_MS = 500;
const MEASURE_MS = 3000;

interface Shape {
  label: string;
  writers: number;
  eventsPerAppend: number;
}

const SHAPES: Shape[] = [
  { label: '1 writer, 1 event per append', writers: 1, eventsPerAppend: 1 },
  { label: '32 writers on distinct streams, 1 event per append', writers: 32, eventsPerAppend: 1 },
  { label: '1 writer, batches of 10 events per append', writers: 1, eventsPerAppend: 10 },
];

/** Appends `events` for one writer; a writer always owns its stream. */
export type Writer = (writer: number, events: NewEvent[]) => Promise<void>;

/** The PostgreSQL adapter, used as a command handler does: append with the expected revision. */
function adapterWriter(store: PostgresEventStore, run: string): Writer {
  const revisions = new Map<number, number>();
  return async (writer, events) => {
    const last = revisions.get(writer);
    await store.append(`bench-${run}-${writer}`, events, last ?? 'no_stream');
    revisions.set(writer, (last ?? -1) + events.length);
  };
}

export const RAW_TABLE = `CREATE TABLE raw_events (
  id bigserial PRIMARY KEY, event_id uuid NOT NULL, stream_id text NOT NULL, revision bigint NOT NULL,
  type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT clock_timestamp())`;

/** The baseline: a plain multi-row INSERT of the same rows into a table without constraints. */
export function rawInsertWriter(pool: Pool, run: string): Writer {
  const revisions = new Map<number, number>();
  return async (writer, events) => {
    const first = (revisions.get(writer) ?? -1) + 1;
    const params = events.flatMap((e, i) => [
      randomUUID(), `bench-${run}-${writer}`, first + i, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata),
    ]);
    const rows = events.map((_, i) => `($${i * 6 + 1}, $${i * 6 + 2}, $${i * 6 + 3}, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6})`);
    await pool.query(`INSERT INTO raw_events (event_id, stream_id, revision, type, data, metadata) VALUES ${rows.join(', ')}`, params);
    revisions.set(writer, first + events.length - 1);
  };
}

let runs = 0;

async function eventsPerSecond(shape: Shape, makeWriter: (run: string) => Writer): Promise<number> {
  const step = (write: Writer) => async (writer: number) => {
    const events = Array.from({ length: shape.eventsPerAppend }, () => contactMessageSubmitted());
    await write(writer, events);
    return events.length;
  };
  await measureRate(WARMUP_MS, shape.writers, step(makeWriter(`warmup${++runs}`)));
  const { eventsPerSecond: rate } = await measureRate(MEASURE_MS, shape.writers, step(makeWriter(`run${++runs}`)));
  return rate;
}

function toRow(shape: Shape, adapter: number, baseline: number): ResultRow {
  const appends = shape.eventsPerAppend > 1 ? ` (${formatNumber(adapter / shape.eventsPerAppend)} appends/s)` : '';
  return {
    section: 'Event store appends (PostgreSQL adapter)',
    measure: shape.label,
    value: `${formatNumber(adapter)} events/s${appends}`,
    baseline: `raw INSERT: ${formatNumber(baseline)} events/s`,
    ratio: adapter / baseline,
    target: '',
    met: null,
  };
}

/**
 * Appends per second through the adapter against raw INSERTs of equivalent rows, shape by shape.
 * Both sides use a pg Pool of the adapter's size (10), so 32 writers queue for connections alike.
 */
export async function benchEventStoreThroughput(databaseUrl: string): Promise<ResultRow[]> {
  const store = await PostgresEventStore.connect(databaseUrl);
  const pool = new Pool({ connectionString: databaseUrl });
  try {
    await pool.query(RAW_TABLE);
    const rows: ResultRow[] = [];
    for (const shape of SHAPES) {
      const baseline = await eventsPerSecond(shape, (run) => rawInsertWriter(pool, run));
      const adapter = await eventsPerSecond(shape, (run) => adapterWriter(store, run));
      rows.push(toRow(shape, adapter, baseline));
    }
    return rows;
  } finally {
    await closePool(pool);
    await store.close();
  }
}
