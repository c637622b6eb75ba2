import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { preparedOn } from '../../../db/queries/prepared';
import { ticketMarks } from '../../../db/schema/itinerary.schema';

// A ticket's marks (used, cancelled), read by the ticket documents and by the itinerary. They live
// here, beside the tickets, so websale never imports the itinerary service (no folder cycles).

export interface TicketMark {
  used: boolean;
  cancelled: boolean;
}

export async function ticketMarksOf(db: Database, ticketIds: readonly number[]): Promise<Map<number, TicketMark>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await preparedOn(db, 'ticket_marks_of', (pool, name) =>
    pool.select().from(ticketMarks).where(sql`${ticketMarks.ticketId} = any(${sql.placeholder('ids')}::int[])`).prepare(name),
  ).execute({ ids: [...ticketIds] });
  return new Map(rows.map((r) => [r.ticketId, { used: r.usedAt !== null, cancelled: r.cancelledAt !== null }]));
}
