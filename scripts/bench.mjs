// `npm run bench`: builds contracts, backend and the bench (bench/), starts the Firebase Auth
// emulator unless one is running, then runs bench/dist/main.js, which measures everything in one
// run and writes the table into docs/benchmarks.md. `--no-build` reuses the existing backend build;
// section names (appends, lag, handlers, rebuild, http, orders, faces, web, marketing) run only those and leave the document alone.
// The web section measures the built web app (frontend/dist): built here too unless --no-build.
import { join } from 'node:path';
import { checkServices, EMULATOR_HOST, PROJECT_ID, ROOT, run, startAuthEmulator } from './lib/stack.mjs';

const log = (message) => console.log(`[bench] ${message}`);
const skipBuild = process.argv.includes('--no-build');
const sections = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

async function build() {
  if (skipBuild) {
    log('--no-build: using the existing contracts and backend builds');
  } else {
    log('building contracts and backend');
    await run('npm', ['run', 'build', '-w', 'contracts', '--silent']);
    await run('npm', ['run', 'build', '-w', 'backend', '--silent']);
    if (sections.length === 0 || sections.includes('web')) await run('npm', ['run', 'build', '-w', 'frontend', '--silent']);
  }
  log('building the bench');
  await run('npx', ['tsc', '-p', 'bench']);
}

async function main() {
  await checkServices();
  await build();
  const stopEmulator = await startAuthEmulator(log);
  try {
    await run(process.execPath, [join(ROOT, 'bench/dist/main.js'), ...sections], {
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, FIREBASE_PROJECT_ID: PROJECT_ID },
    });
  } finally {
    await stopEmulator();
  }
}

main().catch((error) => {
  console.error(`[bench] ${error.message}`);
  process.exit(1);
});
