import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { PaymentStatus } from '../../../../domain/reservation/reservation-state';
import { preparedOn, preparedRaw } from '../../../db/queries/prepared';
import { paymentStatus, ticketType } from '../../../db/schema/enums.schema';
import { payments, reservationLinks, reservations, seatHolds, tickets } from '../../../db/schema/reservations.schema';
import { moneyColumns, moneyOf, type MoneyColumns, type ReservationMoney } from './confirmation.queries';

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicket = typeof tickets.$inferInsert;

export async function ticketsOf(db: Database, reservationId: number): Promise<TicketRow[]> {
  return preparedOn(db, 'tickets_of', (pool, name) =>
    pool.select().from(tickets).where(eq(tickets.reservationId, sql.placeholder('id'))).orderBy(asc(tickets.id)).prepare(name),
  ).execute({ id: reservationId });
}

/** A ticket to write, every column given (null where it has none). */
export type TicketToIssue = Required<Omit<NewTicket, 'id'>>;

/**
 * Every ticket of an issue, the reservation's new payment status and the e-mail's link token (when there is one) in
 * one prepared statement (one round trip inside the sale's transaction): the tickets' columns are one array each, in
 * the rows' order. It answers what the reservation's money is (`moneyColumns`), for the e-mail (decision 084): read
 * in the statement's snapshot, which holds the payment's approval written before it; none of it is what the
 * statement writes.
 */
const issueStatement = () => sql`
  with issued as (
    insert into ${tickets} (reservation_id, passenger_id, departure_id, seat_number, type, leg, code, pin, issued_at, valid_until)
    select t.reservation_id, t.passenger_id, t.departure_id, t.seat_number, t.type::${sql.raw(ticketType.enumName)}, t.leg, t.code, t.pin, t.issued_at, t.valid_until
    from unnest(${sql.placeholder('reservations')}::int[], ${sql.placeholder('passengers')}::int[], ${sql.placeholder('departures')}::int[],
      ${sql.placeholder('seats')}::int[], ${sql.placeholder('types')}::text[], ${sql.placeholder('legs')}::text[], ${sql.placeholder('codes')}::text[],
      ${sql.placeholder('pins')}::text[], ${sql.placeholder('issued')}::timestamptz[], ${sql.placeholder('validUntil')}::timestamptz[])
      with ordinality as t(reservation_id, passenger_id, departure_id, seat_number, type, leg, code, pin, issued_at, valid_until, n)
    order by t.n
  ), settled as (
    update ${reservations} set payment_status = ${sql.placeholder('status')}::${sql.raw(paymentStatus.enumName)}, updated_at = ${sql.placeholder('now')}::timestamptz
    where id = ${sql.placeholder('reservationId')}
  ), linked as (
    insert into ${reservationLinks} (reservation_id, token_hash, expires_at, created_at)
    select ${sql.placeholder('reservationId')}::integer, ${sql.placeholder('linkDigest')}::text, ${sql.placeholder('linkExpiresAt')}::timestamptz, ${sql.placeholder('now')}::timestamptz
    where ${sql.placeholder('linkDigest')}::text is not null
  )
  select ${moneyColumns.payments} as payments, ${moneyColumns.changes} as changes, ${moneyColumns.cancelled} as cancelled
  from ${reservations} where "reservations"."id" = ${sql.placeholder('reservationId')}`;

/**
 * Writes an issue's tickets and sets the reservation's payment status (`approved`, or `order_generated` for PEND
 * tickets); `link`: a link token's digest to store with them (newLinkToken), for the tickets' e-mail. Answers the
 * reservation's money as the sale leaves it.
 */
export async function insertTicketsSettled(
  tx: Database,
  rows: readonly TicketToIssue[],
  settled: { reservationId: number; status: PaymentStatus; now: Date; link: { digest: string; expiresAt: Date } | null },
): Promise<ReservationMoney> {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const { rows: money } = await preparedRaw<MoneyColumns>(tx, 'issue_tickets', issueStatement).execute({
    reservations: rows.map((r) => r.reservationId),
    passengers: rows.map((r) => r.passengerId),
    departures: rows.map((r) => r.departureId),
    seats: rows.map((r) => r.seatNumber),
    types: rows.map((r) => r.type),
    legs: rows.map((r) => r.leg),
    codes: rows.map((r) => r.code),
    pins: rows.map((r) => r.pin),
    issued: rows.map((r) => iso(r.issuedAt)),
    validUntil: rows.map((r) => iso(r.validUntil)),
    status: settled.status,
    now: settled.now.toISOString(),
    reservationId: settled.reservationId,
    linkDigest: settled.link?.digest ?? null,
    linkExpiresAt: settled.link?.expiresAt.toISOString() ?? null,
  });
  return moneyOf(money[0]);
}

export async function ticketByCode(db: Database, code: string): Promise<TicketRow | undefined> {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.code, code));
  return ticket;
}

/** Changes a ticket's type only if it still has `from`, so two desks acting at once cannot both change it. */
export async function changeTicketType(db: Database, id: number, from: TicketRow['type'], to: TicketRow['type']): Promise<void> {
  await db.update(tickets).set({ type: to }).where(and(eq(tickets.id, id), eq(tickets.type, from)));
}

export async function updateTicket(tx: Database, id: number, changes: Partial<Pick<TicketRow, 'type' | 'pin' | 'issuedAt'>>): Promise<void> {
  await tx.update(tickets).set(changes).where(eq(tickets.id, id));
}

/** Locks the reservation row so two desks paying the same PEND queue instead of both paying it. */
export async function lockReservationRow(tx: Database, id: number): Promise<void> {
  await tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.id, id)).for('update');
}

/**
 * Live PEND holds become sales; the number turned is returned. An expired hold is not revived here,
 * so counting them guards the seats.
 */
export async function sellLiveHolds(tx: Database, reservationId: number, now: Date): Promise<number> {
  const sold = await tx
    .update(seatHolds)
    .set({ expiresAt: null })
    .where(and(eq(seatHolds.reservationId, reservationId), isNotNull(seatHolds.expiresAt), gt(seatHolds.expiresAt, now)))
    .returning({ id: seatHolds.id });
  return sold.length;
}

/** The reservation's store or office order, paid now. */
export async function approveOrder(tx: Database, reservationId: number, now: Date): Promise<void> {
  await tx.update(payments).set({ status: 'approved', confirmedAt: now }).where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'order_generated')));
  await tx.update(reservations).set({ paymentStatus: 'approved', updatedAt: now }).where(eq(reservations.id, reservationId));
}
