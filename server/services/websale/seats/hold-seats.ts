import type { PassengerType } from '../../../../domain/search/passengers';
import { countByGroup, discountGroup, quotasOverrun } from '../../../../domain/seats/discount-quota';
import { healthyDistanceGaps } from '../../../../domain/seats/healthy-distance';
import type { AppDeps } from '../../service-deps';
import type { ServerConfig } from '../../../platform/config';
import type { Lang } from '../../../http/envelope';
import { refuse, success, type Failure, type Outcome } from '../../../platform/failure';
import { loadReservation, type LoadedReservation } from '../../reservations';
import { reservationForStep } from '../../reservations';
import { reservationPayload } from '../../reservations';
import { holdSeats, seatsHeldByOthers, type CountedRules, type LegToHold, type SeatToHold } from '../../reservations';
import { departureSeating, loadLayout, type DepartureSeating } from '../../reservations';
import { legDepartureId, seatedPassengers, type Direction } from './show-seat-map';

export interface LegSeatsInput {
  seats: Array<{ seat_number: number; passenger_type: PassengerType }>;
}

export interface HoldSeatsInput {
  flowToken: string | undefined;
  code: string;
  departure: LegSeatsInput;
  return: LegSeatsInput | null;
  lang: Lang;
}

/** Per-bus quotas first (docs/rules/booking.md#discount-quotas-per-bus), then healthy distance, against the other live holds on the bus. */
export function countedRules(config: ServerConfig): CountedRules {
  return {
    counts: (leg) => leg.seating.healthyDistance || leg.seats.some((s) => discountGroup(s.passengerType)),
    refusal: (leg, others, field) => {
      const held = countByGroup(others.map((h) => h.passengerType));
      const [group] = quotasOverrun(config.discountSeatsPerBus, held, countByGroup(leg.seats.map((s) => s.passengerType)));
      if (group) {
        const seats = leg.seats.filter((s) => discountGroup(s.passengerType) === group).map((s) => s.seatNumber);
        return { ok: false, code: 'discount_seats_exhausted', legs: [{ field, seats }] };
      }
      if (!leg.seating.healthyDistance) return null;
      const blocked = healthyDistanceGaps(leg.seating.layout.cells, others.map((h) => h.seatNumber));
      const refused = leg.seats.map((s) => s.seatNumber).sort((a, b) => a - b).filter((n) => blocked.has(n));
      return refused.length > 0 ? { ok: false, code: 'seat_not_offered', legs: [{ field, seats: refused }] } : null;
    },
  };
}

/** The leg's bus: as the reservation was loaded with it (its layout from the process's copy), else read. */
async function seatingOf(db: AppDeps['db'], loaded: LoadedReservation, departureId: number): Promise<DepartureSeating | null> {
  const bus = loaded.buses.get(departureId);
  if (!bus) return departureSeating(db, departureId);
  const layout = await loadLayout(db, bus.layoutId);
  return layout ? { id: departureId, healthyDistance: bus.healthyDistance, layout } : null;
}

/** Checks one leg's choice against the layout and the passengers; nothing is read that can change. */
async function legToHold(deps: AppDeps, loaded: LoadedReservation, direction: Direction, input: LegSeatsInput): Promise<Outcome<LegToHold>> {
  const field = `${direction}.seats`;
  const departureId = legDepartureId(loaded, direction);
  if (departureId === null) return refuse(400, 'invalid_request', direction);
  const seating = await seatingOf(deps.db, loaded, departureId);
  if (!seating) return refuse(404, 'schedules_not_found', direction);
  const people = seatedPassengers(loaded);
  if (input.seats.length !== people.length) return refuse(400, 'seats_count_mismatch', field);
  const numbers = input.seats.map((s) => s.seat_number);
  if (new Set(numbers).size !== numbers.length) return refuse(400, 'invalid_request', field);
  const onLayout = new Set(seating.layout.cells.flatMap((cell) => (cell.kind === 'seat' && cell.seatNumber !== null ? [cell.seatNumber] : [])));
  const unknown = numbers.filter((n) => !onLayout.has(n));
  if (unknown.length > 0) return { ok: false, status: 400, errors: [{ code: 'seat_not_on_layout', field, detail: unknown.join(', '), seats: unknown }] };
  // Each seat goes to a passenger of the type it names, in passenger order.
  const free = [...people];
  const seats: SeatToHold[] = [];
  for (const choice of input.seats) {
    const index = free.findIndex((p) => p.type === choice.passenger_type);
    const passenger = free[index];
    if (!passenger) return refuse(400, 'seat_passenger_mismatch', field);
    free.splice(index, 1);
    seats.push({ seatNumber: choice.seat_number, passengerId: passenger.id, passengerType: passenger.type });
  }
  return success({ direction, seating, seats });
}

/**
 * A seat another reservation already holds, refused before the transaction: in a hot sale most attempts on a full
 * bus are these. Only when no leg has counted rules: there the transaction's quota and distance refusals come first,
 * and the answer must not depend on which check ran first.
 */
async function takenEarly(deps: AppDeps, rules: CountedRules, reservationId: number, legs: LegToHold[]): Promise<Failure | null> {
  if (legs.some((leg) => rules.counts(leg))) return null;
  const errors: Failure['errors'] = [];
  for (const leg of legs) {
    const seats = await seatsHeldByOthers(deps.db, leg.seating.id, leg.seats.map((s) => s.seatNumber), reservationId, deps.clock.now());
    if (seats.length > 0) errors.push({ code: 'seat_taken', field: `${leg.direction}.seats`, detail: seats.join(', '), seats });
  }
  return errors.length > 0 ? { ok: false, status: 409, errors } : null;
}

/** setSeats: holds every leg's seats until the payment deadline, all or nothing. */
export async function chooseSeats(deps: AppDeps, input: HoldSeatsInput) {
  const { db, clock, config } = deps;
  const step = await reservationForStep(deps, input, true);
  if (!step.ok) return step;
  const loaded = step.value;
  const deadline = loaded.row.paymentDeadline;
  if (!deadline) return refuse(400, 'invalid_request', 'code');

  const legs: LegToHold[] = [];
  const departure = await legToHold(deps, loaded, 'departure', input.departure);
  if (!departure.ok) return departure;
  legs.push(departure.value);
  const hasReturnBus = legDepartureId(loaded, 'return') !== null;
  if (hasReturnBus && input.return === null) return refuse(400, 'seats_count_mismatch', 'return.seats');
  if (!hasReturnBus && input.return !== null) return refuse(400, 'invalid_request', 'return');
  if (input.return !== null) {
    const ret = await legToHold(deps, loaded, 'return', input.return);
    if (!ret.ok) return ret;
    legs.push(ret.value);
  }

  const rules = countedRules(config);
  const taken = await takenEarly(deps, rules, loaded.row.id, legs);
  if (taken) return taken;
  const outcome = await holdSeats(db, rules, loaded.row.id, deadline, clock.now(), legs);
  if (!outcome.ok) {
    const failure: Failure = { ok: false, status: 409, errors: outcome.legs.map((leg) => ({ code: outcome.code, field: leg.field, detail: leg.seats.join(', '), seats: leg.seats })) };
    return failure;
  }
  const updated = await loadReservation(db, loaded.row.code);
  if (!updated) return refuse(404, 'reservation_not_found', 'code');
  return success(reservationPayload(updated, config, input.lang, clock.now(), outcome.released));
}
