import { Client } from 'pg';
import { TEST_POSTGRES_URL } from './test-database';

const STALE_AFTER_SECONDS = 3 * 60 * 60;

/** Drops databases left behind hours ago by test runs that were killed before they could clean up. */
export default async function globalSetup(): Promise<void> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'academy\\_test\\_%' OR datname LIKE 'academy\\_e2e\\_%'",
  );
  const now = Math.floor(Date.now() / 1000);
  for (const { datname } of rows) {
    const createdAt = creationTimeOf(datname);
    if (createdAt !== null && now - createdAt < STALE_AFTER_SECONDS) continue;
    await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  await client.end();
}

/**
 * The creation time createTestDatabase writes into a name (`<prefix>_<unix seconds>_<hex>`): the
 * first part of ten digits, whatever the prefix holds (`academy_test_projection_…`), so a live
 * run's database is never taken for a leftover. Null for names without one (dropped as stale).
 */
export function creationTimeOf(name: string): number | null {
  const part = name.split('_').find((piece) => /^\d{10}$/.test(piece));
  return part === undefined ? null : Number(part);
}
