import { createApp } from '../server/app';
import { openDatabase } from '../server/db/open/open-database';
import { systemClock } from '../server/platform/clock';
import { configFromEnv } from '../server/platform/config-from-env';
import { openRateLimits } from '../server/platform/rate-limits';
import { paymentConfigFromEnv } from '../server/payments/payment-config';
import { createSandboxGateway } from '../server/payments/sandbox-card-gateway';
import { walletIds, type WalletId } from '../domain/payments/payment-methods';

// The data the pre-render shows comes from the server app itself, run in this process on a fresh
// embedded database with the demo seed: nothing listens on a port, and the route loaders' calls
// (`/api/...` through the app's clients) are answered by `app.fetch`.

export const PRERENDER_ORIGIN = 'http://prerender.invalid';

export interface PrerenderServer {
  /** GET a JSON envelope's data from the app. */
  data<T>(path: string, lang: string): Promise<T>;
  company: { name: string; legalName: string; taxId: string; phone: string; whatsapp: string };
  /** The wallets configured (PAYPAL_CLIENT_ID, APPLE_PAY_MERCHANT_ID, GOOGLE_PAY_MERCHANT_ID): home lists only these. */
  wallets: WalletId[];
  close(): Promise<void>;
}

export async function openPrerenderServer(): Promise<PrerenderServer> {
  // Only today's departures: the pages show reference data (routes, fares, terminals), not the calendar.
  const database = await openDatabase({ dataDir: 'memory://', clock: systemClock, horizonDays: 1 });
  // The pre-render's own reads are not traffic: no access log line per request (LOG_REQUESTS=1 brings it back).
  const config = configFromEnv({ LOG_REQUESTS: '0', ...process.env });
  const paymentConfig = paymentConfigFromEnv(process.env);
  const app = createApp({
    db: database.db,
    clock: systemClock,
    config,
    payments: { config: paymentConfig, gateway: createSandboxGateway(paymentConfig, systemClock) },
    rateLimits: await openRateLimits(config.rateLimits, undefined),
  });
  // The web app's clients resolve /api against the page's origin and call the global fetch.
  const realFetch = globalThis.fetch;
  Object.assign(globalThis, { location: new URL(`${PRERENDER_ORIGIN}/`) });
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(PRERENDER_ORIGIN) ? Promise.resolve(app.fetch(request)) : realFetch(input, init);
  };
  return {
    async data<T>(path: string, lang: string) {
      const response = await app.request(path, { headers: { lang } });
      const body = (await response.json()) as { content: { data: T } };
      if (!response.ok) throw new Error(`Pre-render: ${path} answered ${response.status}`);
      return body.content.data;
    },
    // WhatsApp is not on the tickets; COMPANY_WHATSAPP sets it, else the call-centre number.
    company: { ...config.company, whatsapp: process.env.COMPANY_WHATSAPP?.trim() || config.company.phone },
    wallets: walletIds.filter((wallet) => paymentConfig.wallets[wallet] !== undefined),
    async close() {
      globalThis.fetch = realFetch;
      await database.close();
    },
  };
}
