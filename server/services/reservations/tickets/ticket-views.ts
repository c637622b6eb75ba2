import { centsToAmount, toCents } from '../../../../domain/fares';
import { tierLuggage } from '../../../../domain/loyalty/tiers';
import { encodeReservation } from '../../../../domain/reservation/reservation-state';
import { ticketQrPayload } from '../../../../domain/tickets/ticket-codes';
import { pendAppearBy, pendHoldUntil } from '../../../../domain/tickets/pend-rules';
import { isPaymentMethodId } from '../../../../domain/payments/payment-methods';
import { shuttleOffer, type ShuttleDestination } from '../../../../domain/reservation/shuttle-rules';
import { shuttleDestinationNames } from '../../../documents/shuttle-names';
import type { CompanyDetails, ServerConfig } from '../../../platform/config';
import type { DocumentPayment, TicketDocumentReservation, TicketDocumentTicket } from '../../../documents/ticket-document';
import type { ConfirmationFacts, LegFacts } from './confirmation-facts';
import type { Lang } from '../../../http/envelope';
import type { LoadedReservation, PassengerRow } from '../access/reservation.queries';
import { additionalsOf, reservationView } from '../access/reservation-view';
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

/** The shuttle bought with the trip: the leg at whose end it takes the passengers on (docs/rules/booking.md#the-shuttle-connection), and where to. */
export function boughtShuttle(loaded: LoadedReservation): { leg: Leg; destination: ShuttleDestination } | null {
  const chosen = additionalsOf(loaded).shuttle;
  const offer = shuttleOffer({ origin: loaded.origin.slug, destination: loaded.destination.slug, round: loaded.row.roundTrip });
  return chosen && offer ? { leg: offer.leg, destination: chosen.destination } : null;
}

/** The contract's Ticket. A PEND's deadline is its reservation's (`pendPayBy`): one payment settles every leg. */
export function ticketView(loaded: LoadedReservation, ticket: TicketRow, facts?: ConfirmationFacts, places: WheelchairPlaces = {}) {
  const leg = legName(ticket.leg);
  const passenger = loaded.passengers.find((p) => p.id === ticket.passengerId);
  const { boardsAt } = legOf(loaded, leg);
  const payBy = facts?.legs.find((l) => l.leg === leg)?.pendPayBy ?? (boardsAt ? pendHoldUntil(boardsAt) : null);
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
    pend_deadline: ticket.type === 'PEND' && payBy ? payBy.toISOString() : null,
    price: centsToAmount(priceCents(passenger, leg)),
    valid_until: ticket.validUntil?.toISOString() ?? null,
    wheelchair_place: places[leg] ?? null,
  };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function terminalView(t: LegFacts['origin']) {
  return { id: t.slug, name: t.name, city: t.city, address: t.address, time_zone: t.timeZone };
}

function paidView(facts: ConfirmationFacts) {
  const p = facts.payment;
  if (!p) return null;
  const charged = p.chargedCents !== null && p.chargedCurrency && p.chargedCurrency !== 'MXN' ? { amount: centsToAmount(p.chargedCents), currency: p.chargedCurrency as 'USD' } : null;
  return {
    method: isPaymentMethodId(p.method) ? p.method : null,
    status: p.status,
    amount: centsToAmount(facts.totalCents),
    currency: 'MXN' as const,
    charged,
    order_reference: p.orderReference,
    order_deadline: iso(p.orderDeadline),
    points: p.points ? { type: p.points.type as 'traveller_loyalty' | 'traveller_prepaid', amount: centsToAmount(p.points.cents) } : null,
    refunded: centsToAmount(facts.refundedCents),
    cancellation_refunded: centsToAmount(facts.cancelRefundedCents),
  };
}

/** The contract's Confirmation: the reservation with its tickets, legs, payment and where the e-mail went. */
export function confirmationView(
  loaded: LoadedReservation,
  rows: readonly TicketRow[],
  config: ServerConfig,
  lang: Lang,
  facts?: ConfirmationFacts,
  places: WheelchairPlaces = {},
) {
  const base = {
    code: loaded.row.code,
    reservation: encodeReservation(reservationView(loaded, config, lang)),
    tickets: rows.map((row) => ticketView(loaded, row, facts, places)),
  };
  if (!facts) return base;
  const pendLegs = new Set(rows.filter((r) => r.type === 'PEND').map((r) => legName(r.leg)));
  const shuttle = boughtShuttle(loaded);
  return {
    ...base,
    contact_email: loaded.row.contactEmail?.trim() || null,
    lang: facts.lang,
    legs: facts.legs.map((l) => ({
      direction: l.leg,
      origin: terminalView(l.origin),
      destination: terminalView(l.destination),
      departure_datetime: iso(l.departureAt),
      boarding_datetime: iso(l.boardingAt),
      arrival_datetime: iso(l.arrivalAt),
      service_class: l.serviceClass ? l.serviceClass[facts.lang] : null,
      pend_deadline: pendLegs.has(l.leg) ? iso(l.pendPayBy) : null,
      shuttle: shuttle?.leg === l.leg ? { destination: shuttle.destination } : null,
    })),
    paid: paidView(facts),
  };
}

function documentPayment(facts: ConfirmationFacts, offsetMinutes: number): DocumentPayment | null {
  const p = facts.payment;
  if (!p) return null;
  return {
    method: p.method,
    status: p.status,
    totalCents: facts.totalCents,
    charged: p.chargedCents !== null && p.chargedCurrency ? { cents: p.chargedCents, currency: p.chargedCurrency } : null,
    orderReference: p.orderReference,
    orderDeadline: p.orderDeadline ? localIso(p.orderDeadline, offsetMinutes) : null,
    pointsCents: p.points?.cents ?? 0,
    refundedCents: facts.refundedCents,
    cancelRefundedCents: facts.cancelRefundedCents,
  };
}

/** What server/documents renders (PDF, HTML, the e-mail attachment), in the reservation's language. */
export function ticketDocuments(
  loaded: LoadedReservation,
  rows: readonly DocumentTicket[],
  issuedAt: Date,
  facts: ConfirmationFacts,
  company: CompanyDetails,
  places: WheelchairPlaces = {},
  cancelledCodes: ReadonlySet<string> = new Set(),
): { reservation: TicketDocumentReservation; tickets: TicketDocumentTicket[] } {
  const contactName = fullName(loaded.row.contactFirstName, loaded.row.contactLastName) || null;
  const shuttle = boughtShuttle(loaded);
  // A store order's PEND has the store's deadline alone; one paid at the office, its appear-by time too.
  const atStore = facts.payment?.status === 'order_generated' && facts.payment.orderReference !== null;
  return {
    reservation: {
      code: loaded.row.code,
      contactName,
      issuedAt,
      contactEmail: loaded.row.contactEmail?.trim() || null,
      company,
      payment: documentPayment(facts, loaded.origin.offsetMinutes),
      memberLuggage: facts.memberTier ? { tier: facts.memberTier, ...tierLuggage(facts.memberTier) } : null,
    },
    tickets: rows.map((ticket) => {
      const leg = legName(ticket.leg);
      const passenger = loaded.passengers.find((p) => p.id === ticket.passengerId);
      const { boardsAt, from, to, validUntil } = legOf(loaded, leg);
      const facet = facts.legs.find((l) => l.leg === leg);
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
        boardingAt: facet?.boardingAt ? localIso(facet.boardingAt, from.offsetMinutes) : null,
        originAddress: facet?.origin.address ?? null,
        destinationAddress: facet?.destination.address ?? null,
        serviceClass: facet?.serviceClass?.[facts.lang] ?? null,
        wheelchairPlace: places[leg] ?? null,
        cancelled: cancelledCodes.has(ticket.code),
        shuttle: shuttle?.leg === leg ? shuttleDestinationNames[facts.lang][shuttle.destination] : null,
      };
      if (ticket.type === 'PEND' && boardsAt) {
        const holdUntil = facet?.pendPayBy ?? pendHoldUntil(boardsAt);
        document.pend = { appearBy: localIso(pendAppearBy(boardsAt), from.offsetMinutes), holdUntil: localIso(holdUntil, from.offsetMinutes), atStore };
      }
      return document;
    }),
  };
}
