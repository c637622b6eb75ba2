// Prints the gzip size of the JavaScript the home route loads first (docs/rules/performance-budgets.md#homes-first-javascript: 130 KB).
// It builds the app, serves it with a fresh embedded database, opens / in Chromium and sums every
// script the page fetched until the network went idle — what a first-time visitor really downloads,
// not a guess from the chunk graph.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { buildUnlessSkipped } from '../scripts/build-app.mjs';
import { freePort } from '../scripts/free-port.mjs';

const BUDGET_KB = 130;
const executablePath = ensureChromium();
const runDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
const distDir = buildUnlessSkipped(process.argv, join(runDir, 'dist'));
const dataDir = join(runDir, 'data');
const port = await freePort();
const server = spawn('node', ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'production' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;

try {
  await waitFor(`${base}/`);
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await browser.close();

  scripts.sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  console.log('gzip KB   raw KB   script');
  for (const s of scripts) console.log(`${kb(s.gzip)}  ${kb(s.raw)}   ${s.url}`);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`\nHome route initial JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files (budget ${BUDGET_KB} KB)`);
  if (total / 1024 > BUDGET_KB) {
    console.error('Over budget.');
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  rmSync(runDir, { recursive: true, force: true });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Server did not answer at ${url}`);
}
