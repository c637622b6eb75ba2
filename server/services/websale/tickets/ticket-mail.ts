import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../db/database';
import { renderTicketPdf } from '../../../documents/ticket-pdf';
import type { Lang } from '../../../http/envelope';
import { createDrizzleOutbox } from '../../../notify/outbox';
import { ticketConfirmationEmail } from '../../../notify/ticket-email';
import type { LoadedReservation } from '../reservation/reservation.queries';
import { ticketDocuments, type DocumentTicket } from './ticket-views';

/**
 * The confirmation e-mail with the tickets' PDF, queued in the outbox inside the caller's transaction
 * so it is sent only if the tickets are stored. A reservation without a contact e-mail gets none.
 */
export async function queueTicketEmail(tx: Database, clock: Clock, loaded: LoadedReservation, rows: readonly DocumentTicket[], issuedAt: Date, lang: Lang): Promise<void> {
  const email = loaded.row.contactEmail?.trim();
  if (!email) return;
  const documents = ticketDocuments(loaded, rows, issuedAt);
  const pdf = await renderTicketPdf(documents.reservation, documents.tickets, lang);
  await createDrizzleOutbox(tx, clock).enqueue(
    ticketConfirmationEmail({ recipient: email, reservation: documents.reservation, tickets: documents.tickets, lang, pdf }),
    tx,
  );
}
