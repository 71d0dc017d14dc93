import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { fork, type ChildProcess } from 'child_process';
import { randomBytes, randomUUID } from 'crypto';
import { mkdtempSync } from 'fs';
import { rm } from 'fs/promises';
import Redis from 'ioredis';
import type { AddressInfo } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { createApp, createLogger, loadConfig, UserAccountRegistrar } from '../backend';
import { createEmulatorUser, deleteEmulatorUser } from '../support/auth-emulator';
import { createBenchDatabase } from '../support/bench-database';
import { type ResultRow, formatNumber } from '../support/result-row';
import { nowMs, sleep } from '../support/stats';
import type { CatcherReply, CatcherRequest } from './catcher-child';

const SECTION = 'Marketing emails: the send worker to the local mail catcher';
const REDIS_URL = 'redis://127.0.0.1:6379';
/** People one broadcast mails. */
const RECIPIENTS = 1_000;
/** No-op jobs for the baseline: more than the emails, so its shorter run still measures a steady rate. */
const NOOP_JOBS = 5_000;
/** The send worker's default concurrency (MARKETING_SEND_CONCURRENCY); the baseline worker gets the same. */
const CONCURRENCY = 4;
const SEND_TIMEOUT_MS = 5 * 60_000;

interface Catcher {
  smtpPort: number;
  ask(type: CatcherRequest['type']): Promise<CatcherReply>;
}

/** The mail catcher in its own process (catcher-child.ts). */
function startCatcher(): Promise<{ catcher: Catcher; child: ChildProcess }> {
  const child = fork(join(__dirname, 'catcher-child.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = (type: CatcherRequest['type']) =>
    new Promise<CatcherReply>((resolve) => {
      const id = randomUUID();
      const onMessage = (reply: CatcherReply) => {
        if (reply.id !== id) return;
        child.off('message', onMessage);
        resolve(reply);
      };
      child.on('message', onMessage);
      child.send({ type, id });
    });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: { smtpPort: number }) => resolve({ catcher: { smtpPort: ready.smtpPort, ask }, child }));
    child.once('exit', (code) => reject(new Error(`mail catcher exited with code ${code}`)));
  });
}

async function deleteKeysWithPrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}

/** The baseline: jobs that do nothing, through one BullMQ worker of the same concurrency, on the same Redis. */
async function noopJobsPerSecond(prefix: string): Promise<number> {
  const connection = { url: REDIS_URL };
  const queue = new Queue('bench.noop', { connection, prefix });
  await queue.addBulk(Array.from({ length: NOOP_JOBS }, (_, i) => ({ name: 'noop', data: { i }, opts: { removeOnComplete: true } })));
  let done = 0;
  let finished!: () => void;
  const allDone = new Promise<void>((resolve) => (finished = resolve));
  const started = nowMs();
  const worker = new Worker('bench.noop', async () => undefined, { connection: { ...connection, maxRetriesPerRequest: null }, prefix, concurrency: CONCURRENCY });
  worker.on('completed', () => {
    done += 1;
    if (done === NOOP_JOBS) finished();
  });
  await allDone;
  const seconds = (nowMs() - started) / 1000;
  await worker.close();
  await queue.close();
  return NOOP_JOBS / seconds;
}

async function post(baseUrl: string, path: string, token: string, body?: object, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = { status: response.status, body: await response.json() };
  if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** N verified students who opted in to marketing emails, registered through the real command path, a few at a time. */
async function seedRecipients(app: INestApplication): Promise<void> {
  const registrar = app.get(UserAccountRegistrar);
  const register = (n: number) =>
    registrar.register({
      uid: `bench-recipient-${n}`,
      role: 'student',
      personal: { name: `Học viên ${n}`, email: `hoc-vien-${n}@bench.hocvien.local`, phoneNumber: '', age: null, avatarUrl: null },
      emailVerified: true,
      // Advertising goes only to people who opted in (docs/decisions.md "Consent at sign-up").
      marketingEmails: true,
      source: 'seed',
      registeredBy: null,
      registeredAt: new Date(),
    });
  for (let n = 0; n < RECIPIENTS; n += 20) await Promise.all(Array.from({ length: Math.min(20, RECIPIENTS - n) }, (_, i) => register(n + i)));
}

/** A manual scenario with one step, broadcast to every student; resolves with the wall time of the request. */
async function broadcast(baseUrl: string, token: string): Promise<number> {
  const template = await post(baseUrl, '/admin/email-templates', token, { name: 'Bench', subject: 'Ưu đãi cho {{name}}', body: '<p>Xin chào {{name}}, ưu đãi tháng này đã mở tại <a href="{{siteUrl}}">học viện</a>.</p>' });
  const scenario = await post(baseUrl, '/admin/email-scenarios', token, { name: 'Bench broadcast', trigger: { type: 'manual' } });
  await post(baseUrl, '/admin/marketing-campaigns', token, { scenarioId: scenario.body.scenario._id, templateId: template.body.template._id, name: 'Bước 1', audience: { roles: ['student'] } });
  const requestedAt = Date.now();
  const answer = await post(baseUrl, `/admin/email-scenarios/${scenario.body.scenario._id}/broadcast`, token, undefined, { 'Idempotency-Key': randomUUID() });
  if (answer.body.audience !== RECIPIENTS) throw new Error(`The broadcast reaches ${answer.body.audience} people, not ${RECIPIENTS}`);
  return requestedAt;
}

/**
 * Issue 13: "the send rate of the workers (emails per second to the local catcher) against a bare
 * BullMQ no-op job rate in the same run". The real application in this process (projections, the
 * start-scenarios reaction, the broadcast and send workers) sends one broadcast to 1,000 verified
 * students through SMTP to the mail catcher in another process; the limiter is lifted so the worker's
 * own pace shows (MARKETING_SEND_RATE_PER_SECOND caps it in production). Every email is checked
 * again, claimed, sent and recorded, as in production.
 */
export async function benchMarketingSendRate(): Promise<ResultRow[]> {
  const database = await createBenchDatabase();
  const prefix = `bench-${randomBytes(4).toString('hex')}`;
  const filesDir = mkdtempSync(join(tmpdir(), 'academy-bench-files-'));
  const { catcher, child } = await startCatcher();
  const admin = await createEmulatorUser('bench-marketing-admin');
  let app: INestApplication | null = null;
  try {
    const noopRate = await noopJobsPerSecond(prefix);
    const config = loadConfig({
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      REDIS_URL,
      QUEUE_PREFIX: prefix,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
      ALLOW_AUTH_EMULATOR: 'true',
      FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-academy',
      USER_WRITE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'silent',
      FILES_DIR: filesDir,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(catcher.smtpPort),
      MARKETING_SEND_RATE_PER_SECOND: '100000',
      MARKETING_SEND_CONCURRENCY: String(CONCURRENCY),
    });
    app = await createApp(config, createLogger(config.LOG_LEVEL));
    await app.listen(0, '127.0.0.1');
    const baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const personal = { name: 'Quản trị viên (bench)', email: admin.email, phoneNumber: '', age: null, avatarUrl: null };
    await app.get(UserAccountRegistrar).register({ uid: admin.uid, role: 'admin', personal, emailVerified: true, source: 'seed', registeredBy: null, registeredAt: new Date() });
    await seedRecipients(app);

    const requestedAt = await broadcast(baseUrl, admin.idToken);
    const deadline = nowMs() + SEND_TIMEOUT_MS;
    while ((await catcher.ask('count')).count < RECIPIENTS) {
      if (nowMs() > deadline) throw new Error(`Only ${(await catcher.ask('count')).count} of ${RECIPIENTS} emails arrived within ${SEND_TIMEOUT_MS / 1000} s`);
      await sleep(100);
    }
    await sleep(1_000); // a duplicate would arrive meanwhile
    const arrivals = (await catcher.ask('arrivals')).arrivals!.sort((a, b) => a - b);
    if (arrivals.length !== RECIPIENTS) throw new Error(`${arrivals.length} emails arrived for ${RECIPIENTS} people`);
    const steadySeconds = (arrivals[arrivals.length - 1]! - arrivals[0]!) / 1000;
    const sendRate = (RECIPIENTS - 1) / steadySeconds;
    const wholeSeconds = (arrivals[arrivals.length - 1]! - requestedAt) / 1000;
    const baseline = `bare BullMQ no-op jobs, same Redis, concurrency ${CONCURRENCY}: ${formatNumber(noopRate)} jobs/s`;
    return [
      {
        section: SECTION,
        measure: `emails/s, first to last of ${formatNumber(RECIPIENTS)} (concurrency ${CONCURRENCY}, limiter lifted; each checked, claimed, sent over SMTP, recorded)`,
        value: `${formatNumber(sendRate)} emails/s`,
        baseline,
        ratio: sendRate / noopRate,
        target: '',
        met: null,
      },
      {
        section: SECTION,
        measure: `the broadcast request to the last of ${formatNumber(RECIPIENTS)} emails (fan-out by pages of 500 included), each person mailed once`,
        value: `${formatNumber(wholeSeconds, 1)} s (${formatNumber(RECIPIENTS / wholeSeconds)} emails/s)`,
        baseline: '',
        ratio: null,
        target: '',
        met: null,
      },
    ];
  } finally {
    await app?.close();
    await catcher.ask('stop').catch(() => undefined);
    child.kill();
    await deleteEmulatorUser(admin);
    await database.drop();
    await deleteKeysWithPrefix(prefix);
    await rm(filesDir, { recursive: true, force: true });
  }
}
