// `npm run test:paths`: the statechart path tests in Chromium against the real server
// (docs/testing.md). The app is built with the path gate (VITE_PATH_GATE=true), which lets a test
// decide when each actor call of the chart under test goes on; everything else is the production
// build. A fresh embedded database in a temporary folder and a free port, as for the e2e suite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildUnlessSkipped } from './build-app.mjs';
import { freePort } from './free-port.mjs';

const chromium = ensureChromium();
const runDir = mkdtempSync(join(tmpdir(), 'paths-'));
const distDir = resolve(buildUnlessSkipped(process.argv, join(runDir, 'dist'), { VITE_PATH_GATE: 'true' }));
const port = await freePort();
const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const run = spawnSync('npx', ['playwright', 'test', '--config', 'tests/paths/playwright.config.ts', ...args], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(port),
    E2E_DATA_DIR: join(runDir, 'data'),
    E2E_DIST_DIR: distDir,
    E2E_OUTPUT_DIR: resolve('test-results', `paths-${process.pid}`),
  },
});
rmSync(runDir, { recursive: true, force: true });
process.exit(run.status ?? 1);
