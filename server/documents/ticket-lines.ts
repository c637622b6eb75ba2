import { formatDate, formatMoney, formatMoneyMxn, formatPoints, formatTime } from '../../domain/display-format';
import { carriageConditions, carriageHeading, pendNotice, pendStoreNotice } from '../../domain/tickets/carriage-conditions';
import { isValidForTravel, ticketQrPayload } from '../../domain/tickets/ticket-codes';
import {
  passengerTypeNames,
  paymentMethodNames,
  ticketLabels,
  ticketTypeNames,
  type DocumentLang,
  type TicketDocumentReservation,
  type TicketDocumentTicket,
} from './ticket-document';

// The text of the documents, shared by the PDF and the HTML so both say exactly the same.

type Row = [label: string, value: string];

export interface TicketBlock {
  heading: string;
  rows: Row[];
  /** What the QR encodes; null when the ticket may not board (PEND) or has no PIN. */
  qrPayload: string | null;
  notice: string | null;
  /** CANCELADO / CANCELLED when the ticket was cancelled, printed large where its QR would be. */
  cancelledMark: string | null;
}

const place = (name: string, address: string | null | undefined) => (address ? `${name}, ${address}` : name);

export function ticketBlock(ticket: TicketDocumentTicket, lang: DocumentLang): TicketBlock {
  const l = ticketLabels[lang];
  const when: Row[] = ticket.departureAt
    ? [
        [l.date, formatDate(ticket.departureAt)],
        [l.departureTime, formatTime(ticket.departureAt)],
        ...(ticket.boardingAt ? ([[l.boarding, formatTime(ticket.boardingAt)]] as Row[]) : []),
      ]
    : [[l.date, l.openDate]];
  const rows: Row[] = [
    [l.passenger, ticket.passengerName ?? '—'],
    [l.passengerType, passengerTypeNames[lang][ticket.passengerType]],
    // An infant rides on a lap; any other ticket without a seat is an open one, seated when its date is chosen.
    [l.seat, ticket.seat !== null ? String(ticket.seat) : ticket.passengerType === 'infant' ? l.noSeat : l.open],
    // The wheelchair place the reservation holds on this leg's bus (one per request, like a seat).
    ...(ticket.wheelchairPlace ? ([[l.wheelchair, `${l.wheelchairPlace} ${ticket.wheelchairPlace}`]] as Row[]) : []),
    [l.trip, `${ticket.leg === 'departure' ? l.departure : l.return}: ${ticket.origin} → ${ticket.destination}`],
    ...when,
    [l.from, place(ticket.origin, ticket.originAddress)],
    [l.to, place(ticket.destination, ticket.destinationAddress)],
    ...(ticket.serviceClass ? ([[l.serviceClass, ticket.serviceClass]] as Row[]) : []),
    ...(ticket.shuttle ? ([[l.shuttle, ticket.shuttle]] as Row[]) : []),
    [l.type, ticketTypeNames[lang][ticket.type]],
    [l.price, formatMoney(ticket.priceCents / 100, lang)],
  ];
  // A cancelled ticket keeps its facts (what was cancelled) but loses what boards: no PIN, no QR.
  const boards = !ticket.cancelled && ticket.pin !== null && isValidForTravel(ticket.type);
  if (boards && ticket.pin) rows.push([l.pin, ticket.pin]);
  if (ticket.validUntil && !ticket.cancelled) rows.push([l.validUntil, formatDate(ticket.validUntil)]);
  const notice = ticket.cancelled ? l.cancelledNotice : ticket.type === 'PEND' && ticket.pend ? pendTicketNotice(lang, ticket.pend) : null;
  return {
    heading: ticket.cancelled ? `${l.ticket} ${ticket.code} · ${l.cancelled}` : `${l.ticket} ${ticket.code}`,
    rows,
    qrPayload: boards && ticket.pin ? ticketQrPayload(ticket.code, ticket.pin) : null,
    notice,
    cancelledMark: ticket.cancelled ? l.cancelled : null,
  };
}

/**
 * A store order has one deadline, its own (at most the hold limit): the office's appear-by time is not the
 * traveller's business then. Both times are local ISO strings with the same offset, so they compare as text.
 */
function pendTicketNotice(lang: DocumentLang, pend: NonNullable<TicketDocumentTicket['pend']>): string {
  if (pend.atStore || pend.holdUntil < pend.appearBy) return pendStoreNotice(lang, `${formatDate(pend.holdUntil)} ${formatTime(pend.holdUntil)}`);
  return pendNotice(lang, formatTime(pend.appearBy), formatTime(pend.holdUntil));
}

/** The document's title: a PEND ticket is no E-ticket yet, so a document holding one says what it is. */
export function documentTitle(tickets: readonly TicketDocumentTicket[], lang: DocumentLang): string {
  if (tickets.length > 0 && tickets.every((ticket) => ticket.cancelled)) return ticketLabels[lang].cancelledTitle;
  return tickets.some((ticket) => ticket.type === 'PEND') ? ticketLabels[lang].pendingTitle : ticketLabels[lang].title;
}

export interface SummaryBlock {
  heading: string;
  rows: Row[];
  /** A store cash reference to print as a barcode, when the reservation is still to be paid at a store. */
  storeReference: string | null;
  /** The seller's line: trade and legal name, tax id, phone. */
  company: string | null;
}

/** Pesos as the traveller's language writes them; a foreign card's dollars as US$ … USD. */
const money = (cents: number, currency: string, lang: DocumentLang) => (currency === 'MXN' ? formatMoneyMxn(cents / 100, lang) : `US${formatMoney(cents / 100)} ${currency}`);
const localDateTime = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/** What was paid and how, where the tickets went, and who sells them. */
export function summaryBlock(reservation: TicketDocumentReservation, lang: DocumentLang): SummaryBlock {
  const l = ticketLabels[lang];
  const rows: Row[] = [];
  const payment = reservation.payment;
  if (payment) {
    const pending = payment.status !== 'approved';
    // A cheaper bus's difference or a cancellation's refund given back: what was paid, what came back, and the total
    // really paid (decisions 070 and 073).
    const refundedCents = pending ? 0 : (payment.refundedCents ?? 0);
    const cancelRefundedCents = pending ? 0 : (payment.cancelRefundedCents ?? 0);
    if (refundedCents > 0 || cancelRefundedCents > 0) {
      rows.push([l.paidAtPurchase, money(payment.totalCents + refundedCents + cancelRefundedCents, 'MXN', lang)]);
      if (refundedCents > 0) rows.push([l.changeRefund, `-${money(refundedCents, 'MXN', lang)}`]);
      if (cancelRefundedCents > 0) rows.push([l.cancelRefund, `-${money(cancelRefundedCents, 'MXN', lang)}`]);
    }
    rows.push([pending ? l.totalDue : l.totalPaid, money(payment.totalCents, 'MXN', lang)]);
    if (payment.charged && payment.charged.currency !== 'MXN') rows.push([l.charged, money(payment.charged.cents, payment.charged.currency, lang)]);
    const pointsCents = payment.pointsCents ?? 0;
    if (pointsCents > 0) {
      rows.push([l.paidWithPoints, formatPoints(pointsCents / 100)]);
      // The split of what was paid, before anything came back: the net total less the points would go below zero once a
      // cancellation gave the points back too (decision 073).
      if (payment.method !== 'points') rows.push([l.paidWithMoney, money(payment.totalCents + refundedCents + cancelRefundedCents - pointsCents, 'MXN', lang)]);
    }
    if (payment.method && payment.method !== 'points') rows.push([pending ? l.payWith : l.method, paymentMethodNames[lang][payment.method] ?? payment.method]);
    if (pending && payment.orderReference) rows.push([l.storeReference, payment.orderReference]);
    if (pending && payment.orderDeadline) rows.push([l.payBefore, localDateTime(payment.orderDeadline)]);
  }
  const luggage = reservation.memberLuggage;
  if (luggage) rows.push([l.memberLuggage(l.tiers[luggage.tier]), l.luggageLine(luggage)]);
  if (reservation.contactEmail) rows.push([l.sentTo, reservation.contactEmail]);
  const c = reservation.company;
  return {
    heading: l.summary,
    rows,
    storeReference: payment && payment.status !== 'approved' ? payment.orderReference : null,
    company: c ? `${l.seller}: ${c.name} · ${c.legalName} · ${l.taxId} ${c.taxId} · ${l.phone} ${c.phone}` : null,
  };
}

export function conditionsBlock(lang: DocumentLang): { heading: string; items: string[] } {
  return { heading: carriageHeading[lang], items: carriageConditions(lang).map((c) => c.text) };
}
