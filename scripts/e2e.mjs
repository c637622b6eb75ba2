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
buildUnlessSkipped();
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
const port = await freePort();
const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const run = spawnSync('npx', ['playwright', 'test', ...args], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(run.status ?? 1);
