/**
 * The first page (issue 16, item 4), over the built web app (frontend/dist) served by the real
 * application with a seeded catalogue:
 * - the JavaScript `/` and `/courses` download before they are usable, in a fresh Chromium profile:
 *   every script the page fetched until its splash is gone, its main heading shows and the network
 *   is idle, summed as the build's gzip copies weigh (and as brotli, what Chromium took);
 * - Lighthouse (npm `lighthouse`, Debian's Chromium through CHROME_PATH, its default mobile
 *   settings: simulated 150 ms RTT, 1.6 Mbps, CPU slowed 4×): performance, accessibility and first
 *   contentful paint, the median of a few runs per page.
 */
import { execFile } from 'child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'fs';
import { join } from 'path';
import { chromium } from 'playwright-core';
import { startBenchServer } from '../http/bench-server';
import { createEmulatorUser, deleteEmulatorUser } from '../support/auth-emulator';
import { formatNumber, type ResultRow } from '../support/result-row';
import { median } from '../support/stats';

const ROOT = join(__dirname, '..', '..', '..');
const WEB_DIST = process.env.WEB_DIST ?? join(ROOT, 'frontend', 'dist');
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/courses'];
const CATALOGUE_SIZE = 24;
const JS_BUDGET_KB = 150;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_ATTEMPTS = 3;
/** Where to keep each Lighthouse report (JSON), to read its failing audits; none kept when unset. */
const LIGHTHOUSE_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
const SECTION = 'First page (built web app, mobile)';

const kb = (bytes: number) => `${formatNumber(bytes / 1024, 1)} KB`;

/** What a script weighs as the build's gzip (and brotli) copy, by its URL path. */
function compressedSizes(path: string): { gzip: number; br: number } {
  const file = join(WEB_DIST, path);
  const size = (suffix: string) => (existsSync(file + suffix) ? statSync(file + suffix).size : statSync(file).size);
  return { gzip: size('.gz'), br: size('.br') };
}

async function scriptsBeforeUsable(baseUrl: string): Promise<Map<string, { gzip: number; br: number; files: number }>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  const results = new Map<string, { gzip: number; br: number; files: number }>();
  try {
    for (const path of PAGES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.origin === baseUrl) scripts.add(url.pathname);
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.locator('#boot-splash').waitFor({ state: 'detached' });
      await page.locator('main h1, h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      let gzip = 0;
      let br = 0;
      for (const script of scripts) {
        const sizes = compressedSizes(script);
        gzip += sizes.gzip;
        br += sizes.br;
      }
      results.set(path, { gzip, br, files: scripts.size });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  fcpMs: number;
}

function keepReport(url: string, run: number, json: string): void {
  if (!LIGHTHOUSE_DIR) return;
  mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
  const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(join(LIGHTHOUSE_DIR, `${name}-${run + 1}.json`), json);
}

function lighthouseOnce(url: string, run: number): Promise<LighthouseScores> {
  const cli = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [cli, url, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance,accessibility', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      keepReport(url, run, stdout);
      const report = JSON.parse(stdout) as { categories: Record<string, { score: number }>; audits: Record<string, { numericValue: number }> };
      resolve({
        performance: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        fcpMs: report.audits['first-contentful-paint'].numericValue,
      });
    });
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again, not the whole bench lost. */
async function lighthouseRetried(url: string, run: number): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, run);
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      console.warn(`[bench] Lighthouse failed on ${url} (attempt ${attempt}), running it again: ${(error as Error).message.split('\n')[1] ?? ''}`);
    }
  }
}

async function lighthouse(url: string): Promise<LighthouseScores> {
  const runs: LighthouseScores[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await lighthouseRetried(url, run));
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
  };
}

const row = (measure: string, value: string, target: string, met: boolean): ResultRow => ({ section: SECTION, measure, value, baseline: '', ratio: null, target, met });

export async function benchFirstPage(): Promise<ResultRow[]> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error(`No web build at ${WEB_DIST}: npm run build -w frontend`);
  const admin = await createEmulatorUser('bench-web-admin');
  const app = await startBenchServer(
    'app',
    { BENCH_ADMIN_UID: admin.uid, BENCH_ADMIN_EMAIL: admin.email, BENCH_CATALOGUE_SIZE: String(CATALOGUE_SIZE), WEB_DIST },
    180_000,
  );
  try {
    const rows: ResultRow[] = [];
    const scripts = await scriptsBeforeUsable(app.baseUrl);
    for (const path of PAGES) {
      const { gzip, br, files } = scripts.get(path)!;
      rows.push(row(`\`${path}\`: JavaScript before the page is usable (gzip)`, `${kb(gzip)} in ${files} files (brotli ${kb(br)})`, `≤ ${JS_BUDGET_KB} KB`, gzip <= JS_BUDGET_KB * 1024));
    }
    for (const path of PAGES) {
      const scores = await lighthouse(`${app.baseUrl}${path}`);
      const runs = `median of ${LIGHTHOUSE_RUNS}`;
      rows.push(row(`\`${path}\`: Lighthouse performance (${runs})`, String(scores.performance), '≥ 95', scores.performance >= 95));
      rows.push(row(`\`${path}\`: Lighthouse accessibility (${runs})`, String(scores.accessibility), '≥ 95', scores.accessibility >= 95));
      rows.push(row(`\`${path}\`: first contentful paint (Lighthouse, ${runs})`, `${formatNumber(scores.fcpMs / 1000, 2)} s`, '< 1.8 s', scores.fcpMs < 1800));
    }
    return rows;
  } finally {
    await app.stop();
    await deleteEmulatorUser(admin);
  }
}
