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
