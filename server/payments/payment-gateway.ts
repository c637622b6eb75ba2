import type { CardBrand, CardInput } from '../../domain/payments/card-rules';
import type { WalletId } from '../../domain/payments/payment-methods';

// The adapter every payment provider implements. Routes and the payment chart only see this, so
// the sandbox, a real acquirer or a wallet can be swapped by configuration. Expected outcomes
// (declined, challenge) are values; a thrown error means the provider could not be reached.

export interface Money {
  cents: number;
  currency: 'MXN' | 'USD';
}

export type ChargeMethod = { type: 'card'; card: CardInput } | { type: WalletId; token: string };

export interface ChargeRequest {
  /** The price in MXN cents; a foreign card is charged the converted USD amount. */
  amountCents: number;
  currency: 'MXN';
  method: ChargeMethod;
  /** Same key → same outcome, never a second charge (a double click, a retried request). */
  idempotencyKey: string;
  reservationCode: string;
}

export type DeclineReason =
  | 'insufficient_funds'
  | 'card_invalid'
  | 'unknown_test_card'
  | 'challenge_failed'
  | 'method_not_configured'
  | 'wallet_token_invalid'
  | 'idempotency_conflict';

export type ChargeResult =
  | {
      status: 'approved';
      chargeId: string;
      /** What the reservation costs, always MXN. */
      amount: Money;
      /** What the payer was charged: MXN, or USD for a foreign card. */
      charged: Money;
      /** USD per MXN used, only when charged in USD. */
      exchangeRate?: number;
      brand?: CardBrand;
      last4?: string;
    }
  | { status: 'challenge_required'; challengeId: string; amount: Money; charged: Money; exchangeRate?: number }
  | { status: 'declined'; reason: DeclineReason };

export interface ChallengeRequest {
  challengeId: string;
  /** The one-time code the traveller typed in the issuer's 3-D Secure page. */
  code: string;
}

export interface RefundRequest {
  chargeId: string;
  /** Defaults to the whole charge. In the currency the charge was made in. */
  amountCents?: number;
  idempotencyKey: string;
  reason: 'late_payment' | 'cancellation' | 'duplicate';
}

export type RefundResult =
  | { status: 'refunded'; refundId: string; refunded: Money }
  | { status: 'rejected'; reason: 'unknown_charge' | 'exceeds_charge' | 'idempotency_conflict' };

/** Both amounts the traveller must see before paying (docs/rules/payment.md#currency: USD for foreign cards). */
export interface ChargeQuote {
  amount: Money;
  charged: Money;
  exchangeRate?: number;
}

export interface PaymentGateway {
  quote(request: Pick<ChargeRequest, 'amountCents' | 'method'>): Promise<ChargeQuote>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  completeChallenge(request: ChallengeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
}
