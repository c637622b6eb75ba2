import type { PaymentGateway, RefundRequest } from '../payment-gateway';

// The checkout's refund of part of a sale after it was sold (a cancellation by the traveller, decision 065): what
// comes back of an approved charge, once per key. The whole charge given back when an item cannot be sold is
// `refundAttempt` (card-attempt.ts); this is the same gateway call for a share of it, measured in what the card
// paid: a foreign card charged in its own currency gets the same share of what it paid.

export interface SaleRefund {
  chargeId: string;
  /** MXN cents to give back, of `orderCents` the sale cost. */
  cents: number;
  orderCents: number;
  /** What the card was charged (its currency's cents), null when charged in MXN. */
  chargedCents: number | null;
  /** Once per key: a repeat (a retried request, a concurrent twin) refunds nothing more. */
  key: string;
  reason: RefundRequest['reason'];
}

/** The refund's id, or null when the gateway refused it (the caller then gives store credit or says so). */
export async function refundSale(gateway: PaymentGateway, refund: SaleRefund): Promise<string | null> {
  const amountCents = refund.chargedCents === null ? refund.cents : Math.floor((refund.cents * refund.chargedCents) / Math.max(1, refund.orderCents));
  const answer = await gateway.refund({ chargeId: refund.chargeId, amountCents, idempotencyKey: refund.key, reason: refund.reason });
  return answer.status === 'refunded' ? answer.refundId : null;
}
