import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { preparedOn } from '../../../db/queries/prepared';
import { payments, reservations, seatHolds, tickets } from '../../../db/schema/reservations.schema';

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicket = typeof tickets.$inferInsert;

export async function ticketsOf(db: Database, reservationId: number): Promise<TicketRow[]> {
  return preparedOn(db, 'tickets_of', (pool, name) =>
    pool.select().from(tickets).where(eq(tickets.reservationId, sql.placeholder('id'))).orderBy(asc(tickets.id)).prepare(name),
  ).execute({ id: reservationId });
}

export async function insertTickets(tx: Database, rows: NewTicket[]): Promise<void> {
  if (rows.length > 0) await tx.insert(tickets).values(rows);
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
