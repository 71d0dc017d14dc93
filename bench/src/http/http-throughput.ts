import autocannon from 'autocannon';
import { type ResultRow, formatNumber } from '../support/result-row';
import { createEmulatorUser, deleteEmulatorUser, type EmulatorUser } from '../support/auth-emulator';
import { median, percentile } from '../support/stats';
import { type BenchServer, startBenchServer } from './bench-server';

const CONNECTIONS = 100;
const DURATION_SECONDS = 5;
const WARMUP_SECONDS = 2;
const ROUNDS = 3;
/** Every judged list reads at least 500 documents (issue 16). */
const SUBMISSIONS = 1_000;
const STUDENTS = 500;
/** Published courses and listed tools in the catalogue the public pages read (issue 9: at least 500). */
const CATALOGUE_SIZE = 500;
/** The inbox grown a hundredfold: a list's cost must not grow with the data (issue 16). */
const LARGE_INBOX = 100_000;
/** Seeding the catalogue through the real commands takes a minute or two on this machine, the large inbox about as long. */
const SEEDING_TIMEOUT_MS = 15 * 60_000;
const TARGET_RATIO = 0.6;
/** A judged endpoint's p99 at most this many times hello-world's (issue 16). */
const P99_TARGET = 2;
const SCALING_TARGET = 1.5;
/** The projection-lag section's load, now while the API serves reads (issue 16, item 3). */
const LAG_EVENTS_PER_SECOND = 200;
const LAG_DURATION_MS = 10_000;
const LAG_TARGET_P99_MS = 200;
/** Read-store queries timed one at a time per list shape, for the diagnostic rows. */
const QUERY_REPEATS = 200;

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** False for diagnostic targets that only help explain the others. */
  judged: boolean;
}

/** The inbox's pages as the admin screen asks for them: the first page, newest first; and one status. */
const INBOX_PAGES = {
  'newest first': { query: '', find: { sort: [{ field: 'createdAt', direction: 'desc' as const }], page: 1, limit: 10 } },
  'one status': { query: '?status=new', find: { filter: { status: 'new' }, sort: [{ field: 'createdAt', direction: 'desc' as const }], page: 1, limit: 10 } },
};
type InboxPage = keyof typeof INBOX_PAGES;

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
    ? {
        target: `≥ ${TARGET_RATIO} of hello-world, p99 ≤ ${P99_TARGET}×`,
        met: ratio >= TARGET_RATIO && measured.p99Ms <= P99_TARGET * helloWorld.p99Ms && measured.failures === 0,
      }
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

const inboxTarget = (server: BenchServer, admin: EmulatorUser, page: InboxPage, size: number): Target => ({
  name: `\`GET /api/admin/contact-submissions${INBOX_PAGES[page].query}\` (admin token, ${formatNumber(size)} submissions, ${page})`,
  url: `${server.baseUrl}/api/admin/contact-submissions${INBOX_PAGES[page].query}`,
  headers: { Authorization: `Bearer ${admin.idToken}` },
  judged: false,
});

function targetsFor(app: BenchServer, helloWorld: BenchServer, admin: EmulatorUser, courseSlug: string): Target[] {
  const asAdmin = { Authorization: `Bearer ${admin.idToken}` };
  return [
    { name: 'bare NestJS hello-world `GET /api/hello`', url: `${helloWorld.baseUrl}/api/hello`, judged: false },
    { name: '`GET /api/public-config` (diagnostic: the app\'s pipeline, no I/O)', url: `${app.baseUrl}/api/public-config`, judged: false },
    { name: '`GET /api/health` (probes 3 dependencies)', url: `${app.baseUrl}/api/health`, judged: true },
    { ...inboxTarget(app, admin, 'newest first', SUBMISSIONS), judged: true },
    { ...inboxTarget(app, admin, 'one status', SUBMISSIONS), judged: true },
    {
      name: `\`GET /api/admin/users\` (admin token, ${formatNumber(STUDENTS + 1)} users)`,
      url: `${app.baseUrl}/api/admin/users`,
      headers: asAdmin,
      judged: true,
    },
    { name: `\`GET /api/courses\` (public list, ${CATALOGUE_SIZE} courses)`, url: `${app.baseUrl}/api/courses`, judged: true },
    { name: `\`GET /api/courses/:slug\` (a course page, ${CATALOGUE_SIZE} courses)`, url: `${app.baseUrl}/api/courses/${courseSlug}`, judged: true },
    { name: `\`GET /api/tools?limit=12\` (the tools page, ${CATALOGUE_SIZE} tools)`, url: `${app.baseUrl}/api/tools?limit=12`, judged: true },
  ];
}

const SCALING_SECTION = `HTTP: a list over 100 times the data (${CONNECTIONS} connections, median of ${ROUNDS} × ${DURATION_SECONDS} s)`;

/** p99 over the large inbox against the same page over the 1,000 submissions, measured in the same rounds. */
function scalingRow(page: InboxPage, large: Measured, small: Measured): ResultRow {
  const ratio = large.p99Ms / small.p99Ms;
  return {
    section: SCALING_SECTION,
    measure: `\`GET /api/admin/contact-submissions${INBOX_PAGES[page].query}\` over ${formatNumber(LARGE_INBOX)} submissions (${page}): p99`,
    value: describe(large),
    baseline: `${formatNumber(SUBMISSIONS)} submissions: ${describe(small)}`,
    ratio,
    target: `p99 ≤ ${SCALING_TARGET}× the ${formatNumber(SUBMISSIONS)} case`,
    met: ratio <= SCALING_TARGET && large.failures === 0,
  };
}

/**
 * What a page costs when no cached answer holds (after any change to the inbox): the read-store
 * query alone, as the inbox asks it, one at a time in the serving process, at both sizes.
 */
async function queryRows(small: BenchServer, large: BenchServer): Promise<ResultRow[]> {
  const queries = Object.fromEntries(Object.entries(INBOX_PAGES).map(([page, { find }]) => [page, find]));
  const [smallTimes, largeTimes] = [await small.ask({ type: 'query-times', queries, repeats: QUERY_REPEATS }), await large.ask({ type: 'query-times', queries, repeats: QUERY_REPEATS })];
  const describeTimes = (times: number[]) => `p50 ${formatNumber(percentile(times, 50), 2)} ms, p99 ${formatNumber(percentile(times, 99), 2)} ms`;
  return (Object.keys(INBOX_PAGES) as InboxPage[]).map((page) => {
    const [at1k, at100k] = [smallTimes.timesMs[page], largeTimes.timesMs[page]];
    return {
      section: SCALING_SECTION,
      measure: `diagnostic: the inbox's read-store query alone, uncached (${page}, page and total), over ${formatNumber(LARGE_INBOX)} submissions`,
      value: describeTimes(at100k),
      baseline: `${formatNumber(SUBMISSIONS)} submissions: ${describeTimes(at1k)}`,
      ratio: percentile(at100k, 99) / percentile(at1k, 99),
      target: '',
      met: null,
    };
  });
}

/**
 * Projection lag in the API process (contact messages appended there at 200 events/s) while 100
 * connections read the admin inbox, whose cached pages every one of those events invalidates.
 */
async function lagWhileReading(app: BenchServer, admin: EmulatorUser, helloWorld: Measured): Promise<ResultRow[]> {
  const reading = inboxTarget(app, admin, 'newest first', SUBMISSIONS);
  const [reads, lag] = await Promise.all([
    load(reading, LAG_DURATION_MS / 1000),
    app.ask({ type: 'lag', eventsPerSecond: LAG_EVENTS_PER_SECOND, durationMs: LAG_DURATION_MS }),
  ]);
  const p50 = percentile(lag.lagsMs, 50);
  const p99 = percentile(lag.lagsMs, 99);
  const section = 'Projection lag (append → read model)';
  const measure = `contact projection in the API process, ${formatNumber(lag.achievedRate)} events/s for ${LAG_DURATION_MS / 1000} s while ${CONNECTIONS} connections read the admin inbox`;
  return [
    { section, measure: `${measure}: p50`, value: `${formatNumber(p50, 1)} ms`, baseline: '', ratio: null, target: '', met: null },
    { section, measure: `${measure}: p99`, value: `${formatNumber(p99, 1)} ms`, baseline: '', ratio: null, target: `p99 < ${LAG_TARGET_P99_MS} ms`, met: p99 < LAG_TARGET_P99_MS },
    {
      ...toRow({ ...reading, name: `${reading.name} while ${LAG_EVENTS_PER_SECOND} messages/s arrive (diagnostic, one run of ${LAG_DURATION_MS / 1000} s)` }, reads, helloWorld),
    },
  ];
}

/** The real app (through all its middleware and guards) against bare NestJS, autocannon in this process. */
export async function benchHttp(): Promise<ResultRow[]> {
  const admin = await createEmulatorUser('bench-admin');
  const servers: BenchServer[] = [];
  const start = async (...args: Parameters<typeof startBenchServer>) => {
    const server = await startBenchServer(...args);
    servers.push(server);
    return server;
  };
  try {
    const asAdmin = { BENCH_ADMIN_UID: admin.uid, BENCH_ADMIN_EMAIL: admin.email };
    // Seeded side by side: the catalogue through the real commands, the large inbox through the log.
    const [app, largeInbox, helloWorld] = await Promise.all([
      start('app', { ...asAdmin, BENCH_CATALOGUE_SIZE: String(CATALOGUE_SIZE), BENCH_STUDENTS: String(STUDENTS) }, SEEDING_TIMEOUT_MS),
      start('app', { ...asAdmin, BENCH_CONTACT_SUBMISSIONS: String(LARGE_INBOX) }, SEEDING_TIMEOUT_MS),
      start('hello-world'),
    ]);
    await seedSubmissions(app);
    const targets = targetsFor(app, helloWorld, admin, await aCourseSlug(app));
    const largeTargets = (Object.keys(INBOX_PAGES) as InboxPage[]).map((page) => inboxTarget(largeInbox, admin, page, LARGE_INBOX));
    for (const target of [...targets, ...largeTargets]) await checkAnswers(target);
    const medians = await measureMedians([...targets, ...largeTargets]);
    const [baseline, ...appTargets] = targets;
    const helloWorldMeasured = medians.get(baseline.name)!;
    const scaling = (Object.keys(INBOX_PAGES) as InboxPage[]).map((page) =>
      scalingRow(page, medians.get(inboxTarget(largeInbox, admin, page, LARGE_INBOX).name)!, medians.get(inboxTarget(app, admin, page, SUBMISSIONS).name)!),
    );
    return [
      ...appTargets.map((target) => toRow(target, medians.get(target.name)!, helloWorldMeasured)),
      ...scaling,
      ...(await queryRows(app, largeInbox)),
      ...(await lagWhileReading(app, admin, helloWorldMeasured)),
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await deleteEmulatorUser(admin);
  }
}
