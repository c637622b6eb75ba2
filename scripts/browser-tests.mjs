// Runs both browser suites (playwright.config.ts: the end-to-end specs and the statechart path tests) in the
// system Chromium, against the built app: two servers, each on a free port with a fresh embedded database in a
// temporary folder, so runs never collide with `npm start` or with each other. Arguments go to Playwright
// (`--project e2e`, `--project paths`, `-g "title"`). The app is built with the test flags into the run's
// folder, unless TEST_DIST_DIR names a build made with them (scripts/test.mjs builds once for every suite)
// or `--no-build` serves ./dist.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureTestChromium } from './ensure-chromium.mjs';
import { buildUnlessSkipped, testBuildFlags } from './build-app.mjs';
import { freePort } from './free-port.mjs';

const chromium = ensureTestChromium();
const runDir = mkdtempSync(join(tmpdir(), 'browser-'));
const distDir = resolve(process.env.TEST_DIST_DIR ?? buildUnlessSkipped(process.argv, join(runDir, 'dist'), testBuildFlags));
const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const e2ePort = await freePort();
// With FREE_PORT set, the path tests' server takes the next port, and each server's partner simulator the two after.
const pathsPort = process.env.FREE_PORT ? e2ePort + 1 : await freePort();
// Each server starts its own partner simulator (server/partners/octo-simulator) on a port the tests know, so the
// adventures' tests can switch it into a failure mode (PUT /_simulator/mode with its key).
const e2eSimulatorPort = process.env.FREE_PORT ? e2ePort + 2 : await freePort();
const pathsSimulatorPort = process.env.FREE_PORT ? e2ePort + 3 : await freePort();
const databases = await throwAwayDatabases(process.env.BROWSER_TESTS_ENGINE === 'postgresql' ? process.env.TEST_DATABASE_URL : undefined);
const run = spawnSync('npx', ['playwright', 'test', ...args], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(e2ePort),
    PATHS_PORT: String(pathsPort),
    E2E_SIMULATOR_PORT: String(e2eSimulatorPort),
    PATHS_SIMULATOR_PORT: String(pathsSimulatorPort),
    E2E_DATA_DIR: join(runDir, 'e2e-data'),
    PATHS_DATA_DIR: join(runDir, 'paths-data'),
    E2E_DIST_DIR: distDir,
    E2E_OUTPUT_DIR: resolve('test-results', `run-${process.pid}`),
    ...(databases ? { E2E_DATABASE_URL: databases.e2e, PATHS_DATABASE_URL: databases.paths } : {}),
  },
});
await databases?.drop();
rmSync(runDir, { recursive: true, force: true });
process.exit(run.status ?? 1);

/** One empty database per suite's server on the PostgreSQL `adminUrl` names (each server migrates and seeds its own). */
async function throwAwayDatabases(adminUrl) {
  if (!adminUrl) return undefined;
  const { default: pg } = await import('pg');
  const names = { e2e: `browser_e2e_${process.pid}`, paths: `browser_paths_${process.pid}` };
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      for (const name of Object.values(names)) await client.query(sql(name));
    } finally {
      await client.end();
    }
  };
  await admin((name) => `drop database if exists ${name} with (force)`);
  await admin((name) => `create database ${name}`);
  const urlOf = (name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  console.log(`Browser suites on PostgreSQL: ${names.e2e} and ${names.paths} on ${new URL(adminUrl).host}`);
  return { e2e: urlOf(names.e2e), paths: urlOf(names.paths), drop: () => admin((name) => `drop database if exists ${name} with (force)`).catch(() => undefined) };
}
