import { toCents } from '../../../../domain/fares';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../db/database';
import type { ServerConfig } from '../../../platform/config';
import { createDrizzleOutbox } from '../../../notify/outbox';
import { ticketConfirmationEmail } from '../../../notify/ticket-email';
import type { ScheduleChangeFacts } from '../../../notify/change-notice';
import type { LoadedReservation } from '../access/reservation.queries';
import { issueLinkToken } from '../access/reservation-access';
import { confirmationFacts } from './confirmation-facts';
import type { ReservationMoney } from './confirmation.queries';
import { ticketDocuments, type DocumentTicket } from './ticket-views';
import { wheelchairPlacesByLeg } from './wheelchair-places';

/** The link of the e-mail: the tickets' PDF, opened by the link token alone (decision 019). */
export function ticketsLink(publicUrl: string, code: string, token: string): string {
  const query = new URLSearchParams({ code, token, download: '1' });
  return `${publicUrl}/api/websale/reservation/pdf?${query.toString()}`;
}

/**
 * "My reservation" opened on this reservation by the link token (docs/rules/my-reservation.md#finding-a-reservation), in the
 * booking's language: the address alone does not set it (docs/rules/site.md#language), so an English one says `lang=en`.
 */
export function itineraryLink(publicUrl: string, code: string, token: string, lang: 'es' | 'en'): string {
  const query = new URLSearchParams({ code, token, ...(lang === 'en' ? { lang } : {}) });
  return `${publicUrl}/${lang === 'en' ? 'itinerary' : 'administra-reservacion'}/mi-reservacion?${query.toString()}`;
}

/** The invoicing screen opened on this reservation by the link token (docs/rules/invoicing.md#finding-the-reservation); one address, `?lang=en` in English. */
export function invoicingLink(publicUrl: string, code: string, token: string, lang: 'es' | 'en'): string {
  const query = new URLSearchParams({ code, token, ...(lang === 'en' ? { lang } : {}) });
  return `${publicUrl}/facturacion?${query.toString()}`;
}

/**
 * The confirmation e-mail with the tickets' PDF and a link to them carrying a fresh link token,
 * queued in the outbox inside the caller's transaction so it is sent (and the link token kept) only
 * if the tickets are stored. The PDF is drawn on delivery from the documents queued here
 * (server/notify/attachment-drawings.ts), so the sale's transaction and its seat locks do not wait on it. A reservation without a contact e-mail gets none.
 */
export async function queueTicketEmail(
  tx: Database,
  clock: Clock,
  loaded: LoadedReservation,
  rows: readonly DocumentTicket[],
  issuedAt: Date,
  config: Pick<ServerConfig, 'publicUrl' | 'company'>,
  /**
   * Sent from "my reservation" (a resend, or after a change): its cancelled tickets are marked, the link token is
   * issued now, and a change says first what moved and how its difference was settled.
   */
  resend?: { cancelledCodes: ReadonlySet<string>; now: Date; change?: ScheduleChangeFacts },
  /**
   * What the sale's statement already wrote and read (decision 084): the link token it stored with the tickets
   * (newLinkToken; without it one is issued here), the reservation's money (without it, it is read here).
   */
  known?: { link?: { token: string; expiresAt: Date }; money?: ReservationMoney },
): Promise<void> {
  const email = loaded.row.contactEmail?.trim();
  if (!email) return;
  // Written in the language the traveller booked in, whoever triggers it (a desk paying a PEND included).
  const facts = await confirmationFacts(tx, loaded, known?.money);
  const lang = facts.lang;
  const documents = ticketDocuments(loaded, rows, issuedAt, facts, config.company, wheelchairPlacesByLeg(loaded), resend?.cancelledCodes);
  const link = known?.link ?? (await issueLinkToken(tx, loaded, resend?.now ?? issuedAt));
  await createDrizzleOutbox(tx, clock).enqueue(
    ticketConfirmationEmail({
      recipient: email,
      reservation: documents.reservation,
      tickets: documents.tickets,
      lang,
      link: { url: ticketsLink(config.publicUrl, loaded.row.code, link.token), expiresAt: link.expiresAt },
      manageUrl: itineraryLink(config.publicUrl, loaded.row.code, link.token, lang),
      ...(resend?.change ? { change: resend.change } : {}),
      // A store order still awaiting its cash: what to pay with (reference, barcode, amount, deadline).
      ...(facts.payment?.status === 'order_generated' && facts.payment.orderReference && facts.payment.orderDeadline
        ? { storeOrder: { reference: facts.payment.orderReference, amountCents: toCents(facts.payment.amount), deadline: facts.payment.orderDeadline, lang, orByCard: true } }
        : {}),
      // Invoicing is for what was paid: a reservation still awaiting payment at a store gets no invoicing link.
      ...(documents.tickets.some((t) => t.type === 'PEND') ? {} : { invoiceUrl: invoicingLink(config.publicUrl, loaded.row.code, link.token, lang) }),
    }),
    tx,
  );
}
