import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, time, timestamp, unique } from 'drizzle-orm/pg-core';
import { paymentStatus } from './enums.schema';
import { loyaltyMembers } from './loyalty.schema';
import { terminals } from './network.schema';
import { reservations } from './reservations.schema';

// The tours catalogue (docs/decisions/052-tours-catalogue-model.md): products with their texts in both
// languages, the terminals where each meets, the recurring timeslots it runs (plans), and the concrete days and
// timeslots generated from them, whose capacity is what a hold will count against.
export const tourProducts = pgTable('tour_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionEs: text('description_es').notNull(),
  descriptionEn: text('description_en').notNull(),
  // The town the tour takes place in, for the list and the search.
  location: text('location').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  // Only the adult price is kept; the other person types follow the bus fares (domain/tours/tour-prices.ts).
  priceAdult: numeric('price_adult', { precision: 10, scale: 2 }).notNull(),
  infantsAllowed: boolean('infants_allowed').notNull(),
  minParty: integer('min_party').notNull(),
  maxParty: integer('max_party').notNull(),
  // ISO 639-1 codes of the languages the guide speaks.
  guideLanguages: text('guide_languages').array().notNull(),
  includesEs: text('includes_es').array().notNull(),
  includesEn: text('includes_en').array().notNull(),
  // A full refund until this many hours before the start, none after (docs/rules/tours.md#cancellation-policy).
  freeCancellationHours: integer('free_cancellation_hours').notNull(),
  imageUrl: text('image_url').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Where a tour meets: company terminals, each this many minutes before the timeslot's start. */
export const tourMeetingPoints = pgTable(
  'tour_meeting_points',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull().references(() => tourProducts.id),
    terminalId: integer('terminal_id').notNull().references(() => terminals.id),
    position: integer('position').notNull(),
    minutesBefore: integer('minutes_before').notNull(),
    noteEs: text('note_es').notNull(),
    noteEn: text('note_en').notNull(),
  },
  (t) => [unique('tour_meeting_points_product_terminal').on(t.productId, t.terminalId)],
);

/**
 * A recurring timeslot, as a timetable is for departures (decision 005): the top-up writes one timeslot per
 * running day from it. Days of the week as bus timetables (bit 0 Monday); months bit 0 January (a seasonal tour).
 */
export const tourPlans = pgTable(
  'tour_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull().references(() => tourProducts.id),
    startTime: time('start_time').notNull(),
    capacity: integer('capacity').notNull(),
    daysOfWeek: integer('days_of_week').notNull(),
    months: integer('months').notNull(),
  },
  (t) => [unique('tour_plans_product_time').on(t.productId, t.startTime)],
);

/** A day a tour runs; a day it does not run has no row. */
export const tourDates = pgTable(
  'tour_dates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull().references(() => tourProducts.id),
    date: date('date').notNull(),
  },
  (t) => [unique('tour_dates_product_date').on(t.productId, t.date)],
);

/** A timeslot of a day; its capacity is copied from the plan and may be changed for that slot alone. */
export const tourTimeslots = pgTable(
  'tour_timeslots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tourDateId: integer('tour_date_id').notNull().references(() => tourDates.id),
    startTime: time('start_time').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [unique('tour_timeslots_date_time').on(t.tourDateId, t.startTime), check('tour_timeslots_capacity', sql`${t.capacity} >= 0`)],
);

/**
 * A tour booking: the cart saved on the server, its approval and hold, its contact and its payment
 * (docs/decisions/054-tours-cart-hold-and-sale.md). The id is opaque and random: the cookie carries it, and
 * whoever holds it may read and pay the booking, as a flow token opens a bus reservation. `status` is stored
 * open, held, ordered, confirmed or cancelled; held or ordered past `hold_expires_at` reads as expired by that
 * timestamp (no sweeper), and only then stops counting against the timeslots.
 */
export const tourBookings = pgTable(
  'tour_bookings',
  {
    id: text('id').primaryKey(),
    lang: text('lang').notNull(),
    status: text('status').notNull().default('open'),
    approved: boolean('approved').notNull().default(false),
    // The booking code on the passes and the e-mail, once paid or ordered.
    code: text('code').unique(),
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    contactEmail: text('contact_email'),
    contactCellPhone: text('contact_cell_phone'),
    // The traveller accepted the tours' cancellation policies (the contract's `apply`).
    termsAccepted: boolean('terms_accepted'),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }).notNull(),
    // Until when its items' places count as taken (held: the hold; ordered: the store's deadline).
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    totalCents: integer('total_cents').notNull().default(0),
    // The last payment asked for: its number, key, type and what it came to.
    paymentNumber: integer('payment_number').notNull().default(0),
    paymentKey: text('payment_key'),
    paymentType: text('payment_type'),
    paymentStatus: paymentStatus('payment_status'),
    declineReason: text('decline_reason'),
    challengeId: text('challenge_id'),
    chargeId: text('charge_id'),
    cardLast4: text('card_last4'),
    storeReference: text('store_reference'),
    storeDeadline: timestamp('store_deadline', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The ticket e-mail went into the outbox (once).
    ticketMailedAt: timestamp('ticket_mailed_at', { withTimezone: true }),
    // Cancelled by the traveller under the tours' policies (docs/rules/tours.md#cancellation-policy), and what the
    // card got back: the gateway's refund id and the amount, MXN cents.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundedCents: integer('refunded_cents'),
    // A booking made inside a bus reservation's order (docs/rules/tours.md#a-bus-trip-with-a-tour): held until the
    // reservation's payment deadline and paid by the reservation's one card payment.
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    // Points that pay part or all of the last payment (decision 069): the pool (traveller_loyalty or
    // traveller_prepaid), how many in hundredths and whose. Debited only when the booking is confirmed; given back
    // to the same pool when it is cancelled.
    pointsType: text('points_type'),
    pointsCents: integer('points_cents'),
    loyaltyMemberId: integer('loyalty_member_id').references(() => loyaltyMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('tour_bookings_status', sql`${t.status} in ('open', 'held', 'ordered', 'confirmed', 'cancelled')`),
    check('tour_bookings_points', sql`${t.pointsCents} is null or (${t.pointsCents} > 0 and ${t.pointsType} in ('traveller_loyalty', 'traveller_prepaid') and ${t.loyaltyMemberId} is not null)`),
    // The store network's notification finds the booking by its reference.
    index('tour_bookings_store_reference').on(t.storeReference),
    index('tour_bookings_reservation').on(t.reservationId),
  ],
);

/** A cart item of a booking: a timeslot and its party; `places` counts every person, an infant too. */
export const tourBookingItems = pgTable(
  'tour_booking_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => tourBookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull().references(() => tourProducts.id),
    timeslotId: integer('timeslot_id').notNull().references(() => tourTimeslots.id),
    date: date('date').notNull(),
    adult: integer('adult').notNull(),
    minor: integer('minor').notNull(),
    inapam: integer('inapam').notNull(),
    infant: integer('infant').notNull(),
    places: integer('places').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
  },
  (t) => [
    unique('tour_booking_items_position').on(t.bookingId, t.position),
    index('tour_booking_items_timeslot').on(t.timeslotId),
    check('tour_booking_items_places', sql`${t.places} = ${t.adult} + ${t.minor} + ${t.inapam} + ${t.infant}`),
  ],
);
