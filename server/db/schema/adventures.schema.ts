import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Partner adventures (docs/decisions/060-partner-adventures-over-octo.md): one order per partner booking, keyed by
// the OCTO booking's uuid. The row is written before the partner is asked to hold, so every booking the site
// makes at the partner has a row here, and the reconciliation can find it by uuid.
//   reserving   the partner is being asked to hold (a row left here means the answer was lost);
//   held        the partner holds the places until `partner_expires_at`; the site sells until `deadline`;
//   paid        charged, the partner's confirmation under way (a row left here: the reconciliation finishes it);
//   confirmed   the partner confirmed: `supplier_reference` is the traveller's booking at the partner;
//   refund_due  the partner did not confirm and the refund failed at the bank: the reconciliation retries it;
//   refunded    the partner did not confirm, the charge went back whole (`failure` says why);
//   cancelled   released at the partner (never paid, or its hold given up);
//   abandoned   the partner never made the hold.
export const adventureOrders = pgTable(
  'adventure_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The order's code the traveller sees (`AV…`), also the OCTO booking's resellerReference. */
    code: text('code').notNull().unique(),
    /** 128 random bits (hex): who holds it may pay the order and read its ticket. */
    accessToken: text('access_token').notNull().unique(),
    /** The OCTO booking's uuid at the partner. */
    partnerUuid: text('partner_uuid').notNull().unique(),
    status: text('status').notNull(),
    productId: text('product_id').notNull(),
    optionId: text('option_id').notNull(),
    availabilityId: text('availability_id').notNull(),
    productName: text('product_name').notNull(),
    optionName: text('option_name').notNull(),
    /** The departure's local start as the partner gave it (ISO with its offset). */
    startsAt: text('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    brandId: integer('brand_id').notNull(),
    operativeSource: text('operative_source').notNull(),
    adults: integer('adults').notNull(),
    minors: integer('minors').notNull(),
    /** What the partner charges us, centavos, and what the traveller pays: its units each times the tax factor. */
    partnerTotalCents: integer('partner_total_cents').notNull(),
    adultCents: integer('adult_cents').notNull(),
    minorCents: integer('minor_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxFactor: numeric('tax_factor', { precision: 6, scale: 4 }).notNull(),
    contactFirstName: text('contact_first_name').notNull(),
    contactLastName: text('contact_last_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    lang: text('lang').notNull(),
    /** Until when the partner holds the places, as it answered. */
    partnerExpiresAt: timestamp('partner_expires_at', { withTimezone: true }),
    /** Until when the site takes the payment: the partner's expiry less a margin for the confirmation. */
    deadline: timestamp('deadline', { withTimezone: true }),
    supplierReference: text('supplier_reference'),
    /** The card attempt's key (payment_attempts) of the payment that was approved or is under way. */
    paymentKey: text('payment_key'),
    chargeId: text('charge_id'),
    cardLast4: text('card_last4'),
    challengePending: integer('challenge_pending').notNull().default(0),
    declineReason: text('decline_reason'),
    refundId: text('refund_id'),
    /** Why a paid order was not confirmed (partner_refused, partner_unavailable, partner_cancelled, hold_expired). */
    failure: text('failure'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('adventure_orders_status').on(t.status, t.updatedAt),
    check('adventure_orders_status_known', sql`${t.status} in ('reserving', 'held', 'paid', 'confirmed', 'refund_due', 'refunded', 'cancelled', 'abandoned')`),
    check('adventure_orders_people', sql`${t.adults} >= 1 and ${t.minors} >= 0`),
  ],
);

/**
 * A periodic job's lease: the process that holds an unexpired lease runs the job; the others skip that turn. It
 * works the same on PGlite and PostgreSQL and survives a process that dies holding it (the lease runs out).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
