import { endTime } from '../../../../domain/tours/tour-calendar';
import { tourPersonTypes } from '../../../../domain/tours/tour-prices';
import type { Lang } from '../../../http/envelope';
import type { AppDeps } from '../../service-deps';
import { cancellationText } from '../catalogue/tour-view';
import type { TourTicketItem, TourTicketPass, TourTicketView } from '../ticket/tour-ticket-view';
import { withCatalogue, type ViewedBooking } from './booking-view';
import type { LoadedBooking } from './sale.queries';

// A paid booking read into what its documents render (server/services/tours/ticket/tour-ticket-view.ts): the
// tours' texts in the booking's language, their meeting points, one pass per person with its own code.

function itemOf(viewed: ViewedBooking, index: number, lang: Lang): TourTicketItem {
  const item = viewed.items[index]!;
  const product = viewed.products.get(item.productId);
  const startTime = viewed.slots.get(item.timeslotId)?.startTime ?? '00:00:00';
  const en = lang === 'en';
  return {
    productName: product ? (en ? product.nameEn : product.nameEs) : '',
    slug: product?.slug ?? '',
    date: item.date,
    startTime,
    endTime: endTime(startTime, product?.durationMinutes ?? 0),
    durationMinutes: product?.durationMinutes ?? 0,
    quantities: { adult: item.adult, minor: item.minor, inapam: item.inapam, infant: item.infant },
    subtotalCents: item.subtotalCents,
    meetingPoints: (product?.meetingPoints ?? []).map((m) => ({
      name: m.name,
      address: m.address,
      latitude: Number(m.latitude),
      longitude: Number(m.longitude),
      minutesBefore: m.minutesBefore,
      note: en ? m.noteEn : m.noteEs,
    })),
    includes: product ? (en ? product.includesEn : product.includesEs) : [],
    cancellation: cancellationText(product?.freeCancellationHours ?? 24, lang),
  };
}

/** One pass per person, in the item's order of person types: `T7K2QX-1-3` is item 1's third person. */
function passesOf(code: string, items: TourTicketItem[]): TourTicketPass[] {
  return items.flatMap((item, index) => {
    const types = tourPersonTypes.flatMap((type) => Array.from({ length: item.quantities[type] }, () => type));
    return types.map((personType, n) => ({ code: `${code}-${index + 1}-${n + 1}`, item: index, personType }));
  });
}

/** The ticket's view of a paid booking, in `lang` (the booking's own language for its e-mail). */
export async function tourTicketView(deps: AppDeps, loaded: LoadedBooking, lang: Lang): Promise<TourTicketView> {
  const { row } = loaded;
  const viewed = await withCatalogue(deps, loaded);
  const items = loaded.items.map((_, index) => itemOf(viewed, index, lang));
  const code = row.code ?? '';
  return {
    lang,
    bookingId: row.id,
    code,
    contact: { firstName: row.contactFirstName ?? '', lastName: row.contactLastName ?? '', email: row.contactEmail ?? '', cellPhone: row.contactCellPhone ?? '' },
    items,
    passes: passesOf(code, items),
    payment: { paymentType: row.paymentType ?? 'credit', totalCents: row.totalCents, cardLast4: row.cardLast4, paidAt: row.paidAt ?? row.updatedAt },
    siteUrl: deps.config.publicUrl,
  };
}
