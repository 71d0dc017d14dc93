// Starts the local pieces the product needs on one machine: the Firebase Auth emulator and the
// databases. PostgreSQL and Redis are expected to run already (see README).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-academy';
export const EMULATOR_HOST = '127.0.0.1:9099';

export function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export async function waitFor(check, what, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Fails early, in plain words, when PostgreSQL or Redis is not running. */
export async function checkServices() {
  const missing = [];
  if (!(await portOpen(5432))) missing.push('PostgreSQL on 127.0.0.1:5432');
  if (!(await portOpen(6379))) missing.push('Redis on 127.0.0.1:6379');
  if (missing.length) throw new Error(`Not running: ${missing.join(', ')}. Start them first (README, "Requirements").`);
}

export async function ensureDatabase(name, adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres') {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
}

/**
 * Starts the Auth emulator unless one already listens; returns a stop function. With `keepIn` (a
 * folder) the accounts are imported from it at start and exported to it on stop, so they outlive
 * the emulator as the database does; without it every start is empty (tests).
 */
export async function startAuthEmulator(log = () => {}, { keepIn } = {}) {
  if (await portOpen(9099)) {
    log('Firebase Auth emulator already running on 127.0.0.1:9099 (its accounts are kept only if it keeps them)');
    return async () => {};
  }
  const keep = keepIn ? ['--import', keepIn, '--export-on-exit', keepIn] : [];
  if (keepIn) mkdirSync(keepIn, { recursive: true });
  const child = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'), 'emulators:start', '--only', 'auth', '--project', PROJECT_ID, ...keep],
    { cwd: ROOT, env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitFor(() => portOpen(9099), 'the Firebase Auth emulator'),
    exited.then(() => {
      throw new Error(`Firebase Auth emulator exited:\n${output}`);
    }),
  ]);
  log('Firebase Auth emulator running on 127.0.0.1:9099');
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGINT');
    // The export on exit needs a few seconds; a kill before it ends loses this run's new accounts.
    await Promise.race([exited, new Promise((r) => setTimeout(r, keepIn ? 20_000 : 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  // Once only: a second SIGINT makes the emulator skip its export and exit at once.
  let stopping;
  return () => (stopping ??= stop());
}

/**
 * Starts the local mail catcher (built into backend/dist by `npm run build`): SMTP on 1025 and its
 * web inbox on 1080, or free ports when those are taken. With `keepIn` (a folder) the messages
 * outlive a restart. Returns the catcher: `smtpPort`, `webUrl`, `stop()`.
 */
export async function startMailCatcher(log = () => {}, { keepIn, smtpPort = 1025, webPort = 1080 } = {}) {
  const { MailCatcher } = await import(join(ROOT, 'backend/dist/dev/mail-catcher.js'));
  let catcher;
  try {
    catcher = await MailCatcher.start({ smtpPort, webPort, folder: keepIn });
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    catcher = await MailCatcher.start({ smtpPort: 0, webPort: 0, folder: keepIn });
  }
  log(`local mail inbox on ${catcher.webUrl} (SMTP on 127.0.0.1:${catcher.smtpPort})`);
  return catcher;
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
