import { createApp } from './app';
import { loadConfig } from './platform/config/app-config';
import { createLogger } from './platform/logging/logger';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'api');
  const app = await createApp(config, logger);
  await app.listen(config.PORT, config.HOST);
  const exposure = { apiDocs: config.API_DOCS_ENABLED, sourceMaps: config.SOURCE_MAPS_PUBLIC, authEmulator: Boolean(config.FIREBASE_AUTH_EMULATOR_HOST) };
  logger.info({ url: `http://${config.HOST}:${config.PORT}`, eventStore: config.EVENT_STORE, readStore: config.READ_STORE, ...exposure }, 'API listening');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
