import { describe, expect, it } from 'vitest';
import { environmentFromConfig, resolveEnvironment, serviceNames } from './environments';

describe('local environment', () => {
  it('addresses every service at the same-origin /api/<service>', () => {
    const env = resolveEnvironment('local');
    for (const service of serviceNames) expect(env.services[service].baseUrl).toBe(`/api/${service}`);
  });

  it('sends no service headers unless configured', () => {
    expect(resolveEnvironment('local').services.websale.headers).toEqual({});
  });
});

describe('deployed environments', () => {
  const config = {
    VITE_QA_API_BASE: 'https://qa.example.mx/api/',
    VITE_QA_INVOICING_V2_BASE: 'https://facturas-qa.example.mx/v2',
    VITE_QA_ADVENTURES_BASE: 'https://adventures-qa.example.com',
    VITE_QA_WEBSALE_REFERENCE: 'web',
    VITE_QA_WEBSALE_AUTHORIZATION: 'Bearer qa-token',
    VITE_QA_LOYALTY_TOKEN: 'loyalty-key',
    VITE_PROD_API_BASE: 'https://prod.example.mx/api',
  };

  it('puts the service name after the shared base', () => {
    const env = resolveEnvironment('qa', config);
    expect(env.services.websale.baseUrl).toBe('https://qa.example.mx/api/websale');
    expect(env.services.common.baseUrl).toBe('https://qa.example.mx/api/common');
  });

  it('uses their own base without the service name for invoicing-v2 and adventures', () => {
    const env = resolveEnvironment('qa', config);
    expect(env.services['invoicing-v2'].baseUrl).toBe('https://facturas-qa.example.mx/v2');
    expect(env.services.adventures.baseUrl).toBe('https://adventures-qa.example.com');
  });

  it('takes per-service header values from configuration', () => {
    const env = resolveEnvironment('qa', config);
    expect(env.services.websale.headers).toEqual({ reference: 'web', authorization: 'Bearer qa-token' });
    expect(env.services.loyalty.headers).toEqual({ token: 'loyalty-key' });
  });

  it('keeps environments apart: prod ignores the qa keys', () => {
    const env = resolveEnvironment('prod', config);
    expect(env.services.websale).toEqual({ baseUrl: 'https://prod.example.mx/api/websale', headers: {} });
    expect(env.services.adventures.baseUrl).toBe('https://prod.example.mx/api/adventures');
  });

  it('refuses a deployed environment without a base address', () => {
    expect(() => resolveEnvironment('dev', config)).toThrow(/VITE_DEV_API_BASE/);
  });
});

describe('choosing the environment', () => {
  it('follows VITE_API_ENV', () => {
    expect(environmentFromConfig({ VITE_API_ENV: 'prod', VITE_PROD_API_BASE: 'https://x.mx' }).name).toBe('prod');
  });

  it('falls back to local for a missing or unknown name', () => {
    expect(environmentFromConfig({}).name).toBe('local');
    expect(environmentFromConfig({ VITE_API_ENV: 'staging' }).name).toBe('local');
  });
});
