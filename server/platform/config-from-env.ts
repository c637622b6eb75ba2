import { defaultRequestLimits, defaultServerConfig, type RequestLimits, type ServerConfig } from './config';

/** A whole number of at least `min` from the environment, or the default when unset or unusable. */
function intFrom(raw: string | undefined, min: number, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(value) && value >= min ? value : fallback;
}

function limitsFromEnv(env: NodeJS.ProcessEnv): RequestLimits {
  return {
    maxBodyBytes: intFrom(env.MAX_BODY_BYTES, 1024, defaultRequestLimits.maxBodyBytes),
    maxUrlBytes: intFrom(env.MAX_URL_BYTES, 1024, defaultRequestLimits.maxUrlBytes),
    maxHeaderBytes: intFrom(env.MAX_HEADER_BYTES, 4096, defaultRequestLimits.maxHeaderBytes),
  };
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
    ...(officeApiKey ? { officeApiKey } : {}),
    outboxIntervalMs: Number.isFinite(outboxIntervalMs) && outboxIntervalMs >= 1000 ? outboxIntervalMs : defaultServerConfig.outboxIntervalMs,
    limits: limitsFromEnv(env),
    shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 100, defaultServerConfig.shutdownTimeoutMs),
  };
}
