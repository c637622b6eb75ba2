import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cancellations, ticketMarks } from '../../db/schema/itinerary.schema';
import { payments, seatHolds, tickets } from '../../db/schema/reservations.schema';

// The itinerary service's SQL (decision 012): ticket marks (used, cancelled) and cancellations. Reading
// the marks lives with the tickets (reservations/tickets/ticket-marks.queries.ts): the documents need it too.

export { ticketsWithMarksOf, type TicketMark } from '../reservations';

/** A ticket boarded (the office's scanner; tests). */
export async function markTicketUsed(db: Database, ticketId: number, at: Date): Promise<void> {
  await db.insert(ticketMarks).values({ ticketId, usedAt: at }).onConflictDoUpdate({ target: ticketMarks.ticketId, set: { usedAt: at } });
}

export interface CancellationWrite {
  reservationId: number;
  ticketIds: number[];
  refundCents: number;
  refundTo: string;
  reference: string | null;
  now: Date;
}

/**
 * Cancels the tickets and frees their seats in one transaction (decision 008: a freed seat is a
 * deleted hold row, sellable at once), records what came back, then runs `inside` (the e-mail, queued
 * in the outbox) in the same transaction. Only tickets not yet cancelled count: a second cancel of the
 * same tickets changes nothing and answers false.
 */
export async function applyCancellation(db: Database, write: CancellationWrite, inside: (tx: Database) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(ticketMarks)
      .values(write.ticketIds.map((ticketId) => ({ ticketId, cancelledAt: write.now })))
      .onConflictDoUpdate({ target: ticketMarks.ticketId, set: { cancelledAt: write.now }, where: sql`${ticketMarks.cancelledAt} is null` })
      .returning({ ticketId: ticketMarks.ticketId });
    if (marked.length === 0) return false;
    const seats = await tx
      .select({ departureId: tickets.departureId, seatNumber: tickets.seatNumber })
      .from(tickets)
      .where(inArray(tickets.id, write.ticketIds));
    for (const seat of seats) {
      if (seat.departureId === null || seat.seatNumber === null) continue;
      await tx
        .delete(seatHolds)
        .where(and(eq(seatHolds.reservationId, write.reservationId), eq(seatHolds.departureId, seat.departureId), eq(seatHolds.seatNumber, seat.seatNumber)));
    }
    await tx.insert(cancellations).values({
      reservationId: write.reservationId,
      refundCents: write.refundCents,
      refundTo: write.refundTo,
      reference: write.reference,
      createdAt: write.now,
    });
    await inside(tx);
    return true;
  });
}

/** The card charge that paid the reservation, to refund through the payment adapter; null when not paid by card. */
export async function cardChargeOf(db: Database, reservationId: number): Promise<{ chargeId: string; amountCents: number; chargedCents: number | null } | null> {
  const [row] = await db
    .select({ chargeId: payments.gatewayReference, amount: payments.amount, chargedCents: payments.chargedCents })
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'approved'), eq(payments.method, 'card')))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row?.chargeId) return null;
  return { chargeId: row.chargeId, amountCents: Math.round(Number(row.amount) * 100), chargedCents: row.chargedCents };
}

/** The PEND's order, paid by card (decision 065): its row in `payments` names the card and the charge it was paid with. */
export async function recordPendCard(
  tx: Database,
  reservationId: number,
  charge: { chargeId: string; chargedCents: number; chargedCurrency: string; exchangeRate: string | null },
  now: Date,
): Promise<void> {
  // A store order's reference stays on the row, so cash that still arrives for it is found and refused (decision 071).
  await tx
    .update(payments)
    .set({
      method: 'card',
      type: 'credit',
      gatewayReference: charge.chargeId,
      chargedCents: charge.chargedCents,
      chargedCurrency: charge.chargedCurrency,
      exchangeRate: charge.exchangeRate,
      orderVoidedAt: sql`case when ${payments.orderReference} is null then null else ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'order_generated'), inArray(payments.method, [...PEND_METHODS])));
}

/** The orders a PEND may be paid by card from My reservation: the ticket office's and a store's (decision 071). */
export const PEND_METHODS = ['office', 'oxxo', 'openpay'] as const;

/** A store order's reference is payable until its own deadline (the earlier of its hours and the PEND limit). */
export const storeOrderOpen = (order: { orderReference: string | null; orderDeadline: Date | null }, now: Date) =>
  order.orderReference === null || (order.orderDeadline !== null && now.getTime() < order.orderDeadline.getTime());
