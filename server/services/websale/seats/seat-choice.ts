import type { PassengerType } from '../../../../domain/search/passengers';
import { countByGroup, discountGroup, quotasOverrun } from '../../../../domain/seats/discount-quota';
import { healthyDistanceGaps } from '../../../../domain/seats/healthy-distance';
import type { ServerConfig } from '../../../platform/config';
import { refuse, success, type Outcome } from '../../../platform/failure';
import type { CountedRules, DepartureSeating, LegToHold, SeatToHold } from '../../reservations';
import type { Direction } from './show-seat-map';

// What a seat choice is checked against before any hold: the bus's layout, the passengers, and the counted rules
// the hold applies (hold-seats.ts, hold-one-seat.ts; seat-holds.queries.ts and hold-in-one-statement.queries.ts).

export interface LegSeatsInput {
  seats: Array<{ seat_number: number; passenger_type: PassengerType }>;
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

/**
 * One leg's choice against its bus's layout and the seated passengers: as many seats as passengers, none twice, all on
 * the layout, each for a passenger of the type it names (in passenger order).
 */
export function legFromChoice(
  seating: DepartureSeating,
  people: ReadonlyArray<{ id: number; type: PassengerType }>,
  direction: Direction,
  input: LegSeatsInput,
): Outcome<LegToHold> {
  const field = `${direction}.seats`;
  if (input.seats.length !== people.length) return refuse(400, 'seats_count_mismatch', field);
  const numbers = input.seats.map((s) => s.seat_number);
  if (new Set(numbers).size !== numbers.length) return refuse(400, 'invalid_request', field);
  const onLayout = new Set(seating.layout.cells.flatMap((cell) => (cell.kind === 'seat' && cell.seatNumber !== null ? [cell.seatNumber] : [])));
  const unknown = numbers.filter((n) => !onLayout.has(n));
  if (unknown.length > 0) return { ok: false, status: 400, errors: [{ code: 'seat_not_on_layout', field, detail: unknown.join(', '), seats: unknown }] };
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
