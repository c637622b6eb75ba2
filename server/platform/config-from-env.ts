import { defaultServerConfig, type ServerConfig } from './config';

/** CORS_ORIGINS: comma-separated origins; a value that is not a bare http(s) origin stops start-up. */
function readOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return origins.map((entry) => {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '').toLowerCase()) {
      throw new Error(`CORS_ORIGINS: "${entry}" is not an origin such as https://www.example.com`);
    }
    return url.origin;
  });
}

// The settings an operator may change without a rebuild. Anything unset keeps its default.
export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const paymentMinutes = Number(env.PAYMENT_MINUTES);
  const outboxIntervalMs = Number(env.OUTBOX_INTERVAL_MS);
  const officeApiKey = env.OFFICE_API_KEY?.trim();
  return {
    ...defaultServerConfig,
    logRequests: env.LOG_REQUESTS !== '0',
    paymentMinutes: Number.isFinite(paymentMinutes) && paymentMinutes > 0 ? paymentMinutes : defaultServerConfig.paymentMinutes,
    acceptedTokens: (env.ACCEPTED_TOKENS ?? '').split(',').map((token) => token.trim()).filter(Boolean),
    corsOrigins: readOrigins(env.CORS_ORIGINS),
    ...(officeApiKey ? { officeApiKey } : {}),
    outboxIntervalMs: Number.isFinite(outboxIntervalMs) && outboxIntervalMs >= 1000 ? outboxIntervalMs : defaultServerConfig.outboxIntervalMs,
  };
}
