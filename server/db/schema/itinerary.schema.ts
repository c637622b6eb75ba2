import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { reservations, tickets } from './reservations.schema';

// "My reservation" (docs/rules/my-reservation.md). What happened to a ticket after it was issued: used (boarded) or
// cancelled. Kept beside the ticket, not in it, so issuing stays as it was; a ticket without a row
// is valid as its type says.
export const ticketMarks = pgTable('ticket_marks', {
  ticketId: integer('ticket_id')
    .primaryKey()
    .references(() => tickets.id),
  usedAt: timestamp('used_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

// One row per cancellation: what came back and how (a card refund through the payment adapter, or
// store credit the traveller spends at the ticket office with its code).
export const cancellations = pgTable('cancellations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  reservationId: integer('reservation_id')
    .notNull()
    .references(() => reservations.id),
  refundCents: integer('refund_cents').notNull(),
  /** none, card or store_credit. */
  refundTo: text('refund_to').notNull(),
  /** The gateway's refund id, or the store credit's code. */
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

// One row per schedule change or open date confirmed (decisions 028, 033): which leg moved from which bus to
// which, the fare difference for the leg and how it was settled (a card charge or refund through the payment
// adapter, or store credit), with the adapter's id or the credit's code.
export const scheduleChanges = pgTable('schedule_changes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  reservationId: integer('reservation_id')
    .notNull()
    .references(() => reservations.id),
  leg: text('leg').notNull(),
  fromDepartureId: integer('from_departure_id'),
  toDepartureId: integer('to_departure_id').notNull(),
  differenceCents: integer('difference_cents').notNull(),
  /** none, card_charge, card_refund or store_credit. */
  settledBy: text('settled_by').notNull(),
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
