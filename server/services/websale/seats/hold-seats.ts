import type { AppDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, success, type Failure, type Outcome } from '../../../platform/failure';
import { withSeatRows, type LoadedReservation, type SeatRow } from '../../reservations';
import { reservationForStep } from '../../reservations';
import { reservationPayload } from '../../reservations';
import { holdInOneStatement, holdSeats, type LegToHold } from '../../reservations';
import { departureSeating, loadLayout, type DepartureSeating } from '../../reservations';
import { legDepartureId, seatedPassengers, type Direction } from './show-seat-map';
import { countedRules, legFromChoice, type LegSeatsInput } from './seat-choice';

export interface HoldSeatsInput {
  flowToken: string | undefined;
  code: string;
  departure: LegSeatsInput;
  return: LegSeatsInput | null;
  lang: Lang;
}

/** The leg's bus: as the reservation was loaded with it (its layout from the process's copy), else read. */
export async function seatingOf(db: AppDeps['db'], loaded: LoadedReservation, departureId: number): Promise<DepartureSeating | null> {
  const bus = loaded.buses.get(departureId);
  if (!bus) return departureSeating(db, departureId);
  const layout = await loadLayout(db, bus.layoutId);
  return layout ? { id: departureId, healthyDistance: bus.healthyDistance, layout } : null;
}

/** Checks one leg's choice against the layout and the passengers; nothing is read that can change. */
async function legToHold(deps: AppDeps, loaded: LoadedReservation, direction: Direction, input: LegSeatsInput): Promise<Outcome<LegToHold>> {
  const departureId = legDepartureId(loaded, direction);
  if (departureId === null) return refuse(400, 'invalid_request', direction);
  const seating = await seatingOf(deps.db, loaded, departureId);
  if (!seating) return refuse(404, 'schedules_not_found', direction);
  return legFromChoice(seating, seatedPassengers(loaded), direction, input);
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

  // Legs no count rule applies to (most holds) are held by one statement, which refuses a seat another reservation
  // holds without writing; a discount quota or a healthy distance is counted in holdSeats' transaction (decision 085).
  const rules = countedRules(config);
  const outcome = legs.some((leg) => rules.counts(leg))
    ? await holdSeats(db, rules, loaded.row.id, deadline, clock.now(), legs)
    : await holdInOneStatement(db, loaded.row.id, deadline, clock.now(), legs);
  if (!outcome.ok) {
    const failure: Failure = { ok: false, status: 409, errors: outcome.legs.map((leg) => ({ code: outcome.code, field: leg.field, detail: leg.seats.join(', '), seats: leg.seats })) };
    return failure;
  }
  // The answer: the reservation as loaded, its seat rows as the transaction left them (decision 081).
  const key = (r: SeatRow) => `${r.departureId}:${r.seatNumber}`;
  const gone = new Set([...outcome.removed, ...outcome.added].map(key));
  const seatRows = [...loaded.seatRows.filter((r) => !gone.has(key(r))), ...outcome.added];
  const updated = await withSeatRows(db, loaded, seatRows);
  return success(reservationPayload(updated, config, input.lang, clock.now(), outcome.released));
}
