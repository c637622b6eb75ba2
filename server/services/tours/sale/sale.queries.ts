import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { paymentAttempts } from '../../../db/schema/payment-attempts.schema';
import { payments } from '../../../db/schema/reservations.schema';
import { tourBookingItems, tourBookings, tourDates, tourTimeslots } from '../../../db/schema/tours.schema';
import { forgetAvailability } from '../catalogue/availability-cache';
import { placesTaken } from '../catalogue/catalogue.queries';

// The SQL of the tours sale (decision 054): bookings and their items, the timeslots' locks and counts the hold
// takes, and the lookups of the ticket and the reservation check.

export type BookingRow = typeof tourBookings.$inferSelect;
export type NewBooking = typeof tourBookings.$inferInsert;
export type BookingPatch = Partial<Omit<NewBooking, 'id' | 'createdAt'>>;
export type ItemRow = typeof tourBookingItems.$inferSelect;
export type NewItem = Omit<typeof tourBookingItems.$inferInsert, 'id' | 'bookingId'>;

export interface LoadedBooking {
  row: BookingRow;
  items: ItemRow[];
}

function readItems(db: Database, bookingId: string): Promise<ItemRow[]> {
  return db.select().from(tourBookingItems).where(eq(tourBookingItems.bookingId, bookingId)).orderBy(asc(tourBookingItems.position));
}

/** The booking and its items, or undefined. */
export async function readBooking(db: Database, id: string): Promise<LoadedBooking | undefined> {
  const [row] = await db.select().from(tourBookings).where(eq(tourBookings.id, id));
  return row ? { row, items: await readItems(db, id) } : undefined;
}

/** The booking locked for the rest of the transaction: two requests on one booking run one after the other. */
export async function lockBooking(tx: Database, id: string): Promise<LoadedBooking | undefined> {
  const [row] = await tx.select().from(tourBookings).where(eq(tourBookings.id, id)).for('update');
  return row ? { row, items: await readItems(tx, id) } : undefined;
}

/** A paid booking by its code (upper case), for My reservation. */
export async function bookingByCode(db: Database, code: string): Promise<LoadedBooking | undefined> {
  const [row] = await db.select().from(tourBookings).where(eq(tourBookings.code, code));
  return row ? { row, items: await readItems(db, row.id) } : undefined;
}

/** The booking a store (OXXO) reference was given for, or undefined. */
export async function bookingByStoreReference(db: Database, reference: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(tourBookings).where(eq(tourBookings.storeReference, reference)).orderBy(desc(tourBookings.createdAt)).limit(1);
  return row;
}

export async function insertBooking(tx: Database, booking: NewBooking): Promise<void> {
  await tx.insert(tourBookings).values(booking);
}

export async function updateBooking(tx: Database, id: string, patch: BookingPatch): Promise<void> {
  await tx.update(tourBookings).set(patch).where(eq(tourBookings.id, id));
  // A status or hold changed: the places this process shows are read again (availability-cache.ts).
  forgetAvailability();
}

/** The cart's items, replaced whole: a save is the whole cart as the client keeps it. */
export async function replaceItems(tx: Database, bookingId: string, items: NewItem[]): Promise<void> {
  await tx.delete(tourBookingItems).where(eq(tourBookingItems.bookingId, bookingId));
  if (items.length > 0) await tx.insert(tourBookingItems).values(items.map((item) => ({ ...item, bookingId })));
  forgetAvailability();
}

/** The timeslots a cart names, with their tour, day and start. */
export function readSlots(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: tourTimeslots.id, productId: tourDates.productId, date: tourDates.date, startTime: tourTimeslots.startTime, capacity: tourTimeslots.capacity })
    .from(tourTimeslots)
    .innerJoin(tourDates, eq(tourDates.id, tourTimeslots.tourDateId))
    .where(inArray(tourTimeslots.id, ids));
}

/**
 * Locks the timeslots (in id order, so two holds never wait on each other in a circle), then counts what is
 * taken in each. `FOR NO KEY UPDATE` serialises the holds of one timeslot without blocking the foreign-key
 * locks a booking's item insert takes (decision 008). The count is a statement of its own, run after the lock:
 * in READ COMMITTED it sees every hold committed while this one waited, which a count read with the lock would
 * not. Places left per timeslot id.
 */
export async function lockAndCountSlots(tx: Database, ids: number[], now: Date): Promise<Map<number, number>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  for (const id of sorted) await tx.select({ id: tourTimeslots.id }).from(tourTimeslots).where(eq(tourTimeslots.id, id)).for('no key update');
  const rows = await tx
    .select({ id: tourTimeslots.id, capacity: tourTimeslots.capacity, taken: placesTaken(now) })
    .from(tourTimeslots)
    .where(inArray(tourTimeslots.id, sorted));
  return new Map(rows.map((r) => [r.id, Math.max(0, r.capacity - r.taken)]));
}

/** Marks the ticket e-mail as queued; false when it already was (it goes out once). */
export async function claimTicketMail(tx: Database, id: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(tourBookings)
    .set({ ticketMailedAt: now })
    .where(and(eq(tourBookings.id, id), isNull(tourBookings.ticketMailedAt)))
    .returning({ id: tourBookings.id });
  return claimed.length > 0;
}

/** The points an attempt pays with (decision 069), kept on the booking while the bank answers. */
export interface AttemptPoints {
  memberId: number;
  type: string;
  cents: number;
}

/**
 * A payment attempt begins: a key not seen on this booking gets the next payment number and clears what the
 * last attempt left (a decline, a challenge, its points). The same key again changes nothing (a repeat, the
 * challenge's answer).
 */
export async function startAttempt(db: Database, id: string, key: string, paymentType: string, now: Date, points: AttemptPoints | null = null): Promise<void> {
  await db
    .update(tourBookings)
    .set({
      paymentNumber: sql`${tourBookings.paymentNumber} + 1`,
      paymentKey: key,
      paymentType,
      paymentStatus: 'process',
      declineReason: null,
      challengeId: null,
      pointsType: points?.type ?? null,
      pointsCents: points?.cents ?? null,
      loyaltyMemberId: points?.memberId ?? null,
      updatedAt: now,
    })
    .where(and(eq(tourBookings.id, id), or(isNull(tourBookings.paymentKey), ne(tourBookings.paymentKey, key))));
}

/** What the bank or the booking answered an attempt that sold nothing; a booking another key paid keeps its payment. */
export async function recordDecline(db: Database, id: string, key: string, reason: string, now: Date): Promise<void> {
  await db
    .update(tourBookings)
    .set({ paymentStatus: 'decline', declineReason: reason, challengeId: null, updatedAt: now })
    .where(and(eq(tourBookings.id, id), eq(tourBookings.paymentKey, key), ne(tourBookings.status, 'confirmed')));
}

/** The bank asked for its 3-D Secure code on this attempt. */
export async function recordChallenge(db: Database, id: string, key: string, challengeId: string, now: Date): Promise<void> {
  await db
    .update(tourBookings)
    .set({ paymentStatus: 'process', challengeId, updatedAt: now })
    .where(and(eq(tourBookings.id, id), eq(tourBookings.paymentKey, key), ne(tourBookings.status, 'confirmed')));
}

/**
 * A tour booking paid in a bus reservation's order shares that order's one charge: what the order came to (MXN
 * cents) and what the card was charged (cents of the charge's currency), by the attempt's key. Undefined for a
 * charge of the booking's own.
 */
export async function sharedChargeOf(db: Database, key: string): Promise<{ orderCents: number; chargedCents: number } | undefined> {
  const [row] = await db
    .select({ orderCents: paymentAttempts.amountCents, chargedCents: payments.chargedCents })
    .from(paymentAttempts)
    .innerJoin(payments, eq(payments.idempotencyKey, paymentAttempts.idempotencyKey))
    .where(eq(paymentAttempts.idempotencyKey, key));
  return row && row.chargedCents !== null ? { orderCents: row.orderCents, chargedCents: row.chargedCents } : undefined;
}

/** The ids of a bus reservation's tour bookings in one of `statuses` (docs/rules/tours.md#a-bus-trip-with-a-tour). */
export async function reservationBookingIds(db: Database, reservationId: number, statuses: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: tourBookings.id })
    .from(tourBookings)
    .where(and(eq(tourBookings.reservationId, reservationId), inArray(tourBookings.status, [...statuses])))
    .orderBy(asc(tourBookings.createdAt));
  return rows.map((row) => row.id);
}
