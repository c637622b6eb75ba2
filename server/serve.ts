import { resolve } from 'node:path';
import { createApp } from './app';
import { startHttpServer } from './http/http-server';
import { createReadiness, createShutdown, every, onStopSignals } from './platform/lifecycle';
import { systemClock } from './platform/clock';
import { defaultServerConfig } from './platform/config';
import { configFromEnv } from './platform/config-from-env';
import { openRateLimits } from './platform/rate-limits';
import { openDatabase } from './db/open/open-database';
import { listenOnChannel } from './db/open/listen-channel';
import { createKeptReads } from './platform/kept-reads';
import { topUpCalendar } from './db/seed/seed';
import { deliverPending } from './notify/deliver-pending';
import { createFileTextSender } from './notify/text-sender';
import { createEmailSender } from './notify/email-sender';
import { createDrizzleOutbox } from './notify/outbox';
import { DRAWN_DOCUMENT_PURGE_MS, purgeOldDrawnDocuments } from './documents/drawn-pdfs';
import { paymentConfigFromEnv } from './payments/payment-config';
import { openSandboxGateway } from './payments/sandbox-card-gateway';
import { mountSpa } from './static-site';
import { octoPartnerFromEnv } from './partners/octo/octo-config';
import { adventureSettingsFromEnv } from './platform/adventure-settings';
import { reconcileAdventureOrders } from './services/adventures/reconcile/reconcile-orders';
import type { ResolvedDeps } from './services/service-deps';
import { warmUpDocuments } from './documents/warm-up';
import { declineExpiredPointsPayments, EXPIRED_POINTS_SWEEP_MS } from './services/websale/payment/expire-waiting-points';

// One server process (a worker of server/index.ts when it runs several). Start-up: PORT (default 3000); DATABASE_URL=postgres://… for PostgreSQL, otherwise the embedded PGlite
// database in DATA_DIR (default ./data), created, migrated and seeded on first start and kept afterwards.
const port = Number(process.env.PORT ?? 3000);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const distDir = resolve(process.env.DIST_DIR ?? './dist');

// A server keeps its pool's connections open (PG_POOL_WARM, default all of them): a burst of travellers after a
// quiet minute finds them ready (server/db/open/open-database.ts, warmPool).
const poolMax = Number(process.env.PG_POOL_MAX ?? 20);
const warmConnections = Number(process.env.PG_POOL_WARM ?? poolMax);
const database = await openDatabase({ url: databaseUrl, dataDir, clock: systemClock, poolMax, warmConnections });
const config = configFromEnv(process.env);
// /api/ready answers 503 from the stop signal on (decision 016).
const readiness = createReadiness();
// USD_PER_MXN, STORE_ORDER_HOURS, PAY_STORE_CASH, PAY_AT_OFFICE and wallet ids; a bad number stops start-up.
const paymentConfig = paymentConfigFromEnv(process.env);
// The sandbox provider's records (charges, 3-D Secure challenges, refunds) are shared by every process on
// PostgreSQL: a challenge opened on one process is answered on another.
const gateway = await openSandboxGateway(paymentConfig, systemClock, databaseUrl);
// On PostgreSQL each process keeps the seat maps it read until the database announces a change (decision 075); a
// connection of its own listens. PGlite (one process, in-process queries) reads them each time.
const keptReads = databaseUrl ? createKeptReads() : undefined;
const seatMapChanges = databaseUrl && keptReads ? listenOnChannel(databaseUrl, 'seat_map', { message: keptReads.changed, listening: keptReads.listening }) : undefined;
const deps: ResolvedDeps = {
  db: database.db,
  clock: systemClock,
  config: { ...config, staticDir: distDir },
  payments: { config: paymentConfig, gateway },
  // PostgreSQL: counts in its rate_limits table, shared by the replicas; PGlite (one process): in memory.
  rateLimits: await openRateLimits(config.rateLimits, database.pool),
  readiness,
  // The adventures' partner (OCTO_BASE_URL, OCTO_API_KEY, OCTO_TIMEOUT_MS; the simulator by default) and ADVENTURES_* settings.
  adventures: { partner: octoPartnerFromEnv(process.env), settings: adventureSettingsFromEnv(process.env) },
  ...(keptReads ? { keptReads } : {}),
};
const app = createApp(deps);
// SITE_URL: the public origin for canonical addresses and the sitemap (default: the request's).
mountSpa(app, distDir, { siteUrl: process.env.SITE_URL || undefined });

// A server that runs for weeks keeps selling 120 days ahead: top the calendar up every hour. Idempotent,
// and harmless when several replicas do it (unique keys on departures and tour dates).
const topUp = every('calendar-top-up', 60 * 60_000, () => topUpCalendar(database.db, systemClock.now(), defaultServerConfig.salesHorizonDays));

// Confirmation e-mails wait in the outbox (written with the sale); deliver them in the background. Safe
// with several replicas and across restarts: each message is leased by one run (server/notify/outbox.ts).
const outbox = createDrizzleOutbox(database.db, systemClock);
const emailSender = createEmailSender({ SMTP_URL: process.env.SMTP_URL, SMTP_FROM: process.env.SMTP_FROM, DATA_DIR: dataDir });
// SMS and WhatsApp (loyalty recovery codes) go to files beside the e-mails until a provider is configured.
const textDir = dataDir;
const senders = { email: emailSender, sms: createFileTextSender(textDir, 'sms'), whatsapp: createFileTextSender(textDir, 'whatsapp') };
const delivery = every('outbox-delivery', config.outboxIntervalMs, () => deliverPending(outbox, senders));

// Tickets PDFs drawn once and shared by the download and the e-mail (decision 074) are kept 30 days; any process
// may purge them (a delete of old rows by their index, harmless when two run it at once).
const drawnPurge = every('drawn-documents-purge', DRAWN_DOCUMENT_PURGE_MS, () => purgeOldDrawnDocuments(database.db, systemClock));

// A card payment with points waiting on 3-D Secure past its reservation's deadline is declined (decision 040).
const expiredPoints = every('expired-points-payments', EXPIRED_POINTS_SWEEP_MS, () => declineExpiredPointsPayments({ db: database.db, clock: systemClock }));

// The adventures' orders compared with the partner's bookings, and repaired (decision 060); one process at a
// time holds the job's lease, the others skip that turn.
const reconcile = every('adventures-reconcile', deps.adventures.settings.reconcileEveryMs, () => reconcileAdventureOrders(deps));

// The first tickets PDF a process draws costs about fifty later ones: drawn here, before the process takes a request.
await warmUpDocuments();

// URL, header and body limits (decision 016) are set on the Node server too, which answers what its own
// parser refuses with the same envelope.
const { server, port: listening, closeConnectionsAfterAnswers } = await startHttpServer({ fetch: app.fetch, port, limits: config.limits });
const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
console.log(`Autobuses web listening on http://localhost:${listening} · database: ${where}`);

// SIGTERM/SIGINT: readiness 503 and `Connection: close` on every answer from then on (kept-alive clients
// move to a new connection), keep accepting for SHUTDOWN_DRAIN_MS (default 0), stop accepting, close the
// idle connections, finish requests in flight and the background run in progress, close the database
// (PGlite flushes its files, PostgreSQL connections are released), exit 0; forced after SHUTDOWN_TIMEOUT_MS
// or on a second signal.
const { shutdown } = createShutdown({
  server,
  beginDraining: () => {
    readiness.drain();
    closeConnectionsAfterAnswers();
  },
  drainDelayMs: config.shutdownDrainMs,
  background: [topUp, delivery, drawnPurge, expiredPoints, reconcile],
  closeDatabase: () => Promise.all([seatMapChanges?.close(), gateway.close()]).then(() => database.close()),
  timeoutMs: config.shutdownTimeoutMs,
});
onStopSignals(shutdown);
