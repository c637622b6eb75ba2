import { shuttleOffer, type ShuttleDestination } from '../../../../domain/reservation/shuttle-rules';
import type { AppDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import { loadReservation } from '../../reservations';
import { reservationForStep } from '../../reservations';
import { reservationPayload, type AdditionalsSelection } from '../../reservations';
import { saveAdditionals } from './booking.queries';
import { saveTripTours } from './reservation-tours';
import { departureSeating } from '../../reservations';
import type { LoadedReservation } from '../../reservations';
import { holdWheelchairPlaces, releaseWheelchairPlaces } from '../seats/one-seat.queries';
import { legDepartureId } from '../seats/show-seat-map';

/**
 * docs/rules/booking.md#the-wheelchair-place: a wheelchair asked for holds a wheelchair place on every dated bus of the trip, until the
 * payment deadline, like a seat (domain/seats/wheelchair.ts); a bus without a free place refuses the save
 * with wheelchair_place_unavailable and nothing changes. Not asked for: any place held is let go.
 */
async function wheelchairPlaces(deps: AppDeps, loaded: LoadedReservation, wanted: boolean) {
  if (!wanted) {
    await releaseWheelchairPlaces(deps.db, loaded.row.id);
    return success(null);
  }
  const buses: Array<{ departureId: number; places: number[] }> = [];
  for (const direction of ['departure', 'return'] as const) {
    const departureId = legDepartureId(loaded, direction);
    if (departureId === null) continue;
    const seating = await departureSeating(deps.db, departureId);
    const places = (seating?.layout.cells ?? []).flatMap((cell) => (cell.kind === 'wheelchair' && cell.seatNumber !== null ? [cell.seatNumber] : []));
    if (places.length === 0) return refuse(409, 'wheelchair_place_unavailable', 'wheelchair');
    buses.push({ departureId, places });
  }
  const deadline = loaded.row.paymentDeadline;
  if (buses.length === 0 || !deadline) return success(null);
  const outcome = await holdWheelchairPlaces(deps.db, loaded.row.id, buses, deadline, deps.clock.now());
  return outcome.ok ? success(null) : refuse(409, 'wheelchair_place_unavailable', 'wheelchair');
}

export interface AdditionalsInput {
  flowToken: string | undefined;
  code: string;
  insurance: number[];
  shuttle: { destination: ShuttleDestination } | null;
  pets: number;
  wheelchair: { spaces: number; note: string } | null;
  /** The tours for the whole party, held with the order; omitted: as they are. */
  tours?: Array<{ timeslot_id: number }> | undefined;
  lang: Lang;
}

/** setAdditionals: insurance per passenger, the shuttle, a pet, a wheelchair space and the tours of the order. */
export async function saveReservationAdditionals(deps: AppDeps, input: AdditionalsInput) {
  const { db, clock, config } = deps;
  const { insurance, shuttle, pets, wheelchair } = input;
  const step = await reservationForStep(deps, input, true);
  if (!step.ok) return step;
  const loaded = step.value;
  const outOfRange = insurance.findIndex((index) => index >= loaded.passengers.length);
  if (outOfRange >= 0) return refuse(400, 'insurance_passenger_invalid', `insurance.${outOfRange}`);
  const trip = { origin: loaded.origin.slug, destination: loaded.destination.slug, round: loaded.row.roundTrip };
  if (shuttle && !shuttleOffer(trip)) return refuse(400, 'shuttle_not_available', 'shuttle');
  if (pets > 1) return refuse(400, 'pet_limit_exceeded', 'pets');
  const spaces = wheelchair?.spaces ?? 0;
  if (spaces > 1) return refuse(400, 'wheelchair_limit_exceeded', 'wheelchair.spaces');
  if (spaces === 1 && wheelchair?.note === '') return refuse(400, 'wheelchair_note_required', 'wheelchair.note');
  const selection: AdditionalsSelection = {
    insurance: [...insurance].sort((a, b) => a - b),
    shuttle,
    pets,
    wheelchair: wheelchair && spaces > 0 ? wheelchair : null,
  };
  // The tours first: a tour that cannot be held changes nothing else.
  if (input.tours !== undefined) {
    // The tours' e-mail in the language the trip was booked in, as the bus tickets' e-mail (the site's calls send a
    // fixed `lang: es` header whatever the page's language).
    const bookedIn: Lang = loaded.row.lang === 'en' ? 'en' : 'es';
    const tours = await saveTripTours(deps, loaded, input.tours.map((tour) => tour.timeslot_id), bookedIn);
    if (!tours.ok) return tours;
  }
  const places = await wheelchairPlaces(deps, loaded, selection.wheelchair !== null);
  if (!places.ok) return places;
  await saveAdditionals(db, loaded.row.id, selection, clock.now());
  const updated = await loadReservation(db, loaded.row.code);
  if (!updated) return refuse(404, 'reservation_not_found', 'code');
  return success(reservationPayload(updated, config, input.lang, clock.now()));
}
