import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Each notification the store network sent that cash was paid at a till for one of our references (a tour
// booking's, a bus reservation's), kept by the network's event id: the network repeats a notification until it is
// answered, and several server processes may receive the same one at once; the event id's primary key makes one
// of them record it, in the transaction that sells what was paid for
// (docs/decisions/056-the-store-network-tells-us-the-cash-arrived.md).
export const storePaymentEvents = pgTable(
  'store_payment_events',
  {
    eventId: text('event_id').primaryKey(),
    reference: text('reference').notNull(),
    /** MXN cents paid at the till. */
    amountCents: integer('amount_cents').notNull(),
    /** The network's order (or charge) id: the payment's reference on our side, as a card's charge id is. */
    providerOrderId: text('provider_order_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** What was paid for: `tour:<booking id>` or `reservation:<id>`. */
    orderRef: text('order_ref').notNull(),
    /**
     * confirmed (sold by this payment); late (arrived after the order's deadline, nothing sold); repeated (the
     * order was already paid). A late or repeated payment is money to give back (`refund_due`).
     */
    outcome: text('outcome').notNull(),
    /** Cents to give back to the payer, or 0. */
    refundDueCents: integer('refund_due_cents').notNull().default(0),
  },
  (t) => [index('store_payment_events_reference').on(t.reference)],
);
