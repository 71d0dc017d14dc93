import { randomUUID } from 'crypto';
import { Pool } from 'pg';
import { RAW_TABLE, rawInsertWriter, type Writer } from './event-store-throughput';
import { type BenchServer, startBenchServer } from './http/bench-server';
import { createEmulatorUser, deleteEmulatorUser, type EmulatorUser } from './support/auth-emulator';
import { withBenchDatabase } from './support/bench-database';
import { closePool } from './support/close-pool';
import { type ResultRow, formatNumber } from './support/result-row';
import { contactMessageSubmitted } from './support/sample-events';
import { measureRate, nowMs, percentile } from './support/stats';

/** Issue 10: requests per second at 32 concurrent buyers. */
const BUYERS = 32;
/** A few published courses: enough to spread the buyers, quick to seed (the demo courses grown to this many). */
const CATALOGUE_SIZE = 8;
const WARMUP_MS = 3_000;
const MEASURE_MS = 10_000;
const START_TIMEOUT_MS = 5 * 60_000;
/** What each buyer's wallet holds before the run: far more than 13 s of purchases can spend. */
const WALLET_FUNDS = 1_000_000_000_000;

interface Buyer extends EmulatorUser {
  /** The course this buyer orders again and again: unpaid orders own nothing, so it is never refused as bought. */
  courseId: string;
  /** The tool plan this buyer pays for from the wallet again and again: a plan can be bought any number of times. */
  toolPlanId: string;
}

interface Measured {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than the call's success (and network errors, as `error`), by status. */
  failures: Map<string, number>;
}

/** What the buyers send: the checkout itself, or the checkout page's quote of the same cart. */
interface Call {
  name: string;
  path: string;
  /** The answer that counts as done. */
  status: string;
  /** Each checkout is a new order, so it gets a fresh key; a quote records nothing and takes none. */
  idempotent: boolean;
  /** The cart the buyer sends. */
  body: (buyer: Buyer) => object;
}

const bankTransferCart = (buyer: Buyer) => ({ items: [{ courseId: buyer.courseId }], paymentMethod: 'bank_transfer' });

const PLACE_ORDER: Call = {
  name: '`POST /api/orders` (one course, bank transfer, a new Idempotency-Key each)',
  path: '/api/orders',
  status: '201',
  idempotent: true,
  body: bankTransferCart,
};
const QUOTE_ORDER: Call = {
  name: '`POST /api/orders/quote` (diagnostic: the same cart priced, nothing recorded)',
  path: '/api/orders/quote',
  status: '200',
  idempotent: false,
  body: bankTransferCart,
};
/** Issue 11: the order placed and paid at once, the wallet debited and the order paid (four appends). */
const WALLET_PURCHASE: Call = {
  name: '`POST /api/wallet/purchase` (one tool plan paid from the wallet, a new Idempotency-Key each)',
  path: '/api/wallet/purchase',
  status: '201',
  idempotent: true,
  body: (buyer) => ({ items: [{ toolPlanId: buyer.toolPlanId }] }),
};

async function send(app: BenchServer, buyer: Buyer, call: Call): Promise<{ status: string; body: string }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${buyer.idToken}`, 'Content-Type': 'application/json' };
  if (call.idempotent) headers['Idempotency-Key'] = randomUUID();
  try {
    const response = await fetch(`${app.baseUrl}${call.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(call.body(buyer)),
    });
    return { status: String(response.status), body: await response.text() };
  } catch (error) {
    return { status: 'error', body: String(error) };
  }
}

/** The ids of the seeded courses that cost something: a free course would be paid, hence owned, at once. */
async function pricedCourseIds(app: BenchServer): Promise<string[]> {
  const response = await fetch(`${app.baseUrl}/api/courses?limit=${CATALOGUE_SIZE}`);
  const body = (await response.json()) as { courses?: Array<{ _id: string; price: number }> };
  const ids = (body.courses ?? []).filter((course) => course.price > 0).map((course) => course._id);
  if (ids.length === 0) throw new Error(`The seeded catalogue lists no priced course (${response.status})`);
  return ids;
}

/** The plans of the seeded tools: each buyer pays for one from the wallet. */
async function toolPlanIds(app: BenchServer): Promise<string[]> {
  const response = await fetch(`${app.baseUrl}/api/tools?limit=${CATALOGUE_SIZE}`);
  const body = (await response.json()) as { tools?: Array<{ plans: Array<{ _id: string; price: number }> }> };
  const ids = (body.tools ?? []).flatMap((tool) => tool.plans.filter((plan) => plan.price > 0).map((plan) => plan._id));
  if (ids.length === 0) throw new Error(`The seeded catalogue lists no priced tool plan (${response.status})`);
  return ids;
}

/** Each buyer's first call must succeed before anything is measured; 32 × 401 per second would measure nothing. */
async function checkEveryBuyerIsServed(app: BenchServer, buyers: Buyer[], call: Call): Promise<void> {
  const answers = await Promise.all(buyers.map((buyer) => send(app, buyer, call)));
  const refused = answers.find((answer) => answer.status !== call.status);
  if (refused) throw new Error(`${call.path} answered ${refused.status}: ${refused.body}`);
}

/** Every buyer sends the call back to back for `durationMs`; the rate counts its success status only. */
async function sendFor(app: BenchServer, buyers: Buyer[], call: Call, durationMs: number): Promise<Measured> {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let succeeded = 0;
  const started = nowMs();
  const deadline = started + durationMs;
  const loop = async (buyer: Buyer) => {
    while (nowMs() < deadline) {
      const sent = nowMs();
      const { status } = await send(app, buyer, call);
      latencies.push(nowMs() - sent);
      if (status === call.status) succeeded += 1;
      else failures.set(status, (failures.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(buyers.map(loop));
  const seconds = (nowMs() - started) / 1000;
  return { perSecond: succeeded / seconds, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), failures };
}

/** The baseline: raw INSERTs of one event by as many writers as buyers, each on its own stream, as long. */
async function rawAppendsPerSecond(databaseUrl: string): Promise<number> {
  const pool = new Pool({ connectionString: databaseUrl });
  const appendOne = (write: Writer) => async (writer: number) => {
    await write(writer, [contactMessageSubmitted()]);
    return 1;
  };
  try {
    await pool.query(RAW_TABLE);
    await measureRate(WARMUP_MS, BUYERS, appendOne(rawInsertWriter(pool, 'orders-warmup')));
    const { eventsPerSecond } = await measureRate(MEASURE_MS, BUYERS, appendOne(rawInsertWriter(pool, 'orders-run')));
    return eventsPerSecond;
  } finally {
    await closePool(pool);
  }
}

function describe(measured: Measured, unit: string): string {
  const failed = [...measured.failures].map(([status, count]) => `${formatNumber(count)} × ${status}`).join(', ');
  const failures = failed === '' ? 'no failures' : `failures: ${failed}`;
  return `${formatNumber(measured.perSecond, 1)} ${unit}/s, p50 ${formatNumber(measured.p50Ms)} ms, p99 ${formatNumber(measured.p99Ms)} ms, ${failures}`;
}

/** The ratio column shows two decimals; this one is far smaller, so the row spells it out. */
function toRow(call: Call, measured: Measured, unit: string, rawAppends: number): ResultRow {
  const ratio = measured.perSecond / rawAppends;
  return {
    section: `Placing an order and paying from the wallet (${BUYERS} concurrent buyers, ${MEASURE_MS / 1000} s)`,
    measure: call.name,
    value: `${describe(measured, unit)} (${ratio.toFixed(4)} of the raw append rate)`,
    baseline: `raw INSERT, ${BUYERS} writers on distinct streams: ${formatNumber(rawAppends)} events/s`,
    ratio,
    target: '',
    met: null,
  };
}

/** Warm-up, then the measured run, of one call by every buyer. */
async function measure(app: BenchServer, buyers: Buyer[], call: Call): Promise<Measured> {
  await checkEveryBuyerIsServed(app, buyers, call);
  await sendFor(app, buyers, call, WARMUP_MS);
  return sendFor(app, buyers, call, MEASURE_MS);
}

async function signUpBuyers(): Promise<EmulatorUser[]> {
  return Promise.all(Array.from({ length: BUYERS }, (_, n) => createEmulatorUser(`bench-buyer-${n + 1}`)));
}

/**
 * The real app in a child process (as the HTTP section runs it) with a few published courses and
 * 32 registered students; the buyers place orders from this process. Then, with the app stopped,
 * the event store's raw append rate at the same concurrency over a fresh database.
 */
export async function benchOrderPlacement(): Promise<ResultRow[]> {
  const admin = await createEmulatorUser('bench-admin');
  const users = await signUpBuyers();
  let app: BenchServer | null = null;
  try {
    const buyerList = JSON.stringify(users.map(({ uid, email }) => ({ uid, email })));
    const env = {
      BENCH_ADMIN_UID: admin.uid,
      BENCH_ADMIN_EMAIL: admin.email,
      BENCH_BUYERS: buyerList,
      BENCH_CATALOGUE_SIZE: String(CATALOGUE_SIZE),
      BENCH_WALLET_FUNDS: String(WALLET_FUNDS),
    };
    app = await startBenchServer('app', env, START_TIMEOUT_MS);
    const [courseIds, planIds] = await Promise.all([pricedCourseIds(app), toolPlanIds(app)]);
    const buyers = users.map((user, n) => ({ ...user, courseId: courseIds[n % courseIds.length], toolPlanId: planIds[n % planIds.length] }));
    const placements = await measure(app, buyers, PLACE_ORDER);
    const quotes = await measure(app, buyers, QUOTE_ORDER);
    const walletPurchases = await measure(app, buyers, WALLET_PURCHASE);
    await app.stop();
    app = null;
    const rawAppends = await withBenchDatabase(rawAppendsPerSecond);
    return [
      toRow(PLACE_ORDER, placements, 'orders', rawAppends),
      toRow(QUOTE_ORDER, quotes, 'quotes', rawAppends),
      toRow(WALLET_PURCHASE, walletPurchases, 'purchases', rawAppends),
    ];
  } finally {
    await app?.stop();
    await Promise.all([admin, ...users].map(deleteEmulatorUser));
  }
}
