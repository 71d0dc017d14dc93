// `npm test`: every check and test. Architecture rules, type checks, the web build the browser
// tests load, then all jest projects with the Firebase Auth emulator running. Ends with one line
// 'N passed, N failed, N skipped' read by CI.
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkServices, EMULATOR_HOST, PROJECT_ID, ROOT, run, startAuthEmulator } from './lib/stack.mjs';
import { ensureBrowser } from './lib/system-packages.mjs';

const log = (message) => console.log(`[test] ${message}`);
const jestArgs = process.argv.slice(2);

async function main() {
  await checkServices();
  await ensureBrowser(log);
  // QUICK_TEST=1 runs only the named jest files (a focused run while working); CI never sets it.
  if (process.env.QUICK_TEST !== '1') await checksAndBuild();
  const stopEmulator = await startAuthEmulator(log);
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  const resultsFile = join(ROOT, 'test-results/jest.json');
  let failed = false;
  try {
    await run('npx', ['jest', '--json', `--outputFile=${resultsFile}`, ...jestArgs], {
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, FIREBASE_PROJECT_ID: PROJECT_ID, WEB_DIST: join(ROOT, 'frontend/dist') },
    });
  } catch {
    failed = true;
  } finally {
    await stopEmulator();
  }
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  printSkipped(results);
  const skipped = results.numPendingTests + results.numTodoTests;
  console.log(`\n${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`);
  if (failed || !results.success) process.exit(1);
}

async function checksAndBuild() {
  log('architecture boundaries (dependency-cruiser)');
  await run('npx', ['depcruise', '--config', '.dependency-cruiser.cjs', 'backend/src', 'frontend/src', 'contracts/src']);
  log('type checks');
  await run('npm', ['run', 'typecheck', '--silent']);
  log('web app build for the browser tests');
  await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(ROOT, 'frontend') });
}

/** Jest drops the console output of a skipped file: name each skipped test, whose title says why. */
function printSkipped(results) {
  const skipped = results.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'pending' || test.status === 'todo').map((test) => test.fullName),
  );
  for (const name of skipped) console.log(`[test] skipped: ${name}`);
}

main().catch((error) => {
  console.error(`[test] ${error.message}`);
  process.exit(1);
});
