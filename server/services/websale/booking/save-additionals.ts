import { shuttleOffer, type ShuttleDestination } from '../../../../domain/reservation/shuttle-rules';
import type { AppDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../failure';
import { loadReservation } from '../reservation/reservation.queries';
import { reservationForStep } from '../reservation/reservation-for-step';
import { reservationPayload, type AdditionalsSelection } from '../reservation/reservation-view';
import { saveAdditionals } from './booking.queries';

export interface AdditionalsInput {
  flowToken: string | undefined;
  code: string;
  insurance: number[];
  shuttle: { destination: ShuttleDestination } | null;
  pets: number;
  wheelchair: { spaces: number; note: string } | null;
  lang: Lang;
}

/** setAdditionals: insurance per passenger, the shuttle, a pet and a wheelchair space. */
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
  await saveAdditionals(db, loaded.row.id, selection, clock.now());
  const updated = await loadReservation(db, loaded.row.code);
  if (!updated) return refuse(404, 'reservation_not_found', 'code');
  return success(reservationPayload(updated, config, input.lang, clock.now()));
}
