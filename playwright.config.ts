import { defineConfig } from '@playwright/test';
import { appServer, baseURL, chromium, launchOptions } from './tests/playwright.shared';

// scripts/e2e.mjs picks a free port and a fresh data folder, then runs this config.
export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per run: runs started side by side must not delete each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // On CI (2 cores shared by the server, Chromium and two workers) a test that fails is run once more;
  // one that passes only then is listed as flaky in the report, to be fixed, not ignored (docs/testing.md).
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: chromium,
  webServer: appServer({ dataDir: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data' }),
});
