import { resolve } from 'node:path';
import { openDatabase } from '../server/db/open/open-database';
import { paymentConfigFromEnv } from '../server/payments/payment-config';
import { openSandboxGateway } from '../server/payments/sandbox-card-gateway';
import { octoPartnerFromEnv } from '../server/partners/octo/octo-config';
import { systemClock } from '../server/platform/clock';
import { configFromEnv } from '../server/platform/config-from-env';
import { memoryRateLimits } from '../server/platform/rate-limits';
import { adventureSettingsFromEnv } from '../server/platform/adventure-settings';
import { reconcileAdventureOrders } from '../server/services/adventures/reconcile/reconcile-orders';

// `npm run adventures:reconcile`: compares the adventures' orders and payments with the partner's bookings by
// uuid, repairs what it can, and prints one JSON report (what it checked, each repair and each mismatch it could
// only report). The same settings as the server (DATABASE_URL or DATA_DIR, OCTO_*, ADVENTURES_*). On PGlite the
// database is the server's own directory: run it while the server is stopped (a running server reconciles by
// itself every ADVENTURES_RECONCILE_MS). Running it twice changes nothing the second time.

const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ url: databaseUrl, dataDir: resolve(process.env.DATA_DIR ?? './data'), clock: systemClock });
const config = configFromEnv(process.env);
const paymentConfig = paymentConfigFromEnv(process.env);
const gateway = await openSandboxGateway(paymentConfig, systemClock, databaseUrl);
try {
  const report = await reconcileAdventureOrders({
    db: database.db,
    clock: systemClock,
    config,
    payments: { config: paymentConfig, gateway },
    rateLimits: memoryRateLimits(config.rateLimits),
    adventures: { partner: octoPartnerFromEnv(process.env), settings: adventureSettingsFromEnv(process.env) },
  });
  console.log(JSON.stringify(report, null, 2));
  if (!report.ran) console.error('Another process is reconciling right now; nothing was done.');
} finally {
  await gateway.close();
  await database.close();
}
