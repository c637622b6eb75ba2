import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './platform/clock';
import { defaultServerConfig } from './platform/config';
import { configFromEnv } from './platform/config-from-env';
import { openRateLimits } from './platform/rate-limits';
import { openDatabase } from './db/open/open-database';
import { topUpCalendar } from './db/seed/seed';
import { deliverPending } from './notify/deliver-pending';
import { createEmailSender } from './notify/email-sender';
import { createDrizzleOutbox } from './notify/outbox';
import { paymentConfigFromEnv } from './payments/payment-config';
import { createSandboxGateway } from './payments/sandbox-card-gateway';
import { mountSpa } from './static-site';

// Start-up: PORT (default 3000); DATABASE_URL=postgres://… for PostgreSQL, otherwise the embedded PGlite
// database in DATA_DIR (default ./data), created, migrated and seeded on first start and kept afterwards.
const port = Number(process.env.PORT ?? 3000);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const distDir = resolve(process.env.DIST_DIR ?? './dist');

const database = await openDatabase({ url: databaseUrl, dataDir, clock: systemClock });
const config = configFromEnv(process.env);
// USD_PER_MXN, STORE_ORDER_HOURS, PAY_STORE_CASH, PAY_AT_OFFICE and wallet ids; a bad number stops start-up.
const paymentConfig = paymentConfigFromEnv(process.env);
const app = createApp({
  db: database.db,
  clock: systemClock,
  config: { ...config, staticDir: distDir },
  payments: { config: paymentConfig, gateway: createSandboxGateway(paymentConfig, systemClock) },
  // PostgreSQL: counts in its rate_limits table, shared by the replicas; PGlite (one process): in memory.
  rateLimits: await openRateLimits(config.rateLimits, database.pool),
});
mountSpa(app, distDir);

// A server that runs for weeks keeps selling 120 days ahead: top the calendar up every hour. Idempotent,
// and harmless when several replicas do it (unique keys on departures and tour dates).
const topUp = setInterval(() => {
  topUpCalendar(database.db, systemClock.now(), defaultServerConfig.salesHorizonDays).catch((error: unknown) =>
    console.error(JSON.stringify({ level: 'error', task: 'calendar-top-up', error: error instanceof Error ? error.name : 'unknown' })),
  );
}, 60 * 60_000);
topUp.unref();

// Confirmation e-mails wait in the outbox (written with the sale); deliver them in the background. Safe
// with several replicas: each message is taken under a row lock the others skip. A run still going when
// the next tick comes is not doubled.
const outbox = createDrizzleOutbox(database.db, systemClock);
const emailSender = createEmailSender({ SMTP_URL: process.env.SMTP_URL, SMTP_FROM: process.env.SMTP_FROM, DATA_DIR: dataDir });
let delivering = false;
const delivery = setInterval(() => {
  if (delivering) return;
  delivering = true;
  deliverPending(outbox, { email: emailSender })
    .catch((error: unknown) => console.error(JSON.stringify({ level: 'error', task: 'outbox-delivery', error: error instanceof Error ? error.name : 'unknown' })))
    .finally(() => {
      delivering = false;
    });
}, config.outboxIntervalMs);
delivery.unref();

const server = serve({ fetch: app.fetch, port }, (info) => {
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  console.log(`Autobuses web listening on http://localhost:${info.port} · database: ${where}`);
});

// Close the database cleanly so PGlite flushes its files and PostgreSQL connections are released.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  clearInterval(topUp);
  clearInterval(delivery);
  server.close();
  await database.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
