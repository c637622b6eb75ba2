import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { ticketMarks } from '../../../db/schema/itinerary.schema';

// A ticket's marks (used, cancelled), read by the ticket documents and by the itinerary. They live
// here, beside the tickets, so websale never imports the itinerary service (no folder cycles).

export interface TicketMark {
  used: boolean;
  cancelled: boolean;
}

export async function ticketMarksOf(db: Database, ticketIds: readonly number[]): Promise<Map<number, TicketMark>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db.select().from(ticketMarks).where(inArray(ticketMarks.ticketId, [...ticketIds]));
  return new Map(rows.map((r) => [r.ticketId, { used: r.usedAt !== null, cancelled: r.cancelledAt !== null }]));
}
