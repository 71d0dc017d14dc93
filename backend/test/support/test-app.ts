import type { INestApplication, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { randomBytes } from 'crypto';
import express from 'express';
import { mkdtemp, rm } from 'fs/promises';
import type { AddressInfo } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Logger } from 'pino';
import { createApp } from '../../src/app';
import { AppModule } from '../../src/app.module';
import { MailCatcher } from '../../src/dev/mail-catcher';
import type { Clock } from '../../src/platform/clock/clock';
import { AppConfig, loadConfig } from '../../src/platform/config/app-config';
import { requestLogging } from '../../src/platform/http/request-logging.middleware';
import { createLogger } from '../../src/platform/logging/logger';
import { createTestDatabase, TestDatabase } from '../../src/platform/testing/test-database';

export interface TestApp {
  app: INestApplication;
  baseUrl: string;
  config: AppConfig;
  /** The app's mail server: a local mail catcher of its own; read what the app sent with `mail.waitFor`. */
  mail: MailCatcher;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The time the modules read (a `TestClock`); the system clock when absent. */
  clock?: Clock;
}

/**
 * The real application on a random port, over a fresh database and its own Redis key prefix.
 * `probes` are test-only controllers mounted beside it (see `createProbeApp`).
 */
export async function startTestApp(
  overrides: Partial<Record<keyof AppConfig, string>> = {},
  probes: Type[] = [],
  { clock }: TestAppOptions = {},
): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase('academy_e2e');
  // Uploaded files go to a folder of the test's own, never into the checkout's data/.
  const filesDir = await mkdtemp(join(tmpdir(), 'academy-e2e-files-'));
  // Mail goes to a catcher of the test's own, on free ports, as `npm start` sends it to its inbox.
  const mail = await MailCatcher.start();
  const config = loadConfig({
    FILES_DIR: filesDir,
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    ALLOW_AUTH_EMULATOR: 'true',
    FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-academy',
    PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000',
    USER_WRITE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'silent',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
    ...overrides,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const app = probes.length > 0 ? await createProbeApp(config, logger, probes, clock) : await createApp(config, logger, clock);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    mail,
    async close() {
      await app.close();
      await mail.stop();
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * The application's modules (guards, interceptors, error filter, stores) plus controllers that only
 * tests have, e.g. a route of an access level no real endpoint uses yet. The platform's behaviour
 * is tested through them; the request pipeline is the part of createApp that behaviour needs.
 */
async function createProbeApp(config: AppConfig, logger: Logger, probes: Type[], clock?: Clock): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config, logger, clock)], controllers: probes }).compile();
  const app = moduleRef.createNestApplication({ bodyParser: false });
  app.use(requestLogging(logger));
  app.use('/api', express.json({ limit: '100kb' }));
  app.setGlobalPrefix('api');
  return app;
}
