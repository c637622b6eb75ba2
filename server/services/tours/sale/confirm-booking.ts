import { inTransaction } from '../../../db/database';
import type { Lang } from '../../../http/envelope';
import { createDrizzleOutbox } from '../../../notify/outbox';
import { refuse, success } from '../../../platform/failure';
import type { AppDeps } from '../../service-deps';
import { tourTicketDocuments } from '../ticket/tour-ticket-documents';
import { tourTicketEmail } from '../ticket/tour-ticket-email';
import { bookingView, withCatalogue } from './booking-view';
import { claimTicketMail, readBooking, type LoadedBooking } from './sale.queries';
import { tourTicketView } from './ticket-view.queries';

// createTourBooking (docs/rules/tours.md#the-ticket): a paid booking is confirmed (the card's settlement, or the
// store network's word that the cash arrived, did it) and its ticket e-mail goes into the outbox once, in the
// traveller's language, with the PDF. The payment that confirms it sends the e-mail (mailTicketOnce); this call
// sends it only if that did not get to it. Repeating the call answers the same booking and sends nothing more.

export async function confirmBooking(deps: AppDeps, bookingId: string, lang: Lang) {
  const loaded = await readBooking(deps.db, bookingId);
  if (!loaded) return refuse<'tours'>(404, 'booking_not_found', 'booking_id');
  if (loaded.row.status !== 'confirmed') return refuse<'tours'>(409, 'payment_not_approved', 'booking_id');
  if (loaded.row.ticketMailedAt === null) await mailTicket(deps, loaded);
  return success({ booking: bookingView(await withCatalogue(deps, loaded), lang, deps.clock.now()) });
}

/** The ticket e-mail of a confirmed booking, unless it went out already: the payment that confirmed it calls this. */
export async function mailTicketOnce(deps: AppDeps, bookingId: string): Promise<void> {
  const loaded = await readBooking(deps.db, bookingId);
  if (loaded?.row.status === 'confirmed' && loaded.row.ticketMailedAt === null) await mailTicket(deps, loaded);
}

/** Rendered outside the transaction; the claim makes one of two concurrent calls enqueue it. */
async function mailTicket(deps: AppDeps, loaded: LoadedBooking): Promise<void> {
  const bookingLang: Lang = loaded.row.lang === 'en' ? 'en' : 'es';
  const view = await tourTicketView(deps, loaded, bookingLang);
  const { pdf } = await tourTicketDocuments(view);
  const message = tourTicketEmail(view, pdf);
  await inTransaction(deps.db, async (tx) => {
    if (await claimTicketMail(tx, loaded.row.id, deps.clock.now())) await createDrizzleOutbox(tx, deps.clock).enqueue(message);
  });
}
