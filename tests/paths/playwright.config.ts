import { defineConfig, devices } from '@playwright/test';

// The browser path tests (`npm run test:paths`, docs/testing.md). scripts/paths.mjs builds the app
// with the path gate (VITE_PATH_GATE=true), picks a free port and a fresh data folder, then runs
// this config. Every path is one test named after its events.
const port = Number(process.env.E2E_PORT ?? 3200);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/paths-data';
const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'charts',
  // Vitest owns the *.test.ts files next to them (the plan checked without a browser).
  testMatch: '*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../test-results/paths',
  globalSetup: './coverage-report.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  // A gesture or an assertion that cannot be done in 5 s has failed: the page is local.
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    actionTimeout: 5_000,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx server/index.ts',
    cwd: '../..',
    url: `${baseURL}/api/common/slider/list`,
    env: { PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'production', OFFICE_API_KEY: process.env.OFFICE_API_KEY ?? 'path-tests-office' },
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
