import { surnameFinds } from '../../../../domain/reservation/surname-forms';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import type { AppDeps } from '../../service-deps';
import { tourTicketDocuments } from '../ticket/tour-ticket-documents';
import { cartView, withCatalogue } from './booking-view';
import { readTokenMatches, tourReadToken } from '../ticket/tour-read-token';
import { bookingByCode, readBooking, type LoadedBooking } from './sale.queries';
import { tourTicketView } from './ticket-view.queries';

// getTourTicket (docs/rules/tours.md#the-ticket): a paid booking's passes, one QR per person, with its page and
// PDF. Opened by the booking's id (the session's cookie, the e-mail's link), by its code and the contact's
// surname, either of their surnames or both, in any case and with or without accents (My reservation, the bus
// reservation's rule: domain/reservation/surname-forms.ts), or by its code and its read token (a device
// that found it, the PDF's link); a wrong surname or token is the same 404 as an unknown code. Only the id
// answers the id: a surname or a read token reads the booking and never gets what cancels it.

export type TicketLookup = { bookingId: string } | { code: string; lastName: string } | { code: string; readToken: string };

async function find(deps: AppDeps, lookup: TicketLookup): Promise<LoadedBooking | undefined> {
  if ('bookingId' in lookup) return readBooking(deps.db, lookup.bookingId);
  const loaded = await bookingByCode(deps.db, lookup.code.trim().toUpperCase());
  if (!loaded) return undefined;
  if ('readToken' in lookup) return readTokenMatches(loaded.row.id, lookup.readToken) ? loaded : undefined;
  return surnameFinds(lookup.lastName, loaded.row.contactLastName ?? '') ? loaded : undefined;
}

export async function showTicket(deps: AppDeps, lookup: TicketLookup, lang: Lang) {
  const loaded = await find(deps, lookup);
  if (!loaded) return refuse<'tours'>(404, 'booking_not_found', 'bookingId' in lookup ? 'booking_id' : 'code');
  if (loaded.row.status === 'cancelled') return refuse<'tours'>(409, 'booking_cancelled', 'booking_id');
  if (loaded.row.status !== 'confirmed') return refuse<'tours'>(409, 'ticket_not_available', 'booking_id');
  const view = await tourTicketView(deps, loaded, lang);
  const documents = await tourTicketDocuments(view);
  const items = cartView(await withCatalogue(deps, loaded), lang);
  const ticket = {
    booking_id: 'bookingId' in lookup ? loaded.row.id : null,
    read_token: tourReadToken(loaded.row.id),
    number: view.code,
    items,
    passes: documents.passes.map((pass) => {
      const item = view.items[pass.item]!;
      return { code: pass.code, item: pass.item, person_type: pass.personType, product_name: item.productName, date: item.date, start_time: item.startTime, qr: pass.qrSvg };
    }),
    qr: documents.passes[0]?.qrSvg ?? null,
    html: documents.html,
    pdf: documents.pdf.toString('base64'),
  };
  return success({ ticket, pdf: documents.pdf, html: documents.html });
}
