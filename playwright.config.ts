import { defineConfig, devices } from '@playwright/test';
import { appServer, baseURL, launchOptions, pathsBaseURL, pathsPort, pathsSimulatorPort } from './tests/playwright.shared';

// Both browser suites in one run (docs/testing.md): the end-to-end specs (`tests/e2e`, project `e2e`) and
// the statechart path tests (`tests/paths/charts`, project `paths`), on one build of the app made with the
// test flags (the statechart viewer and the path gate, which stays shut unless a path test opens it). Each
// suite has its own server and database, so their bookings never meet; one pool of workers runs both, so
// neither waits for the other's slowest test. scripts/browser-tests.mjs picks the ports, the data folders
// and the build, then runs this config (`--project e2e` or `--project paths` for one suite).
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  // One folder per run: runs started side by side must not delete each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Prints each chart's path coverage before any browser starts, and stops the run when a state the paths
  // reach has no UI assertion.
  globalSetup: './tests/paths/coverage-report.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, on CI either: a test that passes only on a second try is a bug to fix (docs/testing.md).
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  // Service workers blocked: each new page would otherwise install the site's worker and precache its 130
  // files (1.3 MB), work no test but the offline one needs (tests/e2e/site-pages.spec.ts allows it).
  // Traces on a developer's machine only: recording one for every test (DOM snapshots and a screencast, kept
  // only when the test fails) cost 15 % of the suite's CPU on CI, whose clean clone is gone after the run. A CI
  // failure prints its error and the page's aria snapshot (error-context.md); replay it locally for the trace.
  use: { trace: process.env.CI ? 'off' : 'retain-on-failure', launchOptions, serviceWorkers: 'block' },
  // The paths first: their tests are the longest (up to 30 steps), so the short end-to-end tests fill the
  // workers at the end of the run instead of one long path keeping a worker busy while the other waits.
  projects: [
    {
      name: 'paths',
      testDir: 'tests/paths/charts',
      // Vitest owns the *.test.ts files next to them (the plan checked without a browser).
      testMatch: '*.spec.ts',
      // A gesture or an assertion that cannot be done in 5 s has failed: the page is local.
      expect: { timeout: 5_000 },
      use: { ...desktop, baseURL: pathsBaseURL, actionTimeout: 5_000 },
    },
    // 60 s, not 30: a journey with three travellers takes 20 to 30 s when two cores also run the paths.
    { name: 'e2e', testDir: 'tests/e2e', timeout: 60_000, use: { ...desktop, baseURL } },
  ],
  webServer: [
    appServer({ dataDir: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', databaseUrl: process.env.E2E_DATABASE_URL }),
    // The PEND paths pay at the ticket office, whose endpoints need a key.
    appServer({
      port: pathsPort,
      simulatorPort: pathsSimulatorPort,
      dataDir: process.env.PATHS_DATA_DIR ?? '.tmp/paths-data',
      databaseUrl: process.env.PATHS_DATABASE_URL,
      env: { OFFICE_API_KEY: process.env.OFFICE_API_KEY ?? 'path-tests-office' },
    }),
  ],
});
