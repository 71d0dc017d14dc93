import type { Pool } from 'pg';

/**
 * Ends a pool and waits until its connections have closed. `pool.end()` resolves as soon as it has
 * asked them to: a `DROP DATABASE … WITH (FORCE)` right after would terminate connections still
 * open, and their error, raised on a pool with no listener, would crash the bench.
 */
export async function closePool(pool: Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}
