import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { preparedOn } from '../../../db/queries/prepared';
import { ticketMarks } from '../../../db/schema/itinerary.schema';
import { tickets } from '../../../db/schema/reservations.schema';
import type { TicketRow } from './tickets.queries';

// A ticket's marks (used, cancelled), read by the ticket documents and by the itinerary. They live
// here, beside the tickets, so websale never imports the itinerary service (no folder cycles).

export interface TicketMark {
  used: boolean;
  cancelled: boolean;
}

/**
 * A reservation's tickets in issue order with their marks, in one statement (the documents and the itinerary read
 * both, and the marks' read waited for the tickets' ids).
 */
export async function ticketsWithMarksOf(db: Database, reservationId: number): Promise<{ tickets: TicketRow[]; marks: Map<number, TicketMark> }> {
  const rows = await preparedOn(db, 'tickets_with_marks_of', (pool, name) =>
    pool
      .select({ ticket: tickets, usedAt: ticketMarks.usedAt, cancelledAt: ticketMarks.cancelledAt })
      .from(tickets)
      .leftJoin(ticketMarks, eq(ticketMarks.ticketId, tickets.id))
      .where(eq(tickets.reservationId, sql.placeholder('id')))
      .orderBy(asc(tickets.id))
      .prepare(name),
  ).execute({ id: reservationId });
  const marks = new Map<number, TicketMark>();
  for (const row of rows) if (row.usedAt !== null || row.cancelledAt !== null) marks.set(row.ticket.id, { used: row.usedAt !== null, cancelled: row.cancelledAt !== null });
  return { tickets: rows.map((row) => row.ticket), marks };
}
