import type { AppDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, type Failure } from '../../../platform/failure';
import { reservationForStep } from '../../reservations';
import { seatingOf } from './hold-seats';
import { countedRules } from './seat-choice';
import { holdOneSeat, releaseOneSeat } from './one-seat.queries';
import { legDepartureId, seatMapOf, seatedPassengers, type Direction } from './show-seat-map';

export interface OneSeatInput {
  flowToken: string | undefined;
  code: string;
  direction: Direction;
  seat_number: number;
  lang: Lang;
}

/** The reservation, the leg's bus and the seat checked against its layout; nothing that can change is read. */
async function seatOnLeg(deps: AppDeps, input: OneSeatInput) {
  const step = await reservationForStep(deps, input, true);
  if (!step.ok) return step;
  const loaded = step.value;
  const deadline = loaded.row.paymentDeadline;
  const departureId = legDepartureId(loaded, input.direction);
  if (!deadline || departureId === null) return refuse(400, 'invalid_request', 'direction');
  const seating = await seatingOf(deps.db, loaded, departureId);
  if (!seating) return refuse(404, 'schedules_not_found', 'direction');
  const onLayout = seating.layout.cells.some((cell) => cell.kind === 'seat' && cell.seatNumber === input.seat_number);
  if (!onLayout) {
    const failure: Failure = { ok: false, status: 400, errors: [{ code: 'seat_not_on_layout', field: `${input.direction}.seats`, detail: String(input.seat_number), seats: [input.seat_number] }] };
    return failure;
  }
  return { ok: true as const, value: { loaded, deadline, seating } };
}

/** holdSeat: a tap on a free seat (or a companion's) gives it to one passenger at once. */
export async function holdSeatForPassenger(deps: AppDeps, input: OneSeatInput & { passenger_id: number }) {
  const checked = await seatOnLeg(deps, input);
  if (!checked.ok) return checked;
  const { loaded, deadline, seating } = checked.value;
  const passenger = seatedPassengers(loaded).find((p) => p.id === input.passenger_id);
  if (!passenger) return refuse(400, 'seat_passenger_mismatch', 'passenger_id');
  const seat = { seatNumber: input.seat_number, passengerId: passenger.id, passengerType: passenger.type };
  const outcome = await holdOneSeat(deps.db, countedRules(deps.config), loaded.row.id, deadline, deps.clock.now(), { direction: input.direction, seating, seat });
  if (!outcome.ok) {
    const failure: Failure = {
      ok: false,
      status: 409,
      errors: [{ code: outcome.code, field: `${input.direction}.seats`, detail: String(input.seat_number), seats: [input.seat_number] }],
    };
    return failure;
  }
  return seatMapOf(deps, loaded, input.direction, input.lang);
}

/** releaseSeat: a tap on one of the reservation's seats lets it go at once. */
export async function releaseSeat(deps: AppDeps, input: OneSeatInput) {
  const checked = await seatOnLeg(deps, input);
  if (!checked.ok) return checked;
  const { loaded, seating } = checked.value;
  await releaseOneSeat(deps.db, loaded.row.id, seating.id, input.seat_number);
  return seatMapOf(deps, loaded, input.direction, input.lang);
}
