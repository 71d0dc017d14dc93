import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { loadConfig } from './platform/config/app-config';
import { createLogger } from './platform/logging/logger';
import { runParkCommand } from './platform/projections/park-command';
import { ProjectionControl } from './platform/projections/projection-control';

/**
 * `npm run projections:park -- --list`, or `-- <projection> <eventId> --by <name> --reason "<text>"`:
 * shows stalled projections and parked events, or parks the event a projection stalled at. The
 * running leader picks the parking up by itself within seconds; no restart needed.
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(), RUN_PROJECTIONS: false, RUN_WORKERS: false };
  const logger = createLogger(config.LOG_LEVEL, 'park');
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger), { logger: false });
  process.exitCode = await runParkCommand(process.argv.slice(2), app.get(ProjectionControl), (line) => console.log(line));
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
