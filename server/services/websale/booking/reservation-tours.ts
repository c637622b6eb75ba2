import { tourPartyOf } from '../../../../domain/tours/trip-tours';
import type { AppDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, success, type Failure } from '../../../platform/failure';
import { reservationForStep, type FlowAccess, type LoadedReservation } from '../../reservations';
import { holdTripTours, tripTourOffer, tripToursOf } from '../../tours';

// A bus trip and tours in one order (docs/rules/tours.md#a-bus-trip-with-a-tour): what the additionals step
// offers (the tours at the outbound bus's arrival terminal, on its arrival day, for the whole party) and the
// tours the order holds; saving the additionals holds the tours chosen until the payment deadline.

const partyOf = (loaded: LoadedReservation) => tourPartyOf(loaded.passengers.map((p) => p.type));

/** getReservationTours: the offer for this trip and what the order holds or has paid. */
export async function showReservationTours(deps: AppDeps, access: FlowAccess & { lang: Lang }) {
  const step = await reservationForStep(deps, access, false);
  if (!step.ok) return step;
  const loaded = step.value;
  const arrivesAt = loaded.departure?.arrivesAt ?? null;
  const chosen = await tripToursOf(deps, loaded.row.id, access.lang);
  // An open outbound has no day to offer a tour on; a paid order offers nothing more.
  const offer = arrivesAt && chosen?.status !== 'paid' ? await tripTourOffer(deps, { terminal: loaded.destination.slug, arrivesAt, party: partyOf(loaded), lang: access.lang, held: chosen?.items.map((item) => item.timeslot_id) ?? [] }) : [];
  return success({ arrival: arrivesAt?.toISOString() ?? null, tours: offer, chosen });
}

/** Why the tours' hold refused, as the additionals step names it (`tours.<index>`). */
function tourRefusal(code: string, field: string | undefined): Failure<'websale'> {
  const index = field?.startsWith('shopping.') ? field.slice('shopping.'.length) : '0';
  return refuse(409, code === 'timeslot_sold_out' ? 'tour_sold_out' : 'tour_unavailable', `tours.${index}`);
}

/** Holds the timeslots chosen for the whole party until the payment deadline, or refuses naming the tour. */
export async function saveTripTours(deps: AppDeps, loaded: LoadedReservation, timeslotIds: number[], lang: Lang) {
  const { row } = loaded;
  const until = row.paymentDeadline;
  if (timeslotIds.length > 0 && (!until || !loaded.departure || row.contactEmail === null)) return refuse(409, 'tour_unavailable', 'tours.0');
  const held = await holdTripTours(deps, {
    reservationId: row.id,
    lang,
    contact: { firstName: row.contactFirstName ?? '', lastName: row.contactLastName ?? '', email: row.contactEmail ?? '', cellPhone: row.contactCellPhone ?? '' },
    party: partyOf(loaded),
    timeslotIds,
    until: until ?? deps.clock.now(),
  });
  if (held.ok) return success(null);
  const error = held.errors[0];
  return tourRefusal(error?.code ?? '', error?.field);
}
