import { centsToAmount, toCents } from '../../../../domain/fares';
import { startsAt } from '../../../../domain/tours/tour-calendar';
import { partyProblem, partySubtotalCents, placesOf, type TourQuantities } from '../../../../domain/tours/tour-party';
import { tourPricesCents } from '../../../../domain/tours/tour-prices';
import { reachableFromBus } from '../../../../domain/tours/trip-tours';
import type { Lang } from '../../../http/envelope';
import { CENTRAL_MEXICO_OFFSET_MINUTES, localDate } from '../../../platform/clock';
import type { AppDeps } from '../../service-deps';
import { listCatalogue, readTimeslots } from './catalogue.queries';
import { offeredSlots } from './tour-availability';
import { cancellationText } from './tour-view';

// The tours a bus reservation may add to its order (docs/rules/tours.md#a-bus-trip-with-a-tour): those that meet
// at the terminal its outbound bus arrives at, on the day it arrives, in a timeslot the traveller reaches from the
// bus, that take the whole party and have places for it. Each slot is priced for that party.

export interface TripOfferQuery {
  /** The arrival terminal's slug (a meeting point's terminal). */
  terminal: string;
  arrivesAt: Date;
  party: TourQuantities;
  lang: Lang;
  /** Timeslots this order already holds for the party: their places are the party's own. */
  held?: readonly number[];
}

export async function tripTourOffer(deps: AppDeps, query: TripOfferQuery) {
  const now = deps.clock.now();
  const date = localDate(query.arrivesAt);
  const places = placesOf(query.party);
  const catalogue = await listCatalogue(deps.db, now);
  const meeting = catalogue.flatMap((product) => {
    const point = product.meetingPoints.find((m) => m.slug === query.terminal);
    return point && partyProblem(query.party, product) === null ? [{ product, point }] : [];
  });
  if (meeting.length === 0) return [];
  const rows = await readTimeslots(deps.db, null, date, date, now);
  return meeting.flatMap(({ product, point }) => {
    const slots = offeredSlots(
      rows.filter((row) => row.productId === product.id),
      product.minParty,
      now,
    ).map((slot) => (query.held?.includes(slot.row.id) ? { ...slot, placesLeft: slot.placesLeft + places, status: 'available' as const } : slot))
      .filter(({ row, placesLeft }) => placesLeft >= places && reachableFromBus(query.arrivesAt.getTime(), startsAt(row.date, row.startTime, CENTRAL_MEXICO_OFFSET_MINUTES), point.minutesBefore));
    if (slots.length === 0) return [];
    const total = centsToAmount(partySubtotalCents(query.party, tourPricesCents(toCents(product.priceAdult), product.infantsAllowed)));
    const en = query.lang === 'en';
    return [
      {
        product_id: product.id,
        slug: product.slug,
        name: en ? product.nameEn : product.nameEs,
        duration_minutes: product.durationMinutes,
        meeting_point: { name: point.name, minutes_before: point.minutesBefore },
        cancellation: cancellationText(product.freeCancellationHours, query.lang),
        total,
        slots: slots.map(({ row, placesLeft, status }) => ({ timeslot_id: row.id, date: row.date, start_time: row.startTime.slice(0, 5), places_left: placesLeft, status })),
      },
    ];
  });
}

export type TripTourOffer = Awaited<ReturnType<typeof tripTourOffer>>[number];
