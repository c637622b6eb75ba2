import { fromPromise } from 'xstate';
import type { Failure } from '../../../domain/result';
import type { FindTourInput, FoundTourBooking, TourBookingItem, TourMeetingPoint } from '../../../machines/itinerary/itinerary.ports';
import type { components } from '../../api/generated/tours';
import type { ServiceClient } from '../../api/service-clients';
import { createTourCancellationActors } from '../../lib/tour-cancellation-actors';

const renamedCancellation = (actors: ReturnType<typeof createTourCancellationActors>) => ({ quoteTourCancellation: actors.quoteCancellation, cancelTourBooking: actors.cancelBooking });

// The itinerary chart's `findTourBooking` over the tours client (docs/rules/tours.md#the-ticket): getTourTicket by
// code and surname, code and read token, or the e-mail link's booking id, then each tour's catalogue entry for where it meets and its cancellation policy, which the
// ticket's answer does not carry. The catalogue is a nicety here: when it cannot be read the booking still shows,
// its passes and documents (which name the meeting point) intact.

type TourTicket = components['schemas']['TourTicket'];
type TourProduct = components['schemas']['TourProduct'];
type Lang = 'es' | 'en';

const failures = (errors: readonly Failure[]): Failure[] => errors.map((e) => ({ code: e.code, ...(e.field ? { field: e.field } : {}) }));

const meetingPoint = (p: TourProduct['meeting_points'][number]): TourMeetingPoint => ({
  name: p.name,
  address: p.address,
  latitude: p.latitude,
  longitude: p.longitude,
  minutesBefore: p.minutes_before,
  note: p.note,
});

/** The ticket's answer in the chart's shape, each tour with its catalogue entry (by slug) when there is one. */
export function tourBookingViewOf(ticket: TourTicket, products: ReadonlyMap<string, TourProduct>) {
  const items: TourBookingItem[] = ticket.items.map((item, index) => {
    const product = item.slug ? products.get(item.slug) : undefined;
    const firstPass = ticket.passes.find((pass) => pass.item === index);
    return {
      name: item.name ?? product?.name ?? firstPass?.product_name ?? '',
      date: item.date,
      startTime: item.start_time ?? firstPass?.start_time ?? '',
      people: { adult: item.quantities.adult, minor: item.quantities.minor, inapam: item.quantities.inapam ?? 0, infant: item.quantities.infant ?? 0 },
      meetingPoints: product?.meeting_points.map(meetingPoint) ?? [],
      cancellation: product?.cancellation.text ?? null,
    };
  });
  const passes = ticket.passes.map((pass) => ({ code: pass.code, item: pass.item, personType: pass.person_type, qrSvg: pass.qr }));
  return { code: ticket.number, readToken: ticket.read_token, items, passes };
}

/** The e-mail's link (the booking's id), the form (code and surname) or this device (code and read token). */
function ticketLookup(input: FindTourInput) {
  if ('bookingId' in input) return { booking_id: input.bookingId };
  const code = input.code.trim().toUpperCase();
  return 'readToken' in input ? { code, read_token: input.readToken } : { code, last_name: input.lastName.trim() };
}

export function createTourBookingActors(client: ServiceClient<'tours'>, currentLang: () => Lang) {
  return {
    // The cancellation, by the booking's id that only the e-mail's link gives this page.
    ...renamedCancellation(createTourCancellationActors(client)),
    findTourBooking: fromPromise<FoundTourBooking, FindTourInput>(async ({ input, signal }) => {
      const lang = currentLang();
      const query = { ...ticketLookup(input), file_type: 'json' as const, lang };
      const found = await client.call('get', '/tour/sale/ticket', { params: { query }, signal });
      if (!found.ok) return { ok: false, errors: failures(found.errors) };
      const slugs = [...new Set(found.data.ticket.items.map((item) => item.slug).filter((slug): slug is string => Boolean(slug)))];
      const products = new Map<string, TourProduct>();
      await Promise.all(
        slugs.map(async (slug) => {
          const answer = await client.call('get', '/tour/catalog/product', { params: { query: { lang, slug } }, signal }).catch(() => null);
          const product = answer?.ok ? answer.data.product?.[0] : undefined;
          if (product) products.set(slug, product);
        }),
      );
      return { ok: true, data: tourBookingViewOf(found.data.ticket, products) };
    }),
  };
}
