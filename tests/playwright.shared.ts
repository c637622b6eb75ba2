import type { PlaywrightTestConfig } from '@playwright/test';

// What the two browser suites of playwright.config.ts (the end-to-end specs and the browser path tests)
// share: the system Chromium (never a downloaded one) and the built app served by the real server on the
// ports, data folders and build that scripts/browser-tests.mjs chose.

/** The end-to-end suite's server, and the browser path tests' own (each its own database). */
export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
export const pathsPort = Number(process.env.PATHS_PORT ?? 3101);
export const pathsBaseURL = `http://127.0.0.1:${pathsPort}`;

/**
 * Each server's partner simulator (the OCTO partner `npm start` runs beside the site when none is configured), on a
 * port and with a key the tests know: the adventures' tests switch it into its failure modes (tests/e2e/support/
 * partner-simulator.ts). Test servers only: a deployment configures a real partner, or a simulator of its own.
 */
export const simulatorPort = Number(process.env.E2E_SIMULATOR_PORT ?? 3102);
export const pathsSimulatorPort = Number(process.env.PATHS_SIMULATOR_PORT ?? 3103);
export const SIMULATOR_KEY = 'browser-tests-partner-key';


export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * The suites are one client (127.0.0.1) playing hundreds of travellers, each searching and checking codes:
 * the per-client rate limits (decision 018, proven in tests/server/rate-limits.test.ts) are lifted for them.
 */
const browserSuiteLimits = {
  RATE_LIMIT_RESERVATION_CREATES: '1000000/60',
  RATE_LIMIT_PROMOTIONAL_CODES: '1000000/60',
  RATE_LIMIT_LOOKUP_FAILURES: '1000000/60',
  RATE_LIMIT_LOOKUPS: '1000000/60',
  // The e2e specs ask a code for the same reservation more than once (tests/e2e/itinerary*.spec.ts).
  RATE_LIMIT_PROOF_CODES: '1000000/60',
  // Frequent-traveller sign-ins (docs/rules/loyalty.md#signing-in): the paths refuse passwords on purpose, many times over.
  RATE_LIMIT_SIGN_IN_FAILURES: '1000000/60',
  RATE_LIMIT_ACCOUNT_SIGN_IN_FAILURES: '1000000/60',
  RATE_LIMIT_RECOVERY_ATTEMPTS: '1000000/60',
  RATE_LIMIT_CONTACT_MESSAGES: '1000000/60',
  // The contact-page test waits for its message to leave the outbox (tests/e2e/content-pages.spec.ts).
  OUTBOX_INTERVAL_MS: '1000',
};

type WebServer = Exclude<PlaywrightTestConfig['webServer'], unknown[] | undefined>;

/** The server on the built app; `cwd` is the repository root seen from the config's folder. */
export function appServer(options: { cwd?: string; dataDir: string; databaseUrl?: string | undefined; port?: number; simulatorPort?: number; env?: Record<string, string> }): WebServer {
  const on = options.port ?? port;
  // On PostgreSQL one process, as on PGlite: two cores run the browsers, both servers and the tests.
  const database: Record<string, string> = options.databaseUrl ? { DATABASE_URL: options.databaseUrl, WEB_CONCURRENCY: '1' } : {};
  const partner = { OCTO_SIMULATOR_PORT: String(options.simulatorPort ?? simulatorPort), OCTO_API_KEY: SIMULATOR_KEY };
  return {
    command: 'node --import tsx server/index.ts',
    ...(options.cwd ? { cwd: options.cwd } : {}),
    url: `http://127.0.0.1:${on}/api/common/slider/list`,
    env: { PORT: String(on), DATA_DIR: options.dataDir, DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist', NODE_ENV: 'production', ...database, ...browserSuiteLimits, ...partner, ...options.env },
    timeout: 120_000,
    reuseExistingServer: false,
  };
}
