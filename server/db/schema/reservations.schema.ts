import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { passengerType, paymentStatus, paymentType, ticketType } from './enums.schema';
import { departures, terminals } from './network.schema';
import { promotionalCodes } from './pricing.schema';
import { loyaltyMembers } from './loyalty.schema';

export const reservations = pgTable('reservations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  originTerminalId: integer('origin_terminal_id').notNull().references(() => terminals.id),
  destinationTerminalId: integer('destination_terminal_id').notNull().references(() => terminals.id),
  roundTrip: boolean('round_trip').notNull().default(true),
  departureDate: date('departure_date'),
  departureOpen: boolean('departure_open').notNull().default(false),
  departureId: integer('departure_id').references(() => departures.id),
  returnDate: date('return_date'),
  returnOpen: boolean('return_open').notNull().default(true),
  returnId: integer('return_id').references(() => departures.id),
  // Open tickets carry no schedule; they are valid for a year from purchase.
  departureValidUntil: timestamp('departure_valid_until', { withTimezone: true }),
  returnValidUntil: timestamp('return_valid_until', { withTimezone: true }),
  goesContact: boolean('goes_contact').notNull().default(false),
  contactFirstName: text('contact_first_name'),
  contactLastName: text('contact_last_name'),
  contactCellPhone: text('contact_cell_phone'),
  contactEmail: text('contact_email'),
  privacyAccepted: boolean('privacy_accepted').notNull().default(true),
  promotionalCodeId: integer('promotional_code_id').references(() => promotionalCodes.id),
  // Copied at creation: the code's percentage may change later, the reservation keeps what was promised.
  promotionalPercentOff: integer('promotional_percent_off').notNull().default(0),
  // The additional services chosen (insurance, shuttle, pets, wheelchair), as the contract's AdditionalsSelection.
  additionals: jsonb('additionals'),
  loyaltyMemberId: integer('loyalty_member_id').references(() => loyaltyMembers.id),
  activeReward: boolean('active_reward').notNull().default(false),
  paymentStatus: paymentStatus('payment_status').notNull().default('process'),
  priceDeparture: numeric('price_departure', { precision: 10, scale: 2 }),
  priceReturn: numeric('price_return', { precision: 10, scale: 2 }),
  total: numeric('total', { precision: 10, scale: 2 }),
  currency: text('currency').notNull().default('MXN'),
  // Absolute payment deadline; the flow stops with the "expired" message once the clock passes it.
  paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  // SHA-256 (hex) of the flow token handed out once by create: the booking calls must carry the token
  // itself (decision 019). Never the token: a copy of the database cannot drive anyone's booking.
  flowTokenHash: text('flow_token_hash'),
  // The language the traveller booked in (es or en): the tickets' PDF, HTML and e-mail are written in it,
  // whatever `lang` header a later call or a plain link carries (the service header stays es:
  // docs/rules/services-and-api.md#the-language-header).
  lang: text('lang').notNull().default('es'),
  // 122 random bits from which the read token is derived (decision 063): with the code it opens the reservation to
  // read, never to change it, so a lookup can answer it without writing a row.
  readKey: uuid('read_key').notNull().defaultRandom(),
});

// Link tokens (decision 019): a random token in the confirmation e-mail's link that opens the tickets
// without the surname, until it expires. Only its SHA-256 is kept; a reservation may have several
// (the e-mail's, one per tickets page that asked for one).
export const reservationLinks = pgTable(
  'reservation_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id').notNull().references(() => reservations.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('reservation_links_token_hash').on(t.tokenHash), index('reservation_links_reservation_idx').on(t.reservationId)],
);

export const passengers = pgTable(
  'passengers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id').notNull().references(() => reservations.id),
    type: passengerType('type').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    // Whole years as declared on the contact step, for the fares that depend on it (minor, infant).
    age: integer('age'),
    priceDeparture: numeric('price_departure', { precision: 10, scale: 2 }),
    priceReturn: numeric('price_return', { precision: 10, scale: 2 }),
  },
  (t) => [index('passengers_reservation_idx').on(t.reservationId)],
);

// Seat holds and the double-booking plan.
// The unique key (departure_id, seat_number) is what makes double booking impossible: two transactions
// can never both own a seat, whatever the application does. A hold is temporary while expires_at is set
// and becomes a sale when the payment is confirmed (expires_at = NULL). Expiry never relies on a sweeper:
// the hold transaction first deletes an *expired* row for that seat (expires_at <= now), then inserts with
// ON CONFLICT DO NOTHING; zero rows inserted means somebody else holds the seat. Readers treat rows with
// expires_at <= now as free. Deleting and inserting in one transaction keeps the race-free property on
// PostgreSQL because the unique index serialises concurrent inserts of the same seat.
export const seatHolds = pgTable(
  'seat_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    departureId: integer('departure_id').notNull().references(() => departures.id),
    seatNumber: integer('seat_number').notNull(),
    reservationId: integer('reservation_id').notNull().references(() => reservations.id),
    passengerId: integer('passenger_id').references(() => passengers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('seat_holds_departure_seat').on(t.departureId, t.seatNumber),
    index('seat_holds_reservation_idx').on(t.reservationId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id').notNull().references(() => reservations.id),
    type: paymentType('type').notNull(),
    status: paymentStatus('status').notNull().default('process'),
    concept: text('concept').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('MXN'),
    gatewayReference: text('gateway_reference'),
    // Lets a gateway retry or a double click confirm the same payment only once.
    idempotencyKey: text('idempotency_key').unique(),
    /** What the traveller chose: card, oxxo, openpay, office or a wallet (type is the accounting type). */
    method: text('method'),
    /** What the payer was charged when it differs from the amount (a foreign card pays USD). */
    chargedCents: integer('charged_cents'),
    chargedCurrency: text('charged_currency'),
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 6 }),
    /** 3-D Secure challenge waiting for its code; the second call with the same key completes it. */
    challengeId: text('challenge_id'),
    declineReason: text('decline_reason'),
    /** Store cash reference (order_generated) and until when the store accepts it. */
    orderReference: text('order_reference'),
    orderDeadline: timestamp('order_deadline', { withTimezone: true }),
    /**
     * When the store order was voided: its reservation was paid another way (by card from My reservation, decision
     * 071), so cash that still arrives for its reference sells nothing and is money to give back.
     */
    orderVoidedAt: timestamp('order_voided_at', { withTimezone: true }),
    /** The seats held when the payment started: a late payment re-holds exactly these. */
    seats: jsonb('seats'),
    /** rehold or refund when the money arrived after the hold expired. */
    lateOutcome: text('late_outcome'),
    refundReference: text('refund_reference'),
    invoiced: boolean('invoiced').notNull().default(false),
    refund: boolean('refund').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  // The store network's notification finds the order by its reference.
  (t) => [index('payments_reservation_idx').on(t.reservationId), index('payments_order_reference_idx').on(t.orderReference)],
);

export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id').notNull().references(() => reservations.id),
    passengerId: integer('passenger_id').notNull().references(() => passengers.id),
    departureId: integer('departure_id').references(() => departures.id),
    seatNumber: integer('seat_number'),
    type: ticketType('type').notNull(),
    // Open legs have no departure row, so the leg is stored rather than derived from departure_id.
    leg: text('leg').notNull().default('departure'),
    code: text('code').notNull(),
    pin: text('pin'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [unique('tickets_code').on(t.code), index('tickets_reservation_idx').on(t.reservationId)],
);
