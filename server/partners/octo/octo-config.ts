import { createOctoClient, unconfiguredPartner, type OctoPartner, type OctoSettings } from './octo-client';

// The partner's address and key from the environment (README, "Partner adventures"):
//   OCTO_BASE_URL    the partner's OCTO root (https://…/octo); unset: the simulator `npm start` runs beside the site
//   OCTO_API_KEY     the key sent as `Authorization: Bearer …`
//   OCTO_TIMEOUT_MS  how long one call may take (default 8,000)

export const DEFAULT_OCTO_TIMEOUT_MS = 8000;

export function octoSettingsFromEnv(env: Record<string, string | undefined>): OctoSettings | null {
  const baseUrl = env.OCTO_BASE_URL?.trim();
  if (!baseUrl) return null;
  const timeoutMs = env.OCTO_TIMEOUT_MS ? Number(env.OCTO_TIMEOUT_MS) : DEFAULT_OCTO_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error('OCTO_TIMEOUT_MS must be a whole number of milliseconds');
  return { baseUrl, apiKey: env.OCTO_API_KEY ?? '', timeoutMs };
}

export function octoPartnerFromEnv(env: Record<string, string | undefined>): OctoPartner {
  const settings = octoSettingsFromEnv(env);
  return settings ? createOctoClient(settings) : unconfiguredPartner;
}
