import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('currentEnvironment', () => {
  it('reads the environment name and addresses from the Vite env', async () => {
    vi.stubEnv('VITE_API_ENV', 'prod');
    vi.stubEnv('VITE_PROD_API_BASE', 'https://api.example.mx');
    vi.stubEnv('VITE_PROD_LOYALTY_TOKEN', 'prod-token');
    const { currentEnvironment } = await import('./vite-environment');
    expect(currentEnvironment().name).toBe('prod');
    expect(currentEnvironment().services.loyalty).toEqual({ baseUrl: 'https://api.example.mx/loyalty', headers: { token: 'prod-token' } });
  });

  it('is local when nothing is configured', async () => {
    vi.stubEnv('VITE_API_ENV', '');
    const { currentEnvironment } = await import('./vite-environment');
    expect(currentEnvironment().services.websale.baseUrl).toBe('/api/websale');
  });
});
