import { DEFAULT_ADVENTURES_TAX_FACTOR } from '../../domain/adventures/adventure-prices';

// How the site resells the partner's adventures (docs/decisions/060-partner-adventures-over-octo.md), from the
// environment (README, "Partner adventures"): ADVENTURES_TAX_FACTOR, ADVENTURES_HOLD_MINUTES,
// ADVENTURES_HOLD_MARGIN_SECONDS, ADVENTURES_CONFIRM_ATTEMPTS, ADVENTURES_RECONCILE_MS.

export interface AdventureSettings {
  /** The partner's price of each person times this is what the traveller pays (1.1). */
  taxFactor: number;
  /** The hold asked of the partner (expirationMinutes); the partner may grant less. */
  holdMinutes: number;
  /** The site stops taking the payment this long before the partner's hold ends, so the confirmation fits. */
  holdMarginSeconds: number;
  /** Confirmation requests after a charge before the charge is refunded (a lost answer is asked again). */
  confirmAttempts: number;
  /** Pause between two confirmation requests. */
  confirmRetryMs: number;
  /** A paid or reserving order left this long is the reconciliation's (the request that made it is over). */
  settleAfterMs: number;
  /** How often a running server reconciles its orders with the partner. */
  reconcileEveryMs: number;
}

export const defaultAdventureSettings: AdventureSettings = {
  taxFactor: DEFAULT_ADVENTURES_TAX_FACTOR,
  holdMinutes: 15,
  holdMarginSeconds: 120,
  confirmAttempts: 2,
  confirmRetryMs: 250,
  settleAfterMs: 5 * 60_000,
  reconcileEveryMs: 10 * 60_000,
};

function positive(env: Record<string, string | undefined>, name: string, fallback: number, integer = true): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) throw new Error(`${name} must be a positive ${integer ? 'whole ' : ''}number`);
  return value;
}

export function adventureSettingsFromEnv(env: Record<string, string | undefined>): AdventureSettings {
  const taxFactor = positive(env, 'ADVENTURES_TAX_FACTOR', defaultAdventureSettings.taxFactor, false);
  if (taxFactor < 1) throw new Error('ADVENTURES_TAX_FACTOR must be at least 1');
  return {
    ...defaultAdventureSettings,
    taxFactor,
    holdMinutes: positive(env, 'ADVENTURES_HOLD_MINUTES', defaultAdventureSettings.holdMinutes),
    holdMarginSeconds: positive(env, 'ADVENTURES_HOLD_MARGIN_SECONDS', defaultAdventureSettings.holdMarginSeconds),
    confirmAttempts: positive(env, 'ADVENTURES_CONFIRM_ATTEMPTS', defaultAdventureSettings.confirmAttempts),
    reconcileEveryMs: positive(env, 'ADVENTURES_RECONCILE_MS', defaultAdventureSettings.reconcileEveryMs),
  };
}
