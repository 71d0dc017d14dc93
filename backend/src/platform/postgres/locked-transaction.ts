import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` in a transaction holding a transaction-level advisory lock named `lockName`, so
 * processes that start together create tables one after another: concurrent
 * `CREATE ... IF NOT EXISTS` can still collide in PostgreSQL's catalogue.
 */
export async function inLockedTransaction(pool: Pool, lockName: string, work: (client: PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1::text))', [lockName]);
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
