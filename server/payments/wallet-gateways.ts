import { walletIds, type WalletId } from '../../domain/payments/payment-methods';
import type { PaymentConfig } from './payment-config';

// PayPal, Apple Pay and Google Pay are declared but not integrated: without a client id from
// configuration a wallet is "not configured" and refuses to charge. With one, the sandbox plays
// the wallet: the browser-side button would hand over a payment token, and the sandbox accepts
// the documented token below. Wiring a real wallet SDK means replacing this outcome function.

/** The payment token the sandbox wallets approve; any other token is refused. */
export const SANDBOX_WALLET_TOKEN = 'sandbox-wallet-approve';

export type WalletOutcome = 'approve' | 'method_not_configured' | 'wallet_token_invalid';

export function isWalletConfigured(config: Pick<PaymentConfig, 'wallets'>, wallet: WalletId): boolean {
  return Boolean(config.wallets[wallet]?.trim());
}

export function sandboxWalletOutcome(config: Pick<PaymentConfig, 'wallets'>, wallet: WalletId, token: string): WalletOutcome {
  if (!isWalletConfigured(config, wallet)) return 'method_not_configured';
  return token === SANDBOX_WALLET_TOKEN ? 'approve' : 'wallet_token_invalid';
}

/** Per wallet, whether it is configured: what the payment page lists. */
export function walletStatus(config: Pick<PaymentConfig, 'wallets'>): Record<WalletId, 'configured' | 'not_configured'> {
  return Object.fromEntries(walletIds.map((id) => [id, isWalletConfigured(config, id) ? 'configured' : 'not_configured'])) as Record<
    WalletId,
    'configured' | 'not_configured'
  >;
}
