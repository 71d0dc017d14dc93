import { MongoReadStore } from './mongo-read-store';
import { PostgresReadStore } from './postgres-read-store';
import type { ReadStore } from './read-store.port';

export interface ReadStoreConfig {
  adapter: 'postgres' | 'mongodb';
  postgresUrl?: string;
  mongoUrl?: string;
  mongoDb?: string;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`Read store configuration is missing ${name}`);
  return value;
}

/** Connects the read-model adapter chosen by configuration. */
export async function createReadStore(config: ReadStoreConfig): Promise<ReadStore> {
  const adapter = config.adapter;
  switch (adapter) {
    case 'postgres':
      return PostgresReadStore.connect(required(config.postgresUrl, 'postgresUrl'));
    case 'mongodb':
      return MongoReadStore.connect(required(config.mongoUrl, 'mongoUrl'), required(config.mongoDb, 'mongoDb'));
    default: {
      const unknown: never = adapter;
      throw new Error(`Unknown read store adapter: ${String(unknown)}`);
    }
  }
}
