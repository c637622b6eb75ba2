import { defaultRequestLimits, defaultServerConfig, type RequestLimits, type ServerConfig } from './config';
import type { RateLimit, RateLimitSettings } from './rate-limit-settings';

const rateLimitVariables: Record<keyof RateLimitSettings, string> = {
  lookupFailures: 'RATE_LIMIT_LOOKUP_FAILURES',
  promotionalCodes: 'RATE_LIMIT_PROMOTIONAL_CODES',
  reservationCreates: 'RATE_LIMIT_RESERVATION_CREATES',
  officeKeyFailures: 'RATE_LIMIT_OFFICE_KEY_FAILURES',
  signInFailures: 'RATE_LIMIT_SIGN_IN_FAILURES',
  accountSignInFailures: 'RATE_LIMIT_ACCOUNT_SIGN_IN_FAILURES',
  recoveryAttempts: 'RATE_LIMIT_RECOVERY_ATTEMPTS',
  contactMessages: 'RATE_LIMIT_CONTACT_MESSAGES',
  ticketResends: 'RATE_LIMIT_TICKET_RESENDS',
  lookups: 'RATE_LIMIT_LOOKUPS',
  proofCodes: 'RATE_LIMIT_PROOF_CODES',
};

/** `POINTS/SECONDS`, e.g. `20/900`: 20 per 15 minutes. A malformed value stops start-up (a limit is not guessed). */
function rateLimitFromEnv(name: string, value: string | undefined, fallback: RateLimit): RateLimit {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
  const points = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || points < 1 || !(windowSeconds > 0)) throw new Error(`${name} must be POINTS/SECONDS with both above 0, e.g. 20/900`);
  return { points, windowSeconds };
}

function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimitSettings {
  const limits = { ...defaultServerConfig.rateLimits };
  for (const [limit, variable] of Object.entries(rateLimitVariables) as Array<[keyof RateLimitSettings, string]>) {
    limits[limit] = rateLimitFromEnv(variable, env[variable], limits[limit]);
  }
  return limits;
}

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

function companyFromEnv(env: NodeJS.ProcessEnv): ServerConfig['company'] {
  const own = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  const company = defaultServerConfig.company;
  return {
    name: own(env.COMPANY_NAME, company.name),
    legalName: own(env.COMPANY_LEGAL_NAME, company.legalName),
    taxId: own(env.COMPANY_TAX_ID, company.taxId),
    phone: own(env.COMPANY_PHONE, company.phone),
  };
}

// The settings an operator may change without a rebuild. Anything unset keeps its default.
export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const paymentMinutes = Number(env.PAYMENT_MINUTES);
  const outboxIntervalMs = Number(env.OUTBOX_INTERVAL_MS);
  const officeApiKey = env.OFFICE_API_KEY?.trim();
  const trustProxy = env.TRUST_PROXY?.trim() === 'true' ? 1 : Number(env.TRUST_PROXY);
  // Without PUBLIC_URL the e-mails link to this server as started here (PORT), not to another port.
  const port = intFrom(env.PORT, 1, 3000);
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || `http://localhost:${port}`;
  return {
    ...defaultServerConfig,
    logRequests: env.LOG_REQUESTS !== '0',
    paymentMinutes: Number.isFinite(paymentMinutes) && paymentMinutes > 0 ? paymentMinutes : defaultServerConfig.paymentMinutes,
    acceptedTokens: (env.ACCEPTED_TOKENS ?? '').split(',').map((token) => token.trim()).filter(Boolean),
    corsOrigins: readOrigins(env.CORS_ORIGINS),
    ...(officeApiKey ? { officeApiKey } : {}),
    publicUrl,
    outboxIntervalMs: Number.isFinite(outboxIntervalMs) && outboxIntervalMs >= 1000 ? outboxIntervalMs : defaultServerConfig.outboxIntervalMs,
    rateLimits: rateLimitsFromEnv(env),
    trustProxy: Number.isInteger(trustProxy) && trustProxy > 0 ? trustProxy : 0,
    limits: limitsFromEnv(env),
    shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 100, defaultServerConfig.shutdownTimeoutMs),
    shutdownDrainMs: intFrom(env.SHUTDOWN_DRAIN_MS, 0, defaultServerConfig.shutdownDrainMs),
    company: companyFromEnv(env),
    contactInbox: env.CONTACT_INBOX?.trim() || defaultServerConfig.contactInbox,
    captcha: captchaFromEnv(env),
    mapsEmbed: Boolean(env.VITE_MAPS_EMBED_KEY?.trim()),
  };
}

/** CAPTCHA_SECRET turns the contact page's captcha on; CAPTCHA_VERIFY_URL names the provider (hCaptcha by default). */
function captchaFromEnv(env: NodeJS.ProcessEnv): ServerConfig['captcha'] {
  const secret = env.CAPTCHA_SECRET?.trim();
  if (!secret) return undefined;
  return { secret, verifyUrl: env.CAPTCHA_VERIFY_URL?.trim() || 'https://api.hcaptcha.com/siteverify' };
}
