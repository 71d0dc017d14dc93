import autocannon from 'autocannon';
import { type ResultRow, formatNumber } from '../support/result-row';
import { createEmulatorUser, deleteEmulatorUser, type EmulatorUser } from '../support/auth-emulator';
import { median } from '../support/stats';
import { type BenchServer, startBenchServer } from './bench-server';

const CONNECTIONS = 100;
const DURATION_SECONDS = 5;
const WARMUP_SECONDS = 2;
const ROUNDS = 3;
const SUBMISSIONS = 200;
/** Published courses and listed tools in the catalogue the public pages read (issue 9: at least 500). */
const CATALOGUE_SIZE = 500;
/** Seeding the catalogue through the real commands takes a minute or two on this machine. */
const SEEDING_TIMEOUT_MS = 10 * 60_000;
const TARGET_RATIO = 0.6;

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** False for diagnostic targets that only help explain the others. */
  judged: boolean;
}

interface Measured {
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

async function seedSubmissions(app: BenchServer): Promise<void> {
  const submit = (n: number) =>
    fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `Khách hàng ${n}`, email: `khach${n}@example.vn`, phone: '0901234567', message: `Tin nhắn số ${n}` }),
    }).then((response) => {
      if (response.status !== 201) throw new Error(`Seeding a contact submission answered ${response.status}`);
    });
  for (let n = 0; n < SUBMISSIONS; n += 10) await Promise.all(Array.from({ length: 10 }, (_, i) => submit(n + i)));
}

/** The slug of a course in the middle of the seeded catalogue. */
async function aCourseSlug(app: BenchServer): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/courses?page=20&limit=12`);
  const body = (await response.json()) as { courses: Array<{ slug: string }> };
  if (!body.courses?.length) throw new Error(`The seeded catalogue has no courses on page 20 (${response.status})`);
  return body.courses[0].slug;
}

/** Each target must answer 200 before it is measured; a 401 at 30k req/s would measure nothing. */
async function checkAnswers(target: Target): Promise<void> {
  const response = await fetch(target.url, { headers: target.headers });
  if (response.status !== 200) throw new Error(`${target.name} answered ${response.status}: ${await response.text()}`);
}

async function load(target: Target, seconds: number): Promise<Measured> {
  const result = await autocannon({ url: target.url, headers: target.headers, connections: CONNECTIONS, duration: seconds });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

/** Rounds interleave the targets, so drift on a busy machine hits every target alike. */
async function measureMedians(targets: Target[]): Promise<Map<string, Measured>> {
  for (const target of targets) await load(target, WARMUP_SECONDS);
  const runs = new Map<string, Measured[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) runs.get(target.name)?.push(await load(target, DURATION_SECONDS));
  }
  const medians = new Map<string, Measured>();
  for (const [name, measured] of runs) {
    medians.set(name, {
      requestsPerSecond: median(measured.map((m) => m.requestsPerSecond)),
      p99Ms: median(measured.map((m) => m.p99Ms)),
      failures: measured.reduce((sum, m) => sum + m.failures, 0),
    });
  }
  return medians;
}

function describe(m: Measured): string {
  const failures = m.failures > 0 ? `, ${formatNumber(m.failures)} non-2xx/errors` : '';
  return `${formatNumber(m.requestsPerSecond)} req/s, p99 ${formatNumber(m.p99Ms)} ms${failures}`;
}

function toRow(target: Target, measured: Measured, helloWorld: Measured): ResultRow {
  const ratio = measured.requestsPerSecond / helloWorld.requestsPerSecond;
  const judgement = target.judged
    ? { target: `≥ ${TARGET_RATIO} of hello-world`, met: ratio >= TARGET_RATIO && measured.failures === 0 }
    : { target: '', met: null };
  return {
    section: `HTTP (${CONNECTIONS} connections, median of ${ROUNDS} × ${DURATION_SECONDS} s)`,
    measure: target.name,
    value: describe(measured),
    baseline: `hello-world: ${describe(helloWorld)}`,
    ratio,
    ...judgement,
  };
}

function targetsFor(app: BenchServer, helloWorld: BenchServer, admin: EmulatorUser, courseSlug: string): Target[] {
  return [
    { name: 'bare NestJS hello-world `GET /api/hello`', url: `${helloWorld.baseUrl}/api/hello`, judged: false },
    { name: '`GET /api/public-config` (diagnostic: the app\'s pipeline, no I/O)', url: `${app.baseUrl}/api/public-config`, judged: false },
    { name: '`GET /api/health` (probes 3 dependencies)', url: `${app.baseUrl}/api/health`, judged: true },
    {
      name: `\`GET /api/admin/contact-submissions\` (admin token, ${SUBMISSIONS} submissions)`,
      url: `${app.baseUrl}/api/admin/contact-submissions`,
      headers: { Authorization: `Bearer ${admin.idToken}` },
      judged: true,
    },
    { name: `\`GET /api/courses\` (public list, ${CATALOGUE_SIZE} courses)`, url: `${app.baseUrl}/api/courses`, judged: true },
    { name: `\`GET /api/courses/:slug\` (a course page, ${CATALOGUE_SIZE} courses)`, url: `${app.baseUrl}/api/courses/${courseSlug}`, judged: true },
    { name: `\`GET /api/tools?limit=12\` (the tools page, ${CATALOGUE_SIZE} tools)`, url: `${app.baseUrl}/api/tools?limit=12`, judged: true },
  ];
}

/** The real app (through all its middleware and guards) against bare NestJS, autocannon in this process. */
export async function benchHttp(): Promise<ResultRow[]> {
  const admin = await createEmulatorUser('bench-admin');
  const servers: BenchServer[] = [];
  try {
    const seeding = { BENCH_CATALOGUE_SIZE: String(CATALOGUE_SIZE) };
    const app = await startBenchServer('app', { BENCH_ADMIN_UID: admin.uid, BENCH_ADMIN_EMAIL: admin.email, ...seeding }, SEEDING_TIMEOUT_MS);
    servers.push(app);
    const helloWorld = await startBenchServer('hello-world');
    servers.push(helloWorld);
    await seedSubmissions(app);
    const targets = targetsFor(app, helloWorld, admin, await aCourseSlug(app));
    for (const target of targets) await checkAnswers(target);
    const medians = await measureMedians(targets);
    const [baseline, ...appTargets] = targets;
    const helloWorldMeasured = medians.get(baseline.name)!;
    return appTargets.map((target) => toRow(target, medians.get(target.name)!, helloWorldMeasured));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await deleteEmulatorUser(admin);
  }
}
