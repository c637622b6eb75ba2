import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// One attempt to pay an amount for an order through the card gateway, by its idempotency key: what the gateway
// answered (approved, a 3-D Secure challenge waiting for its code, declined) kept in the database, so the
// challenge's answer reaching any server process finds it, and a repeated request answers as the first one.
// A new attempt (another card after a decline) is a new key and a new row: a declined one blocks nothing.
// Every card (or wallet) charge of the site is one: a bus reservation's (order `reservation:<id>`, under the key of
// its sale's row in `payments`, which says what was sold) and a schedule change's fare difference
// (docs/decisions/050-payment-attempts-and-provider-records-in-the-database.md, 051-the-bus-reservation-pays-through-the-one-checkout.md).
export const paymentAttempts = pgTable('payment_attempts', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  /** What is paid for, e.g. `change:<reservation id>:<changes made before>`: a key reused for another order is refused. */
  orderRef: text('order_ref').notNull(),
  reservationId: integer('reservation_id'),
  amountCents: integer('amount_cents').notNull(),
  /** pending (sent to the gateway), challenge, approved, declined, or refunded (approved, then given back). */
  status: text('status').notNull(),
  challengeId: text('challenge_id'),
  chargeId: text('charge_id'),
  declineReason: text('decline_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
