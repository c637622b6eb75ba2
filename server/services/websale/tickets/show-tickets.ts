import { isPaymentSettled } from '../../../../domain/reservation/step-rules';
import type { ResolvedDeps } from '../../service-deps';
import { renderTicketHtml } from '../../../documents/ticket-html';
import { renderTicketPdf } from '../../../documents/ticket-pdf';
import type { Lang } from '../../../http/envelope';
import { refuse, success, type Outcome } from '../../failure';
import type { LoadedReservation } from '../reservation/reservation.queries';
import { reservationForStep } from '../reservation/reservation-for-step';
import { confirmationView, ticketDocuments } from './ticket-views';
import { ticketsOf, type TicketRow } from './tickets.queries';

interface Paid {
  loaded: LoadedReservation;
  tickets: TicketRow[];
}

/** A reservation with its issued tickets; unpaid ones have none to show (payment_not_approved). */
async function paidReservation(deps: ResolvedDeps, code: string): Promise<Outcome<Paid>> {
  const step = await reservationForStep(deps, code, false);
  if (!step.ok) return step;
  const tickets = await ticketsOf(deps.db, step.value.row.id);
  if (!isPaymentSettled(step.value.row.paymentStatus) || tickets.length === 0) return refuse(409, 'payment_not_approved', 'code');
  return success({ loaded: step.value, tickets });
}

function documentsOf(paid: Paid) {
  const issuedAt = paid.tickets.reduce((latest, t) => (t.issuedAt > latest ? t.issuedAt : latest), paid.tickets[0]!.issuedAt);
  return ticketDocuments(paid.loaded, paid.tickets, issuedAt);
}

/**
 * confirmReservation. Tickets are issued by the payment itself (one transaction); confirming only reads
 * them, so it is idempotent by construction.
 */
export async function confirmReservation(deps: ResolvedDeps, code: string, lang: Lang) {
  const paid = await paidReservation(deps, code);
  if (!paid.ok) return paid;
  return success(confirmationView(paid.value.loaded, paid.value.tickets, deps.config, lang));
}

/** getTicketPdf: the tickets as one PDF and the name it is saved under. */
export async function ticketPdf(deps: ResolvedDeps, code: string, lang: Lang) {
  const paid = await paidReservation(deps, code);
  if (!paid.ok) return paid;
  const docs = documentsOf(paid.value);
  const pdf = await renderTicketPdf(docs.reservation, docs.tickets, lang);
  const reservationCode = paid.value.loaded.row.code;
  return success({ code: reservationCode, pdf, fileName: `${lang === 'es' ? 'boletos' : 'tickets'}-${reservationCode}.pdf` });
}

/** getTicketHtml: the same tickets as a printable page. */
export async function ticketHtml(deps: ResolvedDeps, code: string, lang: Lang) {
  const paid = await paidReservation(deps, code);
  if (!paid.ok) return paid;
  const docs = documentsOf(paid.value);
  return success({ code: paid.value.loaded.row.code, html: await renderTicketHtml(docs.reservation, docs.tickets, lang) });
}
