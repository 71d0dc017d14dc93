import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { loadConfig } from './platform/config/app-config';
import { createLogger } from './platform/logging/logger';

/**
 * `npm run worker`: BullMQ workers (and, unless RUN_PROJECTIONS=false, the projections) without
 * the HTTP server, for deployments that scale background work apart from the API.
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(), RUN_WORKERS: true };
  const logger = createLogger(config.LOG_LEVEL, 'worker');
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger), { logger: false });
  app.enableShutdownHooks();
  logger.info({ projections: config.RUN_PROJECTIONS }, 'worker running; SIGTERM finishes active jobs, then exits');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
