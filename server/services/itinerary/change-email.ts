import { inTransaction } from '../../db/database';
import type { ScheduleChangeFacts } from '../../notify/change-notice';
import type { ResolvedDeps } from '../service-deps';
import { queueTicketEmail } from '../reservations';
import type { OpenedReservation } from './find-itinerary';

/**
 * After a leg moved to another bus, or an open leg got its date: the tickets' e-mail again, its PDF with the new
 * bus and seats, saying first what changed and how the fare difference was settled, in the booking's language
 * (docs/rules/my-reservation.md#changing-the-schedule). Written once the difference is settled (decision 064), since a refund's
 * or a credit's outcome is known only then, in a transaction of its own.
 */
export async function mailScheduleChange(deps: ResolvedDeps, opened: OpenedReservation, change: ScheduleChangeFacts): Promise<void> {
  const { loaded, tickets, marks } = opened;
  if (!loaded.row.contactEmail?.trim() || tickets.length === 0) return;
  const now = deps.clock.now();
  const issuedAt = tickets.reduce((latest, t) => (t.issuedAt > latest ? t.issuedAt : latest), tickets[0]!.issuedAt);
  const cancelledCodes = new Set(tickets.filter((t) => marks.get(t.id)?.cancelled).map((t) => t.code));
  await inTransaction(deps.db, (tx) => queueTicketEmail(tx, deps.clock, loaded, tickets, issuedAt, deps.config, { cancelledCodes, now, change }));
}
