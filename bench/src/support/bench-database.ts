import { randomBytes } from 'crypto';
import { Client } from 'pg';

/** The server's maintenance database; the machine's PostgreSQL trusts local connections. */
export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(sql: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database per benchmark (`bench_<unix time>_<hex>`), dropped afterwards. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `bench_${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Runs `body` against a fresh database and always drops it. */
export async function withBenchDatabase<T>(body: (url: string) => Promise<T>): Promise<T> {
  const database = await createBenchDatabase();
  try {
    return await body(database.url);
  } finally {
    await database.drop();
  }
}

const STALE_AFTER_SECONDS = 60 * 60;

/** Drops bench databases an interrupted run left behind more than an hour ago. */
export async function dropStaleBenchDatabases(): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'bench\\_%'");
    const now = Math.floor(Date.now() / 1000);
    for (const { datname } of rows) {
      const createdAt = Number(datname.split('_')[1]);
      if (Number.isFinite(createdAt) && now - createdAt > STALE_AFTER_SECONDS) {
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
  } finally {
    await client.end();
  }
}
