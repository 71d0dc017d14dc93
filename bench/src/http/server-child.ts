/**
 * A child process serving one benchmark target, so the load generator in the parent never shares
 * its event loop. Argument: `app` (the real application) or `hello-world`. It reports its port to
 * the parent over IPC and shuts down, cleaning up after itself, on the message `stop`.
 */
import 'reflect-metadata';
import { randomBytes } from 'crypto';
import { mkdtempSync } from 'fs';
import { rm } from 'fs/promises';
import { tmpdir } from 'os';
import { join } from 'path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import Redis from 'ioredis';
import type { AddressInfo } from 'net';
import { CommandBus } from '@nestjs/cqrs';
import {
  Decide,
  EVENT_STORE,
  type FindQuery,
  ProjectionRunner,
  READ_STORE,
  type ReadStore,
  ReadYourWrites,
  UserAccountRegistrar,
  contactSubmissionRows,
  contactSubmissionsProjection,
  createApp,
  createLogger,
  largeDemoCatalogue,
  loadConfig,
  seedDemoCatalogue,
  walletDecider,
  type PostgresEventStore,
} from '../backend';
import { createBenchDatabase } from '../support/bench-database';
import { LagProbe } from '../support/lag-probe';
import { contactMessageSubmitted, contactStreamId, submissionIdOf } from '../support/sample-events';
import { nowMs } from '../support/stats';
import { appendAtSteadyRate } from '../support/steady-appends';
import { HelloWorldModule } from './hello-world.module';

export type ServerKind = 'app' | 'hello-world';

/** What the parent may ask the application's process to do while it serves (`BenchServer.ask`). */
export type ChildRequest =
  | { type: 'lag'; eventsPerSecond: number; durationMs: number }
  | { type: 'query-times'; queries: Record<string, FindQuery>; repeats: number };

export type ChildReply =
  | { type: 'lag'; lagsMs: number[]; achievedRate: number }
  | { type: 'query-times'; timesMs: Record<string, number[]> }
  | { type: 'failed'; error: string };

interface RunningServer {
  app: INestApplication;
  cleanUp(): Promise<void>;
}

const REDIS_URL = 'redis://127.0.0.1:6379';

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

/** The real application, configured as `npm start` runs it but silent, over a fresh database. */
async function startApplication(): Promise<RunningServer> {
  const database = await createBenchDatabase();
  const queuePrefix = `bench-${randomBytes(4).toString('hex')}`;
  const filesDir = mkdtempSync(join(tmpdir(), 'academy-bench-files-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    REDIS_URL,
    QUEUE_PREFIX: queuePrefix,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    ALLOW_AUTH_EMULATOR: 'true',
    FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-academy',
    PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000',
    // The orders section's buyers each place hundreds of orders a minute.
    USER_WRITE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'silent',
    FILES_DIR: filesDir,
    // The web section serves the built web app as production does.
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST, SOURCE_MAPS_PUBLIC: 'false' } : {}),
  });
  const cleanUp = async () => {
    await database.drop();
    await deleteKeysWithPrefix(queuePrefix);
    await rm(filesDir, { recursive: true, force: true });
  };
  try {
    const app = await createApp(config, createLogger(config.LOG_LEVEL));
    await app.init(); // starts the projections, so the registration below is read back at once
    await registerAdmin(app);
    await registerBuyers(app);
    await registerStudents(app);
    await seedCatalogue(app);
    await seedContactSubmissions(app);
    return { app, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Gives the parent's emulator user the admin role through the real command path. */
async function registerAdmin(app: INestApplication): Promise<void> {
  const uid = process.env.BENCH_ADMIN_UID;
  const email = process.env.BENCH_ADMIN_EMAIL;
  if (!uid || !email) throw new Error('BENCH_ADMIN_UID and BENCH_ADMIN_EMAIL are required');
  const personal = { name: 'Quản trị viên (bench)', email, phoneNumber: '', age: null, avatarUrl: null };
  await app
    .get(UserAccountRegistrar)
    .register({ uid, role: 'admin', personal, emailVerified: true, source: 'seed', registeredBy: null, registeredAt: new Date() });
}

/** The parent's emulator users listed in BENCH_BUYERS (JSON `[{ uid, email }]`) become students. */
async function registerBuyers(app: INestApplication): Promise<void> {
  const buyers = JSON.parse(process.env.BENCH_BUYERS ?? '[]') as Array<{ uid: string; email: string }>;
  const registrar = app.get(UserAccountRegistrar);
  for (const [n, { uid, email }] of buyers.entries()) {
    const personal = { name: `Học viên ${n + 1} (bench)`, email, phoneNumber: '', age: null, avatarUrl: null };
    await registrar.register({ uid, role: 'student', personal, emailVerified: true, source: 'seed', registeredBy: null, registeredAt: new Date() });
    await fundWallet(app, uid);
  }
}

/** BENCH_WALLET_FUNDS đồng in each buyer's main balance, as a paid deposit credits it. */
async function fundWallet(app: INestApplication, userId: string): Promise<void> {
  const amount = Number(process.env.BENCH_WALLET_FUNDS ?? 0);
  if (amount === 0) return;
  const at = new Date();
  const credit = { type: 'CreditDeposit', data: { userId, depositId: `bench-${userId}`, amount, at: at.toISOString() } } as const;
  await app.get(CommandBus).execute(new Decide(walletDecider, credit, { at }));
}

/** BENCH_STUDENTS students in the identity data (the admin's user list), through the real registration. */
async function registerStudents(app: INestApplication): Promise<void> {
  const count = Number(process.env.BENCH_STUDENTS ?? 0);
  const registrar = app.get(UserAccountRegistrar);
  const register = (n: number) => {
    const personal = { name: `Học viên số ${n + 1}`, email: `hoc.vien.${n + 1}@bench.hocvien.local`, phoneNumber: '', age: null, avatarUrl: null };
    return registrar.register({ uid: `bench-student-${n + 1}`, role: 'student', personal, emailVerified: n % 3 !== 0, source: 'seed', registeredBy: null, registeredAt: new Date() });
  };
  for (let n = 0; n < count; n += 10) await Promise.all(Array.from({ length: Math.min(10, count - n) }, (_, i) => register(n + i)));
}

/**
 * BENCH_CONTACT_SUBMISSIONS messages in the contact inbox, appended to the log as the contact form
 * first recorded them (`ContactMessageSubmitted`, which the inbox projection still reads): the
 * commands' own pace (a sealed copy and a read-your-writes wait each) would take most of an hour
 * for 100,000. Resolves once the inbox has caught up with all of them.
 */
async function seedContactSubmissions(app: INestApplication): Promise<void> {
  const count = Number(process.env.BENCH_CONTACT_SUBMISSIONS ?? 0);
  if (count === 0) return;
  const events = app.get(EVENT_STORE) as PostgresEventStore;
  let next = 0;
  let last: string | null = null;
  const writer = async () => {
    while (next < count) {
      next += 1;
      const event = contactMessageSubmitted();
      const { position } = await events.append(contactStreamId(submissionIdOf(event)), [event], 'no_stream');
      if (last === null || position > last) last = position;
    }
  };
  await Promise.all(Array.from({ length: 16 }, writer));
  const readYourWrites = app.get(ReadYourWrites);
  while (!(await readYourWrites.waitFor(last, ['ContactMessageSubmitted']))) {
    // The inbox is still catching up; each wait is bounded by READ_YOUR_WRITES_TIMEOUT_MS.
  }
}

/** BENCH_CATALOGUE_SIZE courses and as many tools, through the real commands, by the parent's admin. */
async function seedCatalogue(app: INestApplication): Promise<void> {
  const size = Number(process.env.BENCH_CATALOGUE_SIZE ?? 0);
  if (size === 0) return;
  const adminId = process.env.BENCH_ADMIN_UID as string;
  await seedDemoCatalogue(app, { adminId, instructorId: adminId }, largeDemoCatalogue(size));
}

async function answer(app: INestApplication, request: ChildRequest): Promise<ChildReply> {
  switch (request.type) {
    case 'lag':
      return { type: 'lag', ...(await measureLagHere(app, request.eventsPerSecond, request.durationMs)) };
    case 'query-times':
      return { type: 'query-times', timesMs: await timeQueries(app.get(READ_STORE), request.queries, request.repeats) };
  }
}

/**
 * Projection lag in the serving process itself: contact messages appended at a steady rate to
 * its event store, each timed from its append to the inbox projection's checkpoint passing it, as
 * the projection-lag section measures it, while the parent loads the API.
 */
async function measureLagHere(app: INestApplication, eventsPerSecond: number, durationMs: number): Promise<{ lagsMs: number[]; achievedRate: number }> {
  const probe = new LagProbe(app.get(ProjectionRunner));
  const projection = contactSubmissionsProjection.name;
  const achievedRate = await appendAtSteadyRate(app.get(EVENT_STORE) as PostgresEventStore, probe, {
    eventsPerSecond,
    durationMs,
    next: () => {
      const event = contactMessageSubmitted();
      return { streamId: contactStreamId(submissionIdOf(event)), event, projection };
    },
  });
  await probe.drained(10_000);
  return { lagsMs: probe.lagsMs, achievedRate };
}

/** The inbox's read-store query alone, one at a time: what a page costs when no cached answer holds. */
async function timeQueries(store: ReadStore, queries: Record<string, FindQuery>, repeats: number): Promise<Record<string, number[]>> {
  const rows = contactSubmissionRows(store);
  const timesMs: Record<string, number[]> = {};
  for (const [name, query] of Object.entries(queries)) {
    timesMs[name] = [];
    for (let i = 0; i < repeats; i++) {
      const started = nowMs();
      await rows.find(query);
      timesMs[name].push(nowMs() - started);
    }
  }
  return timesMs;
}

async function startHelloWorld(): Promise<RunningServer> {
  const app = await NestFactory.create<NestExpressApplication>(HelloWorldModule, { logger: false });
  app.setGlobalPrefix('api');
  return { app, cleanUp: async () => undefined };
}

async function main(): Promise<void> {
  const kind = process.argv[2] as ServerKind;
  const server = kind === 'app' ? await startApplication() : await startHelloWorld();
  await server.app.listen(0, '127.0.0.1');
  const { port } = server.app.getHttpServer().address() as AddressInfo;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.app.close();
    await server.cleanUp();
    process.exit(0);
  };
  process.on('message', (message: 'stop' | (ChildRequest & { id: string })) => {
    if (message === 'stop') return void stop();
    answer(server.app, message).then(
      (reply) => process.send?.({ ...reply, id: message.id }),
      (error: unknown) => process.send?.({ type: 'failed', error: error instanceof Error ? error.message : String(error), id: message.id }),
    );
  });
  // A parent that died without saying `stop` must not leave a server and its database behind.
  process.on('disconnect', () => void stop());
  process.send?.({ port });
}

main().catch((error: unknown) => {
  console.error('bench server failed:', error);
  process.exit(1);
});
