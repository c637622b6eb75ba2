import { fromPromise } from 'xstate';
import type { ServiceName } from '../../domain/errors/catalogue.gen';
import type { PointsBalances, PointsPaymentType } from '../../domain/loyalty/points-payment';
import type { CardInput } from '../../domain/payments/card-rules';
import type { PaymentMethodId } from '../../domain/payments/payment-methods';
import { failed, type Result } from '../../domain/result';

// The checkout's one port: charge the order. The parent flow provides it (its own service's call), so the
// chart pays a bus reservation, a schedule change's difference, a tour or an adventure alike.
// Card data rides on the traveller's event and this call only, never in the chart's context.

/** What the parent sells, as its port needs it; the chart only passes it on. */
export type PaymentOrder = object;

export interface PaymentInput {
  /** The amount to pay, MXN (what the pay button says). */
  amount: number;
  /** Whose catalogue the refusals come from. */
  service: ServiceName;
  order: PaymentOrder;
  /** The methods this order may be paid with, in display order; a card only when absent. */
  methods?: readonly PaymentMethodId[];
  /** The signed-in member's points by pool, when the order may be paid with points; null otherwise. */
  points?: PointsBalances | null;
  /**
   * When the order stops taking payment (epoch ms), or null when the parent keeps the deadline itself (the
   * bus reservation's runs through every step, its seats held with it).
   */
  deadline?: number | null;
  /** The clock the deadline is read on (tests move it). */
  now?: () => number;
}

/** Points that pay part or all of the order. */
export interface PointsPart {
  type: PointsPaymentType;
  amount: number;
}

export interface ChargeInput {
  order: PaymentOrder;
  method: PaymentMethodId;
  /** On the attempt's first call, when the method is a card. */
  card: CardInput | null;
  /** Points applied to this payment, with the money part or alone. */
  points: PointsPart | null;
  /** On the call that answers the bank's 3-D Secure challenge. */
  challengeCode: string | null;
  /**
   * The attempt's idempotency key (machines/payment/attempt-key.ts): made when the traveller pays, kept for
   * the challenge's answer, so a repeat of the same call (a reload mid-charge) is answered as the first.
   */
  attemptKey: string;
}

/**
 * Paid (with what the parent's service answered, its receipt); ordered (a store reference or tickets to pay
 * at the office: the money comes later); a challenge the bank opened for this attempt; or declined by the bank
 * (with its reason, when it gave one). A refusal is a failure: of the card, the points or the method (the
 * traveller fixes it here) or of the order (a seat taken meanwhile: the parent decides).
 */
export type ChargeAnswer = Result<
  | { status: 'paid'; receipt: unknown }
  | { status: 'ordered'; receipt: unknown }
  | { status: 'challenge'; attemptKey: string }
  | { status: 'declined'; reason: string | null }
>;

/** What the chart hands back to its parent. */
export type PaymentOutput =
  | { status: 'paid' | 'ordered'; receipt: unknown }
  | { status: 'refused'; errors: Array<{ code: string; field?: string }> }
  | { status: 'expired' };

/** The request fields of a refusal the traveller fixes by paying again (another card, code, method or amount of points). */
export const PAYER_FIELDS: readonly string[] = ['card', 'challenge_code', 'idempotency_key', 'method', 'points', 'points.amount', 'session', 'wallet_token'];

export const paymentActorSlots = {
  charge: fromPromise<ChargeAnswer, ChargeInput>(async () => failed('not_provided')),
};
