import { nextTicketType } from '../../../../domain/tickets/ticket-codes';
import type { ResolvedDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import { loadReservationById } from '../../reservations';
import { confirmationView } from '../../reservations';
import { changeTicketType, ticketByCode, ticketsOf } from '../../reservations';

/** exchangeTicketAtOffice (docs/rules/tickets-and-documents.md#ticket-office-operations): an E-ticket shown at the desk becomes an OK ticket. */
export async function exchangeTicketAtOffice(deps: ResolvedDeps, code: string, lang: Lang) {
  const { db, config } = deps;
  const ticket = await ticketByCode(db, code.toUpperCase());
  if (!ticket) return refuse(404, 'ticket_not_found', 'ticket');
  if (ticket.type !== 'OK') {
    const next = nextTicketType(ticket.type, 'exchange_at_office');
    if (!next) return refuse(409, 'ticket_not_exchangeable', 'ticket');
    // Conditional on the current type, so two desks exchanging at once both see an OK ticket.
    await changeTicketType(db, ticket.id, ticket.type, next);
  }
  const loaded = await loadReservationById(db, ticket.reservationId);
  if (!loaded) return refuse(404, 'reservation_not_found', 'ticket');
  return success(confirmationView(loaded, await ticketsOf(db, loaded.row.id), config, lang));
}
