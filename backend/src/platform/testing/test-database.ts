import { randomBytes } from 'crypto';
import { Client } from 'pg';

/** Where tests find PostgreSQL; the machine's server trusts local connections. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A fresh, empty PostgreSQL database for one test suite, so suites can run in parallel. */
export async function createTestDatabase(prefix = 'academy_test'): Promise<TestDatabase> {
  // The creation time in the name lets global setup clear leftovers without touching live runs.
  const name = `${prefix}_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(TEST_POSTGRES_URL, name),
    async drop() {
      const client = new Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
