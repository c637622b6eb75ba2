// What the store network's notification says was paid at a till, as every order paid in cash at a store reads it
// (a tour booking's, a bus reservation's): docs/decisions/056-the-store-network-tells-us-the-cash-arrived.md.

export interface StoreCash {
  /** The network's event id (the notification's idempotency key). */
  eventId: string;
  /** The reference the site gave the traveller, digits only. */
  reference: string;
  amountCents: number;
  /** The network's order id: what the payment is known by on its side. */
  providerOrderId: string;
  paidAt: Date;
}

/**
 * confirmed: the order is sold by this payment. late: it arrived after the order's deadline (its places or seats
 * went back on sale), nothing is sold. repeated: the order was paid already. Late and repeated cash is money to
 * give back. voided: the order was voided, its reservation paid by card before the cash came (decision 071): nothing
 * is sold, the cash is money to give back too.
 */
export type StoreCashOutcome = 'confirmed' | 'late' | 'repeated' | 'voided';

/** An order found by its store reference: what it is (`tour:<id>`, `reservation:<id>`) and what it costs. */
export interface StoreOrderFound {
  orderRef: string;
  amountCents: number;
}

/** The attempt's key under which a store payment is recorded beside the card attempts. */
export const storeAttemptKey = (eventId: string) => `store-${eventId}`;
