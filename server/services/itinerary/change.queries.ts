import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { inRetriedTransaction, type Database } from '../../db/database';
import { scheduleChanges } from '../../db/schema/itinerary.schema';
import { departures } from '../../db/schema/network.schema';
import { passengers, reservations, seatHolds, tickets } from '../../db/schema/reservations.schema';
import { ItemRefused } from '../../payments/checkout/checkout';
import { liveHolds } from '../reservations';
import type { CountedRules, LegToHold } from '../reservations';

// The itinerary's schedule change and open-date confirmation as SQL (decisions 028, 033), with websale's seat
// guarantee (decision 008): every new seat is an INSERT … ON CONFLICT DO NOTHING on the unique key
// (departure_id, seat_number), in the same transaction that deletes the leg's old seats and repoints its
// tickets. A seat someone else holds comes back missing and the whole transaction rolls back: the traveller
// keeps the old seats, nothing else changed.

export interface LegMove {
  reservationId: number;
  leg: 'departure' | 'return';
  /** The bus the leg leaves; null for an open leg being given its date. */
  fromDepartureId: number | null;
  /** The new bus, its service date and the quotas that count on it. */
  to: LegToHold;
  serviceDate: string;
  /** The seat of each ticket moved (tickets of infants ride on a lap: seat null). */
  tickets: Array<{ ticketId: number; passengerId: number; seatNumber: number | null }>;
  /** What a new hold keeps of the old: null (sold) or the PEND hold limit on the new bus. */
  expiresAt: Date | null;
  /** The leg's new price per passenger, and the difference for the whole leg. */
  prices: Array<{ passengerId: number; price: string }>;
  legPrice: string;
  differenceCents: number;
  settledBy: string;
  reference: string | null;
  now: Date;
}

export type MoveOutcome = { ok: true; changeId: number } | { ok: false; code: 'seat_unavailable' | 'discount_seats_exhausted'; seats: number[] };

class Refused extends Error {
  constructor(readonly outcome: Extract<MoveOutcome, { ok: false }>) {
    super(outcome.code);
  }
}

/** Moves a leg in one transaction, or changes nothing; retried on a deadlock as websale's holds are. */
export async function moveLeg(db: Database, rules: CountedRules, move: LegMove): Promise<MoveOutcome> {
  try {
    return await inRetriedTransaction(db, (tx) => moveInTransaction(tx, rules, move));
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

async function moveInTransaction(tx: Database, rules: CountedRules, move: LegMove): Promise<MoveOutcome> {
  const { to, now } = move;
  // Lock both buses in id order (concurrent moves between them queue instead of deadlocking); the new bus's
  // lock also serialises everyone who counts quotas or healthy distance on it.
  const buses = [...new Set([to.seating.id, ...(move.fromDepartureId === null ? [] : [move.fromDepartureId])])].sort((a, b) => a - b);
  await tx.select({ id: departures.id }).from(departures).where(inArray(departures.id, buses)).orderBy(asc(departures.id)).for('no key update');

  if (rules.counts(to)) {
    const others = (await liveHolds(tx, to.seating.id, now)).filter((h) => h.reservationId !== move.reservationId);
    const refusal = rules.refusal(to, others, `${move.leg}.seats`);
    if (refusal) throw new Refused({ ok: false, code: refusal.code === 'discount_seats_exhausted' ? 'discount_seats_exhausted' : 'seat_unavailable', seats: refusal.legs.flatMap((l) => l.seats) });
  }

  // The old seats go first: moving within the same bus may reuse one of them.
  const moved = move.tickets.map((t) => t.passengerId);
  if (move.fromDepartureId !== null && moved.length > 0) {
    await tx
      .delete(seatHolds)
      .where(and(eq(seatHolds.reservationId, move.reservationId), eq(seatHolds.departureId, move.fromDepartureId), inArray(seatHolds.passengerId, moved)));
  }

  const numbers = to.seats.map((s) => s.seatNumber).sort((a, b) => a - b);
  if (numbers.length > 0) {
    await tx
      .delete(seatHolds)
      .where(and(eq(seatHolds.departureId, to.seating.id), inArray(seatHolds.seatNumber, numbers), isNotNull(seatHolds.expiresAt), lte(seatHolds.expiresAt, now)));
    const inserted = await tx
      .insert(seatHolds)
      .values(
        [...to.seats]
          .sort((a, b) => a.seatNumber - b.seatNumber)
          .map((s) => ({ departureId: to.seating.id, seatNumber: s.seatNumber, reservationId: move.reservationId, passengerId: s.passengerId, expiresAt: move.expiresAt, createdAt: now })),
      )
      .onConflictDoNothing({ target: [seatHolds.departureId, seatHolds.seatNumber] })
      .returning({ seatNumber: seatHolds.seatNumber });
    const got = new Set(inserted.map((r) => r.seatNumber));
    const missing = numbers.filter((n) => !got.has(n));
    if (missing.length > 0) throw new Refused({ ok: false, code: 'seat_unavailable', seats: missing });
  }

  for (const ticket of move.tickets) {
    await tx.update(tickets).set({ departureId: to.seating.id, seatNumber: ticket.seatNumber, validUntil: null }).where(eq(tickets.id, ticket.ticketId));
  }
  for (const p of move.prices) {
    await tx
      .update(passengers)
      .set(move.leg === 'departure' ? { priceDeparture: p.price } : { priceReturn: p.price })
      .where(eq(passengers.id, p.passengerId));
  }
  const total = sql`coalesce(${reservations.total}, 0) + ${(move.differenceCents / 100).toFixed(2)}::numeric`;
  await tx
    .update(reservations)
    .set(
      move.leg === 'departure'
        ? { departureId: to.seating.id, departureDate: move.serviceDate, departureOpen: false, departureValidUntil: null, priceDeparture: move.legPrice, total, updatedAt: now }
        : { returnId: to.seating.id, returnDate: move.serviceDate, returnOpen: false, returnValidUntil: null, priceReturn: move.legPrice, total, updatedAt: now },
    )
    .where(eq(reservations.id, move.reservationId));
  const [row] = await tx
    .insert(scheduleChanges)
    .values({
      reservationId: move.reservationId,
      leg: move.leg,
      fromDepartureId: move.fromDepartureId,
      toDepartureId: to.seating.id,
      differenceCents: move.differenceCents,
      settledBy: move.settledBy,
      reference: move.reference,
      createdAt: now,
    })
    .returning({ id: scheduleChanges.id });
  return { ok: true, changeId: row!.id };
}

/**
 * The move inside a transaction the caller owns (the checkout's, which records the payment's approval in it):
 * a seat taken meanwhile throws ItemRefused, so the caller's whole transaction rolls back.
 */
export async function moveLegIn(tx: Database, rules: CountedRules, move: LegMove): Promise<number> {
  try {
    const moved = await moveInTransaction(tx, rules, move);
    return moved.ok ? moved.changeId : 0;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const { code, seats } = error.outcome;
    throw new ItemRefused(code === 'discount_seats_exhausted' ? 'schedule_unavailable' : 'seat_unavailable', 'seat', seats.join(', '));
  }
}

/** How many changes the reservation has had: part of the payment adapter's idempotency key. */
export async function changeCount(db: Database, reservationId: number): Promise<number> {
  const rows = await db.select({ id: scheduleChanges.id }).from(scheduleChanges).where(eq(scheduleChanges.reservationId, reservationId));
  return rows.length;
}

/** The refund's id or the credit's code, once the adapter answered after the move. */
export async function settleChange(db: Database, changeId: number, settledBy: string, reference: string | null): Promise<void> {
  await db.update(scheduleChanges).set({ settledBy, reference }).where(eq(scheduleChanges.id, changeId));
}
