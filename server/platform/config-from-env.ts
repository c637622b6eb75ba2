import { defaultServerConfig, type ServerConfig } from './config';

// The settings an operator may change without a rebuild. Anything unset keeps its default.
export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const paymentMinutes = Number(env.PAYMENT_MINUTES);
  const outboxIntervalMs = Number(env.OUTBOX_INTERVAL_MS);
  const officeApiKey = env.OFFICE_API_KEY?.trim();
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  return {
    ...defaultServerConfig,
    logRequests: env.LOG_REQUESTS !== '0',
    paymentMinutes: Number.isFinite(paymentMinutes) && paymentMinutes > 0 ? paymentMinutes : defaultServerConfig.paymentMinutes,
    acceptedTokens: (env.ACCEPTED_TOKENS ?? '').split(',').map((token) => token.trim()).filter(Boolean),
    ...(officeApiKey ? { officeApiKey } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    outboxIntervalMs: Number.isFinite(outboxIntervalMs) && outboxIntervalMs >= 1000 ? outboxIntervalMs : defaultServerConfig.outboxIntervalMs,
  };
}
