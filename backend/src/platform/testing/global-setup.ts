import { Client } from 'pg';
import { TEST_POSTGRES_URL } from './test-database';

/** Drops databases left behind by test runs that were killed before they could clean up. */
export default async function globalSetup(): Promise<void> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'academy\\_test\\_%' OR datname LIKE 'academy\\_e2e\\_%'",
  );
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  await client.end();
}
