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

  it('reads the request limits and the shutdown timeout, keeping defaults for unusable values', () => {
    const config = configFromEnv({ MAX_BODY_BYTES: '32768', MAX_URL_BYTES: '4096', MAX_HEADER_BYTES: '8192', SHUTDOWN_TIMEOUT_MS: '2500' });
    expect(config.limits).toEqual({ maxBodyBytes: 32768, maxUrlBytes: 4096, maxHeaderBytes: 8192 });
    expect(config.shutdownTimeoutMs).toBe(2500);
    const bad = configFromEnv({ MAX_BODY_BYTES: 'big', MAX_URL_BYTES: '10', MAX_HEADER_BYTES: '1.5', SHUTDOWN_TIMEOUT_MS: '' });
    expect(bad.limits).toEqual(defaultServerConfig.limits);
    expect(bad.shutdownTimeoutMs).toBe(defaultServerConfig.shutdownTimeoutMs);
  });
});
