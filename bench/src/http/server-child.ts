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
import { Decide, UserAccountRegistrar, createApp, createLogger, largeDemoCatalogue, loadConfig, seedDemoCatalogue, walletDecider } from '../backend';
import { createBenchDatabase } from '../support/bench-database';
import { HelloWorldModule } from './hello-world.module';

export type ServerKind = 'app' | 'hello-world';

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
    await seedCatalogue(app);
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

/** BENCH_CATALOGUE_SIZE courses and as many tools, through the real commands, by the parent's admin. */
async function seedCatalogue(app: INestApplication): Promise<void> {
  const size = Number(process.env.BENCH_CATALOGUE_SIZE ?? 0);
  if (size === 0) return;
  const adminId = process.env.BENCH_ADMIN_UID as string;
  await seedDemoCatalogue(app, { adminId, instructorId: adminId }, largeDemoCatalogue(size));
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
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  // A parent that died without saying `stop` must not leave a server and its database behind.
  process.on('disconnect', () => void stop());
  process.send?.({ port });
}

main().catch((error: unknown) => {
  console.error('bench server failed:', error);
  process.exit(1);
});
