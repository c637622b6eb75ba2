// Lighthouse (mobile, performance) on the built app with the system Chromium (docs/rules/performance-budgets.md#lighthouse:
// score ≥ 95, LCP ≤ 1.8 s, CLS < 0.05). Builds the app (or `--no-build`: ./dist), serves it with a
// fresh embedded database, and prints score, FCP, LCP, TBT, CLS and the JavaScript each page loaded.
// The seat map needs a booking in progress: a user flow drives one there (lighthouse-seat-map.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildUnlessSkipped } from '../scripts/build-app.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { lighthouseDeps } from './lighthouse-deps.mjs';
import { measureSeatMap } from './lighthouse-seat-map.mjs';

const { chromeLauncher, lighthouse } = await lighthouseDeps();

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
// `--json=DIR` keeps each report (Lighthouse's JSON) in DIR, for a closer look.
const jsonDir = process.argv.find((arg) => arg.startsWith('--json='))?.slice(7);
if (jsonDir) mkdirSync(jsonDir, { recursive: true });
const ALL_PAGES = [
  ['home', '/'],
  ['content (tarifas)', '/tarifas'],
  ['content, English', '/tarifas?lang=en'],
  ['landing (boletos-a-sayulita)', '/boletos-a-sayulita'],
  ['booking start (/reservacion)', '/reservacion'],
  ['tours catalogue (/tours)', '/tours'],
  ['a tour (/tours/detalle/islas-marietas)', '/tours/detalle/islas-marietas'],
];
// `--only=/reservacion` measures one page, `--only=seats` the seat map alone.
const PAGES = only ? ALL_PAGES.filter(([, path]) => path === only) : ALL_PAGES;
const SEAT_MAP = !only || only === 'seats';
const BUDGET = { score: 95, lcp: 1800, cls: 0.05 };

const runDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const distDir = buildUnlessSkipped(process.argv, join(runDir, 'dist'));
const port = await freePort();
const server = spawn('node', ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: join(runDir, 'data'), DIST_DIR: distDir, NODE_ENV: 'production' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
const CHROME = {
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

let failed = false;
try {
  await waitFor(`${base}/`);
  console.log('page                                      score   FCP ms   LCP ms   TBT ms    CLS   JS KB (transfer)');
  for (const [name, path] of PAGES) failed = !report(name, await measurePage(`${base}${path}`)) || failed;
  if (SEAT_MAP) {
    const steps = await withChrome((chrome) => measureSeatMap(base, chrome.port));
    for (const [name, lhr] of steps) failed = !report(name, lhr) || failed;
  }
} finally {
  server.kill('SIGTERM');
  rmSync(runDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;

/**
 * Runs `use` on a Chromium of its own: chrome-launcher gives each launch a new, empty profile (no HTTP
 * cache, storage, service worker or cookies of an earlier page), so every page is measured as a
 * first-time visitor's, whatever ran before it.
 */
async function withChrome(use) {
  const chrome = await chromeLauncher.launch(CHROME);
  try {
    return await use(chrome);
  } finally {
    await chrome.kill();
  }
}

/**
 * One page, as a first-time visitor (a fresh Chromium; Lighthouse also clears the origin's storage and
 * cache before navigating). Lighthouse sometimes misses the navigation's start on this loaded machine
 * (NO_NAVSTART, seen on /tarifas?lang=en): that page is measured once more, in another fresh Chromium.
 */
async function measurePage(url) {
  // Lighthouse's default mobile emulation and simulated throttling (Moto G Power, slow 4G).
  const run = () => withChrome(async (chrome) => (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })).lhr);
  const lhr = await run();
  if (lhr.runtimeError?.code !== 'NO_NAVSTART') return lhr;
  console.log(`${url}: Lighthouse missed the navigation's start (NO_NAVSTART); measuring it once more`);
  return run();
}

/** Prints one measured page (or flow step); false when it is over budget. A timespan has no score, FCP or LCP. */
function report(name, lhr) {
  if (jsonDir) writeFileSync(join(jsonDir, `${name.replace(/[^\w]+/g, '-')}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) console.log(`${name}: Lighthouse could not measure it: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const timespan = lhr.gatherMode === 'timespan';
  const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
  const lcp = audit('largest-contentful-paint');
  const cls = audit('cumulative-layout-shift');
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const jsKb = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? 'a node since removed';
  const ok = timespan ? cls < BUDGET.cls : score >= BUDGET.score && lcp <= BUDGET.lcp && cls < BUDGET.cls;
  const number = (value, digits = 0) => (Number.isNaN(value) ? '—' : value.toFixed(digits));
  console.log(
    `${name.padEnd(40)} ${(timespan ? '—' : String(score)).padStart(5)} ${number(audit('first-contentful-paint')).padStart(8)} ${number(lcp).padStart(8)} ${number(audit('total-blocking-time')).padStart(8)} ${number(cls, 3).padStart(6)} ${jsKb.toFixed(1).padStart(8)} (${scripts.length} files)${timespan ? '' : `  LCP: ${lcpElement}`}${ok ? '' : '  OVER BUDGET'}`,
  );
  return ok;
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Server did not answer at ${url}`);
}
