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
});
