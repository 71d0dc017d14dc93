// `npm start`: the whole product on this machine with demo data: the Firebase Auth emulator, the
// API with its projections and workers, the web app (served by the API), and demo accounts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { checkServices, EMULATOR_HOST, ensureDatabase, PROJECT_ID, ROOT, run, startAuthEmulator, startMailCatcher, waitFor } from './lib/stack.mjs';

const PORT = process.env.PORT ?? '3000';
const DATABASE = 'academy';
const log = (message) => console.log(`[start] ${message}`);

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PORT,
  DATABASE_URL: process.env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
  FIREBASE_PROJECT_ID: PROJECT_ID,
  FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
  // The backend refuses the emulator host without this consent (firebase-admin then accepts unsigned tokens).
  ALLOW_AUTH_EMULATOR: 'true',
  WEB_DIST: join(ROOT, 'frontend/dist'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

async function main() {
  await checkServices();
  await ensureDatabase(DATABASE);
  // The emulator keeps its accounts beside the database's demo profiles, run after run.
  const stopEmulator = await startAuthEmulator(log, { keepIn: join(ROOT, 'data/auth-emulator') });
  log('building contracts, API and web app…');
  await run('npm', ['run', 'build', '--silent']);
  // Every email the app sends lands in this local inbox, kept in data/mail between runs.
  const mail = await startMailCatcher(log, { keepIn: join(ROOT, 'data/mail') });
  Object.assign(env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.smtpPort), PUBLIC_WEB_URL: `http://127.0.0.1:${PORT}` });
  const api = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], { cwd: ROOT, env, stdio: 'inherit' });
  const shutdown = async () => {
    api.kill('SIGTERM');
    await mail.stop();
    await stopEmulator();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  api.once('exit', async (code) => {
    await mail.stop();
    await stopEmulator();
    process.exit(code ?? 1);
  });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => null))?.ok === true, 'the API');
  await run(process.execPath, [join(ROOT, 'backend/dist/seed/seed-demo.js')], { env });
  const { DEMO_ACCOUNTS } = await import(join(ROOT, 'backend/dist/seed/demo-accounts.js'));
  console.log(`
  Học viện Marketing Thực Chiến is running:
    Web app      http://127.0.0.1:${PORT}/
    Admin        http://127.0.0.1:${PORT}/admin/login
    API docs     http://127.0.0.1:${PORT}/api/docs
    Health       http://127.0.0.1:${PORT}/api/health
    Mail inbox   ${mail.webUrl}   (every email the app sends, e.g. receipts)
    Pay an order npm run bank:transfer -- <order code> <amount>   (the bank simulator)

  Demo accounts (email / password):
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(11)} ${a.email} / ${a.password}`).join('\n')}

  Press Ctrl+C to stop.
`);
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  process.exit(1);
});
