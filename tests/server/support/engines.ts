import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createApp } from '../../../server/app';
import { createFixedClock, type FixedClock } from '../../../server/platform/clock';
import { defaultServerConfig, type ServerConfig } from '../../../server/platform/config';
import { openDatabase, type OpenedDatabase } from '../../../server/db/open/open-database';
import { openRateLimits } from '../../../server/platform/rate-limits';
import { defaultPaymentConfig, type PaymentConfig } from '../../../server/payments/payment-config';
import { openSandboxGateway, type SandboxGateway } from '../../../server/payments/sandbox-card-gateway';
import type { AdventuresDeps } from '../../../server/services/service-deps';
import { flowTokenForRequest, rememberFlowToken } from './flow-tokens';
import { pgliteTemplate, postgresTemplate, removeOwnTemplates, type TemplateKey } from './template-databases';

/** Where a test database lives; `dispose` removes it so runs are isolated and repeatable. */
export interface TestStore {
  /** For openDatabase; `setUp: false` when the store is a copy of a migrated and seeded template. */
  options: { url?: string; dataDir?: string; setUp?: boolean; pgliteDump?: Blob };
  dispose(): Promise<void>;
}

export interface TestEngine {
  name: 'pglite' | 'postgresql';
  /**
   * persistent: a store that can be opened twice (a directory for PGlite, a database for PostgreSQL).
   * seeded: a copy of the run's template migrated and seeded for that clock and horizon (template-databases.ts);
   * an empty store otherwise.
   */
  createStore(persistent?: boolean, seeded?: TemplateKey): Promise<TestStore>;
}

const pglite: TestEngine = {
  name: 'pglite',
  async createStore(persistent = false, seeded) {
    if (!persistent) {
      const template = seeded ? { setUp: false, pgliteDump: await pgliteTemplate(seeded) } : {};
      return { options: { dataDir: 'memory://', ...template }, dispose: async () => undefined };
    }
    const dir = await mkdtemp(join(tmpdir(), 'autobuses-pglite-'));
    if (seeded) {
      // The template unpacked into the directory once; every later open finds it migrated and seeded.
      const client = new PGlite(dir, { loadDataDir: await pgliteTemplate(seeded) });
      await client.waitReady;
      await client.close();
    }
    return { options: { dataDir: dir, ...(seeded ? { setUp: false } : {}) }, dispose: () => rm(dir, { recursive: true, force: true }) };
  },
};

// A fresh database per store (the migrations qualify names with "public", so schemas cannot isolate runs).
function postgres(adminUrl: string): TestEngine {
  return {
    name: 'postgresql',
    async createStore(_persistent, seeded) {
      const name = `autobuses_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const template = seeded ? await postgresTemplate(adminUrl, seeded) : undefined;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        options: { url: url.toString(), ...(template ? { setUp: false } : {}) },
        async dispose() {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          try {
            await client.query(`drop database if exists ${name} with (force)`);
          } finally {
            await client.end();
          }
          if (template) await removeOwnTemplates(adminUrl);
        },
      };
    },
  };
}

const postgresql = process.env.TEST_DATABASE_URL ? postgres(process.env.TEST_DATABASE_URL) : undefined;

/**
 * The engine the server suite runs on (use with describe.each): PostgreSQL, the engine of production, when
 * TEST_DATABASE_URL names one (CI sets it when one answers); the embedded PGlite otherwise.
 */
export const engines: TestEngine[] = postgresql ? [postgresql] : [pglite];

/**
 * PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set: for the files that prove the embedded
 * default works end to end, from the database's set-up to a paid ticket (docs/testing.md lists them).
 */
export const everyEngine: TestEngine[] = [pglite, ...(postgresql ? [postgresql] : [])];

/** 12:00 in Puerto Vallarta on a Tuesday. */
export const TEST_NOW = '2026-03-10T18:00:00Z';

/** A store seeded as openTestApp's: TEST_NOW and the default sales horizon. */
export const SEEDED_AT_TEST_NOW: TemplateKey = { now: TEST_NOW, horizonDays: defaultServerConfig.salesHorizonDays };

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: OpenedDatabase;
  clock: FixedClock;
  /** The app's sandbox card gateway: its ledger shows every charge and refund made. */
  gateway: SandboxGateway;
  close(): Promise<void>;
}

export async function openTestApp(
  engine: TestEngine,
  now: string = TEST_NOW,
  config: Partial<ServerConfig> = {},
  poolMax?: number,
  paymentConfig: Partial<PaymentConfig> = {},
  adventures?: AdventuresDeps,
): Promise<TestApp> {
  const clock = createFixedClock(now);
  const store = await engine.createStore(false, { now, horizonDays: defaultServerConfig.salesHorizonDays });
  const database = await openDatabase({ ...store.options, clock, poolMax });
  const payments = { ...defaultPaymentConfig, ...paymentConfig };
  // As the server does: the provider's records in PostgreSQL's tables when the store is PostgreSQL.
  const gateway = await openSandboxGateway(payments, clock, store.options.url);
  const serverConfig = { ...defaultServerConfig, ...config };
  // The store the server picks: PostgreSQL's shared table on PostgreSQL, memory on PGlite.
  const rateLimits = await openRateLimits(serverConfig.rateLimits, database.pool);
  const app = createApp({ db: database.db, clock, config: serverConfig, payments: { config: payments, gateway }, rateLimits, ...(adventures ? { adventures } : {}) });
  return {
    app,
    database,
    clock,
    gateway,
    async close() {
      await gateway.close();
      await database.close();
      await store.dispose();
    },
  };
}

export interface EnvelopeBody {
  http: { code: number; status: string };
  content: { data: unknown; errors: Array<{ code: string; message: string; field?: string }> };
}

/** A fixed, well-formed CSRF token (43 base64url characters) the test client holds as cookie and header. */
export const TEST_CSRF_TOKEN = 'test-csrf-token-0123456789-abcdefghijklmnop';

/**
 * What the site's own page sends (decision 017): its origin (app.request's http://localhost), the
 * `csrf_token` cookie and the same value in `x-csrf-token`.
 */
export function sameOriginHeaders(token: string = TEST_CSRF_TOKEN): Record<string, string> {
  return { origin: 'http://localhost', 'sec-fetch-site': 'same-origin', cookie: `csrf_token=${token}`, 'x-csrf-token': token };
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * GET (or another method) through app.request with an optional lang header; returns status and parsed body.
 * Like the site's own page, it sends the same-origin headers and, on a state-changing call, a JSON content
 * type; `csrf: false` leaves those out (the CSRF tests set their own). Like the SPA, it sends the flow
 * token of the reservation named by the request's code (flow-tokens.ts); `flowToken` overrides it, null sends none.
 */
export async function call(
  app: TestApp['app'],
  path: string,
  init: { method?: string; lang?: string; body?: unknown; headers?: Record<string, string>; csrf?: false; flowToken?: string | null } = {},
): Promise<{ status: number; body: EnvelopeBody; headers: Headers }> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = init.csrf === false ? {} : { ...sameOriginHeaders() };
  if (init.csrf !== false && stateChanging.has(method.toUpperCase())) headers['content-type'] = 'application/json';
  Object.assign(headers, init.headers);
  if (init.lang) headers.lang = init.lang;
  const flowToken = init.flowToken === undefined ? flowTokenForRequest(path, init.body) : init.flowToken;
  if (flowToken && headers['x-flow-token'] === undefined) headers['x-flow-token'] = flowToken;
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await app.request(path, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as EnvelopeBody;
  rememberFlowToken(body);
  return { status: res.status, body, headers: res.headers };
}
