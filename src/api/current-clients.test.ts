import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('currentServiceClient', () => {
  it('gives every caller the same client of a service, and each service its own', async () => {
    vi.stubEnv('VITE_API_ENV', '');
    const { currentServiceClient } = await import('./current-clients');
    expect(currentServiceClient('websale')).toBe(currentServiceClient('websale'));
    expect(currentServiceClient('loyalty')).not.toBe(currentServiceClient('websale'));
  });
});
