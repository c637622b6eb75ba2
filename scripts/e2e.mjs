// Runs the Playwright suite against the built app: a fresh embedded database in a temporary
// folder and a free port, so runs never collide with `npm start` or with each other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildUnlessSkipped } from './build-app.mjs';
import { freePort } from './free-port.mjs';

const chromium = ensureChromium();
// The build under test includes the offline statechart viewer and the site's live feed to it
// (tests/e2e/statechart-viewer.spec.ts); `VITE_STATECHARTS=false` leaves them out.
process.env.VITE_STATECHARTS ??= 'true';
const runDir = mkdtempSync(join(tmpdir(), 'e2e-'));
const distDir = buildUnlessSkipped(process.argv, join(runDir, 'dist'));
const dataDir = join(runDir, 'data');
const port = await freePort();
const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const run = spawnSync('npx', ['playwright', 'test', ...args], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, E2E_DIST_DIR: distDir, E2E_OUTPUT_DIR: join('test-results', `run-${process.pid}`) },
});
rmSync(runDir, { recursive: true, force: true });
process.exit(run.status ?? 1);
