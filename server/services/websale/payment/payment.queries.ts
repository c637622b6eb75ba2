import { and, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { PaymentStatus } from '../../../../domain/reservation/reservation-state';
import type { Database } from '../../../db/database';
import { preparedOn, preparedRaw, slot } from '../../../db/queries/prepared';
import { payments, reservations, seatHolds } from '../../../db/schema/reservations.schema';
import { tourBookings } from '../../../db/schema/tours.schema';
import { SeatsLost, type SeatSnapshot } from './payment-seats';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentChanges = Partial<Omit<PaymentRow, 'id' | 'reservationId' | 'idempotencyKey'>>;

// The statements every card payment sends are prepared (server/db/queries/prepared.ts): built once, and parsed
// once per connection.

export async function paymentByKey(db: Database, key: string): Promise<PaymentRow | undefined> {
  const [row] = await preparedOn(db, 'payment_by_key', (pool, name) =>
    pool.select().from(payments).where(eq(payments.idempotencyKey, sql.placeholder('key'))).prepare(name),
  ).execute({ key });
  return row;
}

/** The payments of several idempotency keys (a payment and its points part), in one statement, by key. */
export async function paymentsByKeys(db: Database, keys: string[]): Promise<Map<string, PaymentRow>> {
  const rows = await preparedOn(db, 'payments_by_keys', (pool, name) =>
    pool.select().from(payments).where(sql`${payments.idempotencyKey} = any(${sql.placeholder('keys')}::text[])`).prepare(name),
  ).execute({ keys });
  return new Map(rows.flatMap((row) => (row.idempotencyKey === null ? [] : [[row.idempotencyKey, row] as const])));
}

// Whether a payment is left waiting (a 3-D Secure page): under the lock no other payment of the reservation is
// written, so the answer holds for the transaction, and the usual payment skips declining nothing.
const waitingPayment = sql<boolean>`exists (select 1 from ${payments} w where w.reservation_id = "reservations"."id" and w.status = 'process')`;
// Whether the order may carry tours (a booking held or sold with it): without one the charge is the bus alone and
// the tours' own read is skipped.
const tourBooking = sql<boolean>`exists (select 1 from ${tourBookings} b where b.reservation_id = "reservations"."id" and b.status in ('held', 'confirmed'))`;

/**
 * Locks the reservation row for the rest of the transaction. Every payment of one reservation passes
 * here, so two payments with different keys (two tabs) cannot both charge: the second waits, then
 * finds the reservation paid.
 */
export async function lockReservation(tx: Database, id: number): Promise<{ paymentStatus: PaymentStatus; loyaltyMemberId: number | null; waitingPayments: boolean; tourBookings: boolean }> {
  const [row] = await preparedOn(tx, 'lock_reservation_for_payment', (pool, name) =>
    pool
      .select({ paymentStatus: reservations.paymentStatus, loyaltyMemberId: reservations.loyaltyMemberId, waitingPayments: waitingPayment, tourBookings: tourBooking })
      .from(reservations)
      .where(eq(reservations.id, sql.placeholder('id')))
      .for('update')
      .prepare(name),
  ).execute({ id });
  if (!row) throw new Error(`reservation ${id} vanished`);
  return row;
}

const CLAIM_COLUMNS = ['reservationId', 'type', 'method', 'concept', 'amount', 'currency', 'idempotencyKey', 'seats', 'createdAt'] as const;
const claimValues = () => Object.fromEntries(CLAIM_COLUMNS.map((column) => [column, slot(payments[column], column)])) as unknown as NewPayment;
/** A payment's row as claimed, every column given (null where it has none); the others take their defaults. */
export type PaymentClaim = Required<Pick<NewPayment, (typeof CLAIM_COLUMNS)[number]>>;

/** Claims the idempotency key; undefined when another request with the key got there first. */
export async function claimPayment(tx: Database, values: PaymentClaim): Promise<PaymentRow | undefined> {
  const [claimed] = await preparedOn(tx, 'claim_payment', (pool, name) =>
    pool
      .insert(payments)
      .values(claimValues())
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning()
      .prepare(name),
  ).execute(values);
  return claimed;
}

export type LockedReservation = Awaited<ReturnType<typeof lockReservation>>;

/**
 * `lockReservation` and `claimPayment` in one statement (a round trip fewer in every payment, decision 084). Which of
 * the two waits first changes no outcome: a twin with the same key waits on the key's insert until the first
 * transaction ends, then claims nothing and replays it; a payment with another key (a second tab) claims its own,
 * waits on the lock, then finds the reservation paid and rolls back. Neither waits on what the other will take
 * after, so they cannot deadlock. As before, the lock's read does not see the claim (one snapshot).
 */
export async function lockAndClaimPayment(tx: Database, values: PaymentClaim): Promise<{ current: LockedReservation; claimed: PaymentRow | undefined }> {
  const [row] = await preparedOn(tx, 'lock_and_claim_payment', (pool, name) => {
    const current = pool.$with('current').as(
      pool
        .select({ paymentStatus: reservations.paymentStatus, loyaltyMemberId: reservations.loyaltyMemberId, waitingPayments: waitingPayment.as('waiting_payments'), tourBookings: tourBooking.as('tour_bookings') })
        .from(reservations)
        .where(eq(reservations.id, sql.placeholder('reservationId')))
        .for('update'),
    );
    const claimed = pool.$with('claimed').as(pool.insert(payments).values(claimValues()).onConflictDoNothing({ target: payments.idempotencyKey }).returning());
    return pool.with(current, claimed).select().from(current).leftJoin(claimed, sql`true`).prepare(name);
  }).execute(values);
  if (!row) throw new Error(`reservation ${values.reservationId} vanished`);
  return { current: row.current, claimed: row.claimed ?? undefined };
}

/** The latest store (OXXO) order given this reference, or undefined. */
export async function paymentByStoreReference(db: Database, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderReference, reference)).orderBy(desc(payments.id)).limit(1);
  return row;
}

export async function lockPayment(tx: Database, id: number): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return payment;
}

export async function updatePayment(tx: Database, id: number, changes: PaymentChanges): Promise<void> {
  await tx.update(payments).set(changes).where(eq(payments.id, id));
}

/** What a charge approved writes on the sale's row; every card or wallet sale writes it, so it is prepared. */
export type PaymentApproval = Required<Pick<PaymentRow, 'gatewayReference' | 'chargedCents' | 'chargedCurrency' | 'exchangeRate' | 'confirmedAt' | 'lateOutcome'>>;

export async function approvePayment(tx: Database, id: number, approval: PaymentApproval): Promise<void> {
  await preparedOn(tx, 'approve_payment', (pool, name) =>
    pool
      .update(payments)
      .set({
        status: 'approved',
        gatewayReference: slot(payments.gatewayReference, 'gatewayReference'),
        chargedCents: slot(payments.chargedCents, 'chargedCents'),
        chargedCurrency: slot(payments.chargedCurrency, 'chargedCurrency'),
        exchangeRate: slot(payments.exchangeRate, 'exchangeRate'),
        confirmedAt: slot(payments.confirmedAt, 'confirmedAt'),
        lateOutcome: slot(payments.lateOutcome, 'lateOutcome'),
      })
      .where(eq(payments.id, sql.placeholder('id')))
      .prepare(name),
  ).execute({ ...approval, id });
}

/**
 * Declines the reservation's payments still waiting (a 3-D Secure challenge left open, with its points part),
 * but `keep`: the traveller paid another way, or abandoned the reservation. Their points were never debited
 * (decision 034), so the member's balance is whole; the rows now say so, and a late answer to the challenge
 * finds nothing to complete.
 */
export async function declineWaitingPayments(tx: Database, reservationId: number, reason: string, keep?: number): Promise<void> {
  const waiting = and(eq(payments.reservationId, reservationId), eq(payments.status, 'process'), keep === undefined ? undefined : ne(payments.id, keep));
  await tx.update(payments).set({ status: 'decline', declineReason: reason }).where(waiting);
}

/**
 * The unpaid reservations past their payment deadline with a points part still waiting on a 3-D Secure page
 * (decision 040): their waiting payments are to be declined as `expired`.
 */
export async function reservationsWithExpiredPoints(db: Database, now: Date): Promise<number[]> {
  const waitingPoints = db.select({ id: payments.reservationId }).from(payments).where(and(eq(payments.method, 'points'), eq(payments.status, 'process')));
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(isNotNull(reservations.paymentDeadline), lte(reservations.paymentDeadline, now), inArray(reservations.id, waitingPoints)));
  return rows.map((row) => row.id);
}

export async function setPaymentStatus(tx: Database, reservationId: number, status: PaymentStatus, now: Date): Promise<void> {
  await preparedOn(tx, 'set_payment_status', (pool, name) =>
    pool
      .update(reservations)
      .set({ paymentStatus: slot(reservations.paymentStatus, 'status'), updatedAt: slot(reservations.updatedAt, 'now') })
      .where(eq(reservations.id, sql.placeholder('id')))
      .prepare(name),
  ).execute({ status, now, id: reservationId });
}

/**
 * Makes the reservation own its seats with a new expiry: NULL (sold) or the PEND limit. A seat row still the
 * reservation's own (live, or expired but taken by nobody since) is given the new expiry in place: one statement
 * for every such seat, the usual case of a payment in time. A seat whose row is gone or another's goes through
 * the same unique-key insert as a hold (decision 008): any expired row of the seat is deleted, then the seat is
 * inserted ON CONFLICT DO NOTHING; a seat somebody else holds live comes back missing and SeatsLost is thrown.
 * SeatsLost leaves the seats half re-held: the caller's unit of work must roll back (every caller does: a payment
 * with no bank rolls its whole transaction back, a card's checkout its settle savepoint), so this opens no savepoint
 * of its own, a round trip fewer for every payment. This serves an in-time sale, a late payment's re-hold and a PEND
 * order alike.
 */
export async function secureSeats(
  tx: Database,
  reservationId: number,
  seats: readonly SeatSnapshot[],
  expiresAt: (seat: SeatSnapshot) => Date | null,
  now: Date,
): Promise<void> {
  if (seats.length === 0) return;
  const ordered = [...seats].sort((a, b) => a.departureId - b.departureId || a.seatNumber - b.seatNumber);
  const kept = await preparedRaw<{ departure_id: number; seat_number: number }>(tx, 'secure_own_seats', secureOwnSeats).execute({
    departures: ordered.map((seat) => seat.departureId),
    seats: ordered.map((seat) => seat.seatNumber),
    passengers: ordered.map((seat) => seat.passengerId),
    expires: ordered.map((seat) => expiresAt(seat)?.toISOString() ?? null),
    now: now.toISOString(),
    reservationId,
  });
  const done = new Set(kept.rows.map((row) => `${row.departure_id}:${row.seat_number}`));
  const lost: SeatSnapshot[] = [];
  for (const seat of ordered.filter((s) => !done.has(`${s.departureId}:${s.seatNumber}`))) {
    await tx
      .delete(seatHolds)
      .where(and(eq(seatHolds.departureId, seat.departureId), eq(seatHolds.seatNumber, seat.seatNumber), isNotNull(seatHolds.expiresAt), lte(seatHolds.expiresAt, now)));
    const inserted = await tx
      .insert(seatHolds)
      .values({ departureId: seat.departureId, seatNumber: seat.seatNumber, reservationId, passengerId: seat.passengerId, expiresAt: expiresAt(seat), createdAt: now })
      .onConflictDoNothing({ target: [seatHolds.departureId, seatHolds.seatNumber] })
      .returning({ id: seatHolds.id });
    if (inserted.length === 0) lost.push(seat);
  }
  if (lost.length > 0) throw new SeatsLost(lost);
}

/** The reservation's own seat rows given their new expiry in place (prepared: every payment sends it). */
const secureOwnSeats = () => sql`
  update ${seatHolds} h set expires_at = v.expires_at, passenger_id = v.passenger_id, created_at = ${sql.placeholder('now')}::timestamptz
  from unnest(${sql.placeholder('departures')}::int[], ${sql.placeholder('seats')}::int[], ${sql.placeholder('passengers')}::int[], ${sql.placeholder('expires')}::timestamptz[])
    as v(departure_id, seat_number, passenger_id, expires_at)
  where h.departure_id = v.departure_id and h.seat_number = v.seat_number and h.reservation_id = ${sql.placeholder('reservationId')}::integer
  returning h.departure_id, h.seat_number`;

/** Links the signed-in frequent traveller to the reservation (points earned go to them; activeReward: points pay). */
export async function linkMember(tx: Database, reservationId: number, memberId: number, activeReward: boolean, now: Date): Promise<void> {
  await tx.update(reservations).set({ loyaltyMemberId: memberId, ...(activeReward ? { activeReward: true } : {}), updatedAt: now }).where(eq(reservations.id, reservationId));
}
