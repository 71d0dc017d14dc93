import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule, allProjections } from './app.module';
import { loadConfig } from './platform/config/app-config';
import { createLogger } from './platform/logging/logger';
import { ProjectionRunner } from './platform/projections/projection-runner';

/**
 * `npm run projections:rebuild [name…]`: empties the read models and replays the whole log into
 * them. Stop the process that runs projections first (or run this while it is down).
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(), RUN_PROJECTIONS: false, RUN_WORKERS: false };
  const logger = createLogger(config.LOG_LEVEL, 'rebuild');
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger), { logger: false });
  const runner = app.get(ProjectionRunner);
  const wanted = process.argv.slice(2);
  for (const projection of allProjections.filter((p) => wanted.length === 0 || wanted.includes(p.name))) {
    const started = Date.now();
    const applied = await runner.rebuild(projection);
    console.log(`${projection.name}: rebuilt from ${applied} events in ${Date.now() - started} ms`);
  }
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
