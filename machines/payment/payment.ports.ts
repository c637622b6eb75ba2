import { fromPromise } from 'xstate';
import type { ServiceName } from '../../domain/errors/catalogue.gen';
import type { CardInput } from '../../domain/payments/card-rules';
import { failed, type Result } from '../../domain/result';

// The card checkout's one port: charge the order. The parent flow provides it (its own service's call),
// so the chart pays a bus reservation, a schedule change's difference, a tour or an adventure alike.
// Card data rides on the traveller's event and this call only, never in the chart's context.

/** What the parent sells, as its port needs it; the chart only passes it on. */
export type PaymentOrder = object;

export interface PaymentInput {
  /** The amount to pay, MXN (what the pay button says). */
  amount: number;
  /** Whose catalogue the refusals come from. */
  service: ServiceName;
  order: PaymentOrder;
}

export interface ChargeInput {
  order: PaymentOrder;
  /** On the attempt's first call. */
  card: CardInput | null;
  /** On the call that answers the bank's 3-D Secure challenge, with the attempt's key. */
  challengeCode: string | null;
  /** The attempt's key the port made on its first call (machines/payment/attempt-key.ts), to answer its challenge. */
  attemptKey: string | null;
}

/**
 * Paid (with what the parent's service answered, its receipt), or a challenge the bank opened for this
 * attempt; a refusal is a failure: of the card (declined, invalid: the traveller tries again) or of the
 * order (a seat taken meanwhile: the parent decides).
 */
export type ChargeAnswer = Result<{ status: 'paid'; receipt: unknown } | { status: 'challenge'; attemptKey: string }>;

/** What the chart hands back to its parent. */
export type PaymentOutput = { status: 'paid'; receipt: unknown } | { status: 'refused'; errors: Array<{ code: string; field?: string }> };

/** The request fields of a refusal the traveller fixes by paying again (another card, another code). */
export const CARD_FIELDS: readonly string[] = ['card', 'challenge_code', 'idempotency_key'];

export const paymentActorSlots = {
  charge: fromPromise<ChargeAnswer, ChargeInput>(async () => failed('not_provided')),
};
