import { defineConfig } from '@playwright/test';
import { appServer, baseURL, chromium, launchOptions } from '../playwright.shared';

// The browser path tests (`npm run test:paths`, docs/testing.md). scripts/paths.mjs builds the app
// with the path gate (VITE_PATH_GATE=true), picks a free port and a fresh data folder, then runs
// this config. Every path is one test named after its events.
export default defineConfig({
  testDir: 'charts',
  // Vitest owns the *.test.ts files next to them (the plan checked without a browser).
  testMatch: '*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../test-results/paths',
  globalSetup: './coverage-report.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // On CI (2 cores shared by the server, Chromium and the test runner) a test that fails is run once more;
  // one that passes only then is listed as flaky in the report, to be fixed, not ignored (docs/testing.md).
  retries: process.env.CI ? 1 : 0,
  // Two browsers on CI, as the e2e suite. The reservation paths that reload the schedules after a declined
  // card used to lose their first 'Continuar' with two: the revealed decline pulled the page back from the
  // scroll to the button (fixed in src/components/feedback/reveal.ts, proven by refusals-in-view.spec.ts).
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  // A gesture or an assertion that cannot be done in 5 s has failed: the page is local.
  expect: { timeout: 5_000 },
  use: { baseURL, actionTimeout: 5_000, trace: 'retain-on-failure', launchOptions },
  projects: chromium,
  // The PEND paths pay at the ticket office, whose endpoints need a key.
  webServer: appServer({
    cwd: '../..',
    dataDir: process.env.E2E_DATA_DIR ?? '.tmp/paths-data',
    env: { OFFICE_API_KEY: process.env.OFFICE_API_KEY ?? 'path-tests-office' },
  }),
});
