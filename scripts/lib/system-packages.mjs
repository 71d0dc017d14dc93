// The Debian packages the tests need beyond what this kind of machine ships: Chromium for the
// browser tests and a font with Vietnamese glyphs for their screenshots. Installed by the test
// command itself, so `npm ci && npm test` is the whole set-up on a fresh machine.
import { existsSync } from 'node:fs';
import { run } from './stack.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PACKAGES = ['chromium', 'fonts-noto-core'];
const INSTALL = `apt-get update && apt-get install -y ${PACKAGES.join(' ')}`;

/** Installs Chromium when it is missing; without root, stops before any test with the command to run. */
export async function ensureBrowser(log) {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM}. Install it once, then run the tests again:\n  sudo sh -c '${INSTALL}'`);
  }
  log(`Chromium is missing: installing ${PACKAGES.join(', ')} from Debian`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', ...PACKAGES], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!existsSync(CHROMIUM)) throw new Error(`Installed ${PACKAGES.join(', ')} but found no Chromium at ${CHROMIUM}.`);
}
