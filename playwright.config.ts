import { defineConfig, devices } from '@playwright/test';

// scripts/e2e.mjs picks a free port and a fresh data folder, then runs this config.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per run: runs started side by side must not delete each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx server/index.ts',
    url: `${baseURL}/api/common/slider/list`,
    env: { PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'production' },
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
