import { describe, expect, it } from 'vitest';
import { defaultServerConfig } from './config';
import { configFromEnv } from './config-from-env';

describe('configuration from the environment', () => {
  it('keeps the defaults when nothing is set', () => {
    const config = configFromEnv({});
    expect(config.paymentMinutes).toBe(15);
    expect(config.acceptedTokens).toEqual([]);
    expect(config.logRequests).toBe(true);
  });

  it("links e-mails to PUBLIC_URL, or else to this server's own port", () => {
    expect(configFromEnv({}).publicUrl).toBe('http://localhost:3000');
    expect(configFromEnv({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(configFromEnv({ PORT: '4100', PUBLIC_URL: 'https://www.rutabahia.mx/' }).publicUrl).toBe('https://www.rutabahia.mx');
  });

  it('reads the payment window, accepted tokens and request logging', () => {
    const config = configFromEnv({ PAYMENT_MINUTES: '2', ACCEPTED_TOKENS: 'abc, def ,', LOG_REQUESTS: '0' });
    expect(config).toMatchObject({ paymentMinutes: 2, acceptedTokens: ['abc', 'def'], logRequests: false });
  });

  it('ignores a payment window that is not a positive number', () => {
    expect(configFromEnv({ PAYMENT_MINUTES: 'soon' }).paymentMinutes).toBe(defaultServerConfig.paymentMinutes);
    expect(configFromEnv({ PAYMENT_MINUTES: '-5' }).paymentMinutes).toBe(defaultServerConfig.paymentMinutes);
  });

  it('reads the origins allowed to call cross-origin, and refuses anything that is not an origin', () => {
    expect(configFromEnv({}).corsOrigins).toEqual([]);
    expect(configFromEnv({ CORS_ORIGINS: 'https://www.example.mx, http://localhost:5173/' }).corsOrigins).toEqual([
      'https://www.example.mx',
      'http://localhost:5173',
    ]);
    for (const bad of ['www.example.mx', 'https://www.example.mx/app', 'ftp://example.mx', '*']) {
      expect(() => configFromEnv({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS/);
    }
  });
});

describe('rate limits from the environment', () => {
  it('keeps the default limits and trusts no proxy when nothing is set', () => {
    const config = configFromEnv({});
    expect(config.rateLimits).toEqual(defaultServerConfig.rateLimits);
    expect(config.trustProxy).toBe(0);
  });

  it('reads each limit as POINTS/SECONDS and the number of trusted proxies', () => {
    const config = configFromEnv({
      RATE_LIMIT_LOOKUP_FAILURES: '5/60',
      RATE_LIMIT_PROMOTIONAL_CODES: ' 7 / 30 ',
      RATE_LIMIT_RESERVATION_CREATES: '100/600',
      RATE_LIMIT_OFFICE_KEY_FAILURES: '3/0.5',
      TRUST_PROXY: '1',
    });
    expect(config.rateLimits).toEqual({
      lookupFailures: { points: 5, windowSeconds: 60 },
      promotionalCodes: { points: 7, windowSeconds: 30 },
      reservationCreates: { points: 100, windowSeconds: 600 },
      officeKeyFailures: { points: 3, windowSeconds: 0.5 },
      signInFailures: defaultServerConfig.rateLimits.signInFailures,
      accountSignInFailures: defaultServerConfig.rateLimits.accountSignInFailures,
      recoveryAttempts: defaultServerConfig.rateLimits.recoveryAttempts,
      contactMessages: defaultServerConfig.rateLimits.contactMessages,
      ticketResends: defaultServerConfig.rateLimits.ticketResends,
      lookups: defaultServerConfig.rateLimits.lookups,
      proofCodes: defaultServerConfig.rateLimits.proofCodes,
    });
    expect(config.trustProxy).toBe(1);
  });

  it('stops start-up on a malformed limit instead of guessing one', () => {
    expect(() => configFromEnv({ RATE_LIMIT_RESERVATION_CREATES: '100' })).toThrow(/RATE_LIMIT_RESERVATION_CREATES/);
    expect(() => configFromEnv({ RATE_LIMIT_LOOKUP_FAILURES: '0/60' })).toThrow(/RATE_LIMIT_LOOKUP_FAILURES/);
    expect(() => configFromEnv({ RATE_LIMIT_PROMOTIONAL_CODES: 'many/60' })).toThrow(/RATE_LIMIT_PROMOTIONAL_CODES/);
  });

  it('ignores a proxy count that is not a positive whole number (true means one)', () => {
    expect(configFromEnv({ TRUST_PROXY: 'yes' }).trustProxy).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: '-1' }).trustProxy).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
  });
});

describe('request limits from the environment', () => {
  it('reads the request limits, the shutdown timeout and drain, keeping defaults for unusable values', () => {
    const config = configFromEnv({ MAX_BODY_BYTES: '32768', MAX_URL_BYTES: '4096', MAX_HEADER_BYTES: '8192', SHUTDOWN_TIMEOUT_MS: '2500', SHUTDOWN_DRAIN_MS: '3000' });
    expect(config.limits).toEqual({ maxBodyBytes: 32768, maxUrlBytes: 4096, maxHeaderBytes: 8192 });
    expect(config.shutdownTimeoutMs).toBe(2500);
    expect(config.shutdownDrainMs).toBe(3000);
    const bad = configFromEnv({ MAX_BODY_BYTES: 'big', MAX_URL_BYTES: '10', MAX_HEADER_BYTES: '1.5', SHUTDOWN_TIMEOUT_MS: '', SHUTDOWN_DRAIN_MS: '-1' });
    expect(bad.limits).toEqual(defaultServerConfig.limits);
    expect(bad.shutdownTimeoutMs).toBe(defaultServerConfig.shutdownTimeoutMs);
    expect(bad.shutdownDrainMs).toBe(0);
  });
});
