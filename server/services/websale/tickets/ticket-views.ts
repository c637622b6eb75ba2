import { centsToAmount, toCents } from '../../../../domain/fares';
import { encodeReservation } from '../../../../domain/reservation/reservation-state';
import { ticketQrPayload } from '../../../../domain/tickets/ticket-codes';
import { pendAppearBy, pendHoldUntil } from '../../../../domain/tickets/pend-rules';
import type { ServerConfig } from '../../../platform/config';
import type { TicketDocumentReservation, TicketDocumentTicket } from '../../../documents/ticket-document';
import type { Lang } from '../../../http/envelope';
import type { LoadedReservation, PassengerRow } from '../reservation/reservation.queries';
import { reservationView } from '../reservation/reservation-view';
import type { TicketRow } from './tickets.queries';

type Leg = 'departure' | 'return';
/** The wheelchair place (1, 2…) held on each leg's bus for the reservation (wheelchairPlacesByLeg). */
export type WheelchairPlaces = Partial<Record<Leg, number>>;
/** What a ticket's document needs of its row. */
export type DocumentTicket = Pick<TicketRow, 'code' | 'pin' | 'type' | 'passengerId' | 'leg' | 'seatNumber' | 'validUntil'>;

/** Terminal-local wall time as the documents print it (`2026-12-01T14:30:00`). */
function localIso(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ').trim();

function passengerName(loaded: LoadedReservation, passenger: PassengerRow | undefined): string {
  const own = passenger ? fullName(passenger.firstName, passenger.lastName) : '';
  return own || fullName(loaded.row.contactFirstName, loaded.row.contactLastName);
}

/** What a ticket's leg looks like: boarding time, ends of the trip and the passenger's price. */
function legOf(loaded: LoadedReservation, leg: Leg) {
  const chosen = leg === 'departure' ? loaded.departure : loaded.return;
  const open = leg === 'departure' ? loaded.row.departureOpen : loaded.row.returnOpen;
  const from = leg === 'departure' ? loaded.origin : loaded.destination;
  const to = leg === 'departure' ? loaded.destination : loaded.origin;
  return { boardsAt: open ? null : (chosen?.boardsAt ?? null), from, to, validUntil: leg === 'departure' ? loaded.row.departureValidUntil : loaded.row.returnValidUntil };
}

function priceCents(passenger: PassengerRow | undefined, leg: Leg): number {
  const price = leg === 'departure' ? passenger?.priceDeparture : passenger?.priceReturn;
  return price ? toCents(price) : 0;
}

const legName = (value: string): Leg => (value === 'return' ? 'return' : 'departure');

/** The contract's Ticket. */
export function ticketView(loaded: LoadedReservation, ticket: TicketRow, places: WheelchairPlaces = {}) {
  const leg = legName(ticket.leg);
  const passenger = loaded.passengers.find((p) => p.id === ticket.passengerId);
  const { boardsAt } = legOf(loaded, leg);
  return {
    number: ticket.code,
    ticket_type: ticket.type,
    passenger_type: passenger?.type ?? 'adult',
    passenger_name: passengerName(loaded, passenger),
    direction: leg,
    seat: ticket.seatNumber,
    departure_datetime: boardsAt?.toISOString() ?? null,
    pin: ticket.pin,
    qr: ticket.pin ? ticketQrPayload(ticket.code, ticket.pin) : null,
    pend_deadline: ticket.type === 'PEND' && boardsAt ? pendHoldUntil(boardsAt).toISOString() : null,
    price: centsToAmount(priceCents(passenger, leg)),
    valid_until: ticket.validUntil?.toISOString() ?? null,
    wheelchair_place: places[leg] ?? null,
  };
}

/** The contract's Confirmation: the reservation with its tickets. */
export function confirmationView(loaded: LoadedReservation, rows: readonly TicketRow[], config: ServerConfig, lang: Lang, places: WheelchairPlaces = {}) {
  return {
    code: loaded.row.code,
    reservation: encodeReservation(reservationView(loaded, config, lang)),
    tickets: rows.map((row) => ticketView(loaded, row, places)),
  };
}

/** What server/documents renders (PDF, HTML, the e-mail attachment). */
export function ticketDocuments(
  loaded: LoadedReservation,
  rows: readonly DocumentTicket[],
  issuedAt: Date,
  places: WheelchairPlaces = {},
): { reservation: TicketDocumentReservation; tickets: TicketDocumentTicket[] } {
  const contactName = fullName(loaded.row.contactFirstName, loaded.row.contactLastName) || null;
  return {
    reservation: { code: loaded.row.code, contactName, issuedAt },
    tickets: rows.map((ticket) => {
      const leg = legName(ticket.leg);
      const passenger = loaded.passengers.find((p) => p.id === ticket.passengerId);
      const { boardsAt, from, to, validUntil } = legOf(loaded, leg);
      const document: TicketDocumentTicket = {
        code: ticket.code,
        pin: ticket.pin,
        type: ticket.type,
        passengerName: passengerName(loaded, passenger) || null,
        passengerType: passenger?.type ?? 'adult',
        leg,
        origin: from.name,
        destination: to.name,
        departureAt: boardsAt ? localIso(boardsAt, from.offsetMinutes) : null,
        seat: ticket.seatNumber,
        priceCents: priceCents(passenger, leg),
        validUntil: boardsAt ? null : (validUntil ?? ticket.validUntil)?.toISOString().slice(0, 10) ?? null,
        wheelchairPlace: places[leg] ?? null,
      };
      if (ticket.type === 'PEND' && boardsAt) {
        document.pend = { appearBy: localIso(pendAppearBy(boardsAt), from.offsetMinutes), holdUntil: localIso(pendHoldUntil(boardsAt), from.offsetMinutes) };
      }
      return document;
    }),
  };
}
