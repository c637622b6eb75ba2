import type { PaymentMethodsConfig, WalletId } from '../../domain/payments/payment-methods';

// Payment settings, read once at start-up. Kept apart from server/platform/config.ts so the payment adapter
// can be configured and tested on its own; the app composes both.

export interface PaymentConfig extends PaymentMethodsConfig {
  /** USD per MXN for foreign cards (docs/rules/payment.md#currency: MXN, USD for foreign cards). */
  usdPerMxn: number;
  /** The one-time code the sandbox 3-D Secure page accepts. */
  sandboxChallengeCode: string;
  /** Hours a store cash reference stays payable (capped at the PEND limit). */
  storeOrderHours: number;
  /** The secret the store network signs its payment notifications with (server/payments/store-signature.ts). */
  storeNotificationSecret: string;
}

/** The sandbox's secret, as public as the sandbox's test cards: a deployment sets STORE_NOTIFICATION_SECRET. */
export const SANDBOX_STORE_NOTIFICATION_SECRET = 'sandbox-store-notification-secret';

export const defaultPaymentConfig: PaymentConfig = {
  // DEMO VALUE: about 17.1 MXN per USD.
  usdPerMxn: 0.0585,
  sandboxChallengeCode: '123456',
  storeOrderHours: 48,
  storeNotificationSecret: SANDBOX_STORE_NOTIFICATION_SECRET,
  wallets: {},
  storeCash: true,
  payAtOffice: true,
};

const walletEnv: Record<WalletId, string> = {
  paypal: 'PAYPAL_CLIENT_ID',
  apple_pay: 'APPLE_PAY_MERCHANT_ID',
  google_pay: 'GOOGLE_PAY_MERCHANT_ID',
};

/** Reads USD_PER_MXN, STORE_ORDER_HOURS, STORE_NOTIFICATION_SECRET and the wallet ids; bad numbers fail start-up loudly. */
export function paymentConfigFromEnv(env: Record<string, string | undefined>): PaymentConfig {
  const number = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!(value > 0)) throw new Error(`${name} must be a positive number, got "${raw}"`);
    return value;
  };
  const wallets: PaymentConfig['wallets'] = {};
  for (const [wallet, name] of Object.entries(walletEnv) as [WalletId, string][]) {
    if (env[name]?.trim()) wallets[wallet] = env[name]!.trim();
  }
  return {
    ...defaultPaymentConfig,
    usdPerMxn: number('USD_PER_MXN', defaultPaymentConfig.usdPerMxn),
    storeOrderHours: number('STORE_ORDER_HOURS', defaultPaymentConfig.storeOrderHours),
    storeNotificationSecret: env.STORE_NOTIFICATION_SECRET?.trim() || SANDBOX_STORE_NOTIFICATION_SECRET,
    wallets,
    storeCash: env.PAY_STORE_CASH !== '0',
    payAtOffice: env.PAY_AT_OFFICE !== '0',
  };
}
