// The payment methods a traveller may choose, and the currency rule for foreign cards. Which
// wallets appear depends on configuration: a wallet with no client id is never offered.

export const paymentMethodIds = ['card', 'oxxo', 'openpay', 'office', 'paypal', 'apple_pay', 'google_pay'] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];
export type WalletId = Extract<PaymentMethodId, 'paypal' | 'apple_pay' | 'google_pay'>;

export const walletIds: readonly WalletId[] = ['paypal', 'apple_pay', 'google_pay'];

export const isPaymentMethodId = (value: string | null): value is PaymentMethodId => paymentMethodIds.includes(value as PaymentMethodId);
export const isWalletId = (value: string): value is WalletId => walletIds.includes(value as WalletId);

export interface PaymentMethodsConfig {
  /** Wallet client ids; an empty or missing id means "not configured". */
  wallets: Partial<Record<WalletId, string | undefined>>;
  /** Cash at a store and at the ticket office can be switched off (for example for tours). */
  storeCash: boolean;
  payAtOffice: boolean;
}

/** What each method leads to: an immediate charge, a store order, or a PEND ticket at the office. */
export type PaymentMethodKind = 'charge' | 'store_order' | 'office';

export interface PaymentMethodOption {
  id: PaymentMethodId;
  kind: PaymentMethodKind;
}

/** Offered methods in display order; cards always, the rest by configuration. */
export function availablePaymentMethods(config: PaymentMethodsConfig): PaymentMethodOption[] {
  const methods: PaymentMethodOption[] = [{ id: 'card', kind: 'charge' }];
  if (config.storeCash) methods.push({ id: 'oxxo', kind: 'store_order' }, { id: 'openpay', kind: 'store_order' });
  if (config.payAtOffice) methods.push({ id: 'office', kind: 'office' });
  for (const wallet of walletIds) {
    if (config.wallets[wallet]?.trim()) methods.push({ id: wallet, kind: 'charge' });
  }
  return methods;
}

/**
 * MXN cents to USD cents at a rate given as USD per MXN (e.g. 0.0585). Rounded up to the cent, so
 * the company never receives less than the MXN price because of rounding.
 */
export function mxnToUsdCents(amountCents: number, usdPerMxn: number): number {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new RangeError('amountCents must be a non-negative integer');
  if (!(usdPerMxn > 0)) throw new RangeError('usdPerMxn must be positive');
  // Work in millionths of the rate so 0.0585 * 123450 has no float drift before the ceiling.
  const rateMicros = Math.round(usdPerMxn * 1_000_000);
  return Math.ceil((amountCents * rateMicros) / 1_000_000);
}
