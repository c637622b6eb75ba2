import { formatDate, formatMoney, formatTime } from '../../domain/display-format';
import { carriageConditions, carriageHeading, pendNotice } from '../../domain/tickets/carriage-conditions';
import { isValidForTravel, ticketQrPayload } from '../../domain/tickets/ticket-codes';
import { passengerTypeNames, ticketLabels, ticketTypeNames, type DocumentLang, type TicketDocumentTicket } from './ticket-document';

// The text of one ticket block, shared by the PDF and the HTML so both say exactly the same.

export interface TicketBlock {
  heading: string;
  rows: Array<[label: string, value: string]>;
  /** What the QR encodes; null when the ticket may not board (PEND) or has no PIN. */
  qrPayload: string | null;
  notice: string | null;
}

export function ticketBlock(ticket: TicketDocumentTicket, lang: DocumentLang): TicketBlock {
  const l = ticketLabels[lang];
  const when = ticket.departureAt
    ? ([
        [l.date, formatDate(ticket.departureAt)],
        [l.time, formatTime(ticket.departureAt)],
      ] as Array<[string, string]>)
    : ([[l.date, l.open]] as Array<[string, string]>);
  const rows: Array<[string, string]> = [
    [l.type, ticketTypeNames[lang][ticket.type]],
    [l.trip, `${ticket.leg === 'departure' ? l.departure : l.return}: ${ticket.origin} → ${ticket.destination}`],
    ...when,
    [l.seat, ticket.seat === null ? l.noSeat : String(ticket.seat)],
    // Issue 11: the wheelchair place the reservation holds on this leg's bus (a minimal line; layout by issue 11's documents work).
    ...(ticket.wheelchairPlace ? ([[l.wheelchair, `${l.wheelchairPlace} ${ticket.wheelchairPlace}`]] as Array<[string, string]>) : []),
    [l.passenger, ticket.passengerName ?? '—'],
    [l.passengerType, passengerTypeNames[lang][ticket.passengerType]],
    [l.price, formatMoney(ticket.priceCents / 100)],
  ];
  if (ticket.pin && isValidForTravel(ticket.type)) rows.push([l.pin, ticket.pin]);
  if (ticket.validUntil) rows.push([l.validUntil, formatDate(ticket.validUntil)]);
  const notice = ticket.type === 'PEND' && ticket.pend ? pendNotice(lang, formatTime(ticket.pend.appearBy), formatTime(ticket.pend.holdUntil)) : null;
  return {
    heading: `${l.ticket} ${ticket.code}`,
    rows,
    qrPayload: ticket.pin && isValidForTravel(ticket.type) ? ticketQrPayload(ticket.code, ticket.pin) : null,
    notice,
  };
}

export function conditionsBlock(lang: DocumentLang): { heading: string; items: string[] } {
  return { heading: carriageHeading[lang], items: carriageConditions(lang).map((c) => c.text) };
}
