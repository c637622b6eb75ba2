import { isPaymentSettled } from '../../../../domain/reservation/step-rules';
import type { ResolvedDeps } from '../../service-deps';
import { readTogether } from '../../../db/database';
import { renderTicketHtml } from '../../../documents/ticket-html';
import { ticketPdfOnce } from '../../../documents/drawn-pdfs';
import { drawnDocumentsOf } from '../../../documents/drawn-documents.queries';
import type { Lang } from '../../../http/envelope';
import { refuse, success, type Outcome } from '../../../platform/failure';
import type { ConfirmationFacts, LoadedReservation, TicketMark } from '../../reservations';
import { issueLinkToken, notFound, type Credentials, type Reader } from '../../reservations';
import { reservationForReader, reservationForStep, type FlowAccess } from '../../reservations';
import { confirmationFacts } from '../../reservations';
import { confirmationView, ticketDocuments } from '../../reservations';
import { ticketsWithMarksOf } from '../../reservations';
import { wheelchairPlacesByLeg, type TicketRow } from '../../reservations';
import type { WheelchairPlaces } from '../../reservations';

interface Paid {
  loaded: LoadedReservation;
  tickets: TicketRow[];
  marks: Map<number, TicketMark>;
  places: WheelchairPlaces;
  facts: ConfirmationFacts;
}

/**
 * A reservation with its issued tickets, their marks and what its documents say beyond them, read together (one
 * round trip after the reservation's; the facts of an unpaid one are read for nothing, which is rare). The owner
 * learns that an unpaid one has none to show (payment_not_approved); anyone else gets the not-found answer, so paid
 * or unpaid is the owner's to know.
 */
async function withTickets(deps: ResolvedDeps, loaded: LoadedReservation, reader: Reader): Promise<Outcome<Paid>> {
  const [{ tickets, marks }, facts] = await readTogether(deps.db, [() => ticketsWithMarksOf(deps.db, loaded.row.id), () => confirmationFacts(deps.db, loaded)] as const);
  if (!isPaymentSettled(loaded.row.paymentStatus) || tickets.length === 0) return reader === 'owner' ? refuse(409, 'payment_not_approved', 'code') : notFound();
  return success({ loaded, tickets, marks, places: wheelchairPlacesByLeg(loaded), facts });
}

async function documentReservation(deps: ResolvedDeps, code: string, credentials: Credentials): Promise<Outcome<Paid>> {
  const read = await reservationForReader(deps, code, credentials);
  if (!read.ok) return read;
  return withTickets(deps, read.value.loaded, read.value.reader);
}

/** The documents' content, in the language the reservation was booked in (not the request's). */
function documentsOf(deps: ResolvedDeps, paid: Paid) {
  const issuedAt = paid.tickets.reduce((latest, t) => (t.issuedAt > latest ? t.issuedAt : latest), paid.tickets[0]!.issuedAt);
  // Cancelled tickets (itinerary cancel) stay in the documents, marked, without QR or PIN (decision 038).
  const cancelled = new Set(paid.tickets.filter((t) => paid.marks.get(t.id)?.cancelled).map((t) => t.code));
  return { lang: paid.facts.lang, ...ticketDocuments(paid.loaded, paid.tickets, issuedAt, paid.facts, deps.config.company, paid.places, cancelled) };
}

/**
 * confirmReservation. Tickets are issued by the payment itself (one transaction); confirming only reads
 * them, so it is idempotent by construction.
 */
export async function confirmReservation(deps: ResolvedDeps, access: FlowAccess, lang: Lang) {
  const step = await reservationForStep(deps, access, false);
  if (!step.ok) return step;
  // A fresh link token, so the tickets page can offer a link that opens them outside the flow. It is stored while the
  // tickets are read (a round trip fewer, decision 084); an unpaid reservation's (the owner confirming before paying,
  // rare) is stored unused and never shown, and expires as any other.
  const [paid, link] = await readTogether(deps.db, [() => withTickets(deps, step.value, 'owner'), () => issueLinkToken(deps.db, step.value, deps.clock.now())] as const);
  if (!paid.ok) return paid;
  const view = confirmationView(paid.value.loaded, paid.value.tickets, deps.config, lang, paid.value.facts, paid.value.places);
  return success({ ...view, link_token: link.token, link_expires_at: link.expiresAt.toISOString() });
}

/**
 * getTicketPdf: the tickets as one PDF and the name it is saved under. Drawn once per content on any process and
 * kept (decision 074): the confirmation e-mail of the same sale attaches these very bytes.
 */
export async function ticketPdf(deps: ResolvedDeps, code: string, credentials: Credentials) {
  const read = await reservationForReader(deps, code, credentials);
  if (!read.ok) return read;
  // The reservation's kept documents are read with its tickets and facts (one round trip, decision 085); the one whose
  // digest the tickets give is served, else the PDF is drawn and kept.
  const { loaded, reader } = read.value;
  const [paid, kept] = await readTogether(deps.db, [() => withTickets(deps, loaded, reader), () => drawnDocumentsOf(deps.db, loaded.row.code)] as const);
  if (!paid.ok) return paid;
  const docs = documentsOf(deps, paid.value);
  const pdf = await ticketPdfOnce(deps.db, deps.clock, docs.reservation, docs.tickets, docs.lang, kept);
  const reservationCode = paid.value.loaded.row.code;
  return success({ code: reservationCode, pdf, fileName: `${docs.lang === 'es' ? 'boletos' : 'tickets'}-${reservationCode}.pdf` });
}

/** getTicketHtml: the same tickets as a printable page. */
export async function ticketHtml(deps: ResolvedDeps, code: string, credentials: Credentials) {
  const paid = await documentReservation(deps, code, credentials);
  if (!paid.ok) return paid;
  const docs = documentsOf(deps, paid.value);
  return success({ code: paid.value.loaded.row.code, html: await renderTicketHtml(docs.reservation, docs.tickets, docs.lang) });
}
