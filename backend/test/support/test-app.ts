import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'crypto';
import type { AddressInfo } from 'net';
import { createApp } from '../../src/app';
import { AppConfig, loadConfig } from '../../src/platform/config/app-config';
import { createLogger } from '../../src/platform/logging/logger';
import { createTestDatabase, TestDatabase } from '../../src/platform/testing/test-database';

export interface TestApp {
  app: INestApplication;
  baseUrl: string;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real application on a random port, over a fresh database and its own Redis key prefix. */
export async function startTestApp(overrides: Partial<Record<keyof AppConfig, string>> = {}): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase('academy_e2e');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-academy',
    PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const app = await createApp(config, createLogger(config.LOG_LEVEL));
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
