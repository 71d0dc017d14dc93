/**
 * `npm run bench` (after scripts/bench.mjs has built the code and started the Auth emulator):
 * runs every benchmark in one process on this machine, prints the table and writes it into
 * docs/benchmarks.md. Every figure is compared with a baseline measured in this same run.
 */
import { cpus, loadavg } from 'os';
import { join } from 'path';
import { Client } from 'pg';
import { benchEventStoreThroughput } from './event-store-throughput';
import { benchFaceVerification } from './face-verification';
import { benchHttp } from './http/http-throughput';
import { benchMarketingSendRate } from './marketing/send-rate';
import { benchOrderPlacement } from './order-placement';
import { benchProjectionLag } from './projection-lag';
import { benchProjectionRebuild } from './projection-rebuild';
import { benchRegisteredHandlers } from './registered-handlers';
import { benchFirstPage } from './web/first-page';
import { consoleTable, resultsSection, writeResults } from './report';
import { ADMIN_URL, dropStaleBenchDatabases, withBenchDatabase } from './support/bench-database';
import type { ResultRow } from './support/result-row';
import { nowMs } from './support/stats';

/** bench/dist/main.js → the repository root. */
const ROOT = join(__dirname, '..', '..');
const log = (message: string) => console.log(`[bench] ${message}`);

async function postgresVersion(): Promise<string> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  return rows[0].server_version.split(' ')[0];
}

async function describeMachine(): Promise<string> {
  const cores = cpus();
  // Other work on the machine moves every figure; the load average says how busy it was.
  const load = loadavg()[0].toFixed(1);
  return `${cores.length} CPU cores (${cores[0]?.model.trim() ?? 'unknown'}, load average ${load} at start), Node ${process.version}, PostgreSQL ${await postgresVersion()}`;
}

const SECTIONS: Record<string, { about: string; run: () => Promise<ResultRow[]> }> = {
  appends: { about: 'event store appends: adapter vs raw INSERT (about 25 s)', run: () => withBenchDatabase(benchEventStoreThroughput) },
  lag: { about: 'projection lag at a steady 200 events/s (about 12 s)', run: () => withBenchDatabase(benchProjectionLag) },
  handlers: { about: 'projection lag with 8 and 40 registered handlers (about 40 s)', run: benchRegisteredHandlers },
  rebuild: { about: 'projection rebuild vs readAll over 20,000 events', run: () => withBenchDatabase(benchProjectionRebuild) },
  http: {
    about: 'HTTP: app vs bare NestJS hello-world over 500 courses, tools and users and 1,000 contact messages, the inbox at 100,000, and projection lag while reading (about 10 min)',
    run: benchHttp,
  },
  orders: { about: 'placing an order: 32 buyers vs raw INSERT by 32 writers (about 1 min)', run: benchOrderPlacement },
  faces: { about: 'face verification of a 1280 px photo: 20 photos after the models load (about 30 s)', run: benchFaceVerification },
  web: { about: 'the first page: JavaScript before / and /courses are usable, and Lighthouse on a mobile profile (about 4 min)', run: benchFirstPage },
  marketing: { about: 'marketing emails: the send worker to the local mail catcher vs bare BullMQ no-op jobs (about 1 min)', run: benchMarketingSendRate },
};

async function runSections(names: string[]): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  for (const name of names) {
    log(SECTIONS[name].about);
    rows.push(...(await SECTIONS[name].run()));
  }
  return rows;
}

/** Section names on the command line run only those and leave docs/benchmarks.md alone. */
function requestedSections(): { names: string[]; complete: boolean } {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in SECTIONS));
  if (unknown.length > 0) throw new Error(`Unknown section(s) ${unknown.join(', ')}; known: ${Object.keys(SECTIONS).join(', ')}`);
  return asked.length === 0 ? { names: Object.keys(SECTIONS), complete: true } : { names: asked, complete: false };
}

async function main(): Promise<void> {
  const started = nowMs();
  await dropStaleBenchDatabases();
  const machine = await describeMachine();
  log(machine);
  const { names, complete } = requestedSections();
  const rows = await runSections(names);
  const info = { date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', machine, durationSeconds: (nowMs() - started) / 1000 };
  console.log(`\n${consoleTable(rows)}\n`);
  if (!complete) return log('partial run: docs/benchmarks.md left unchanged');
  const docs = join(ROOT, 'docs', 'benchmarks.md');
  writeResults(docs, resultsSection(rows, info));
  log(`results written to ${docs}`);
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
