import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { passengerTypes } from '../../../domain/search/passengers';
import type { AppDeps } from '../../app-deps';
import { errorItem, fail, failWith, ok, requestLang } from '../../http/envelope';
import { readJsonBody, readQuery } from '../../http/request-input';
import { parseInput } from '../../http/validate';
import { loadReservation, type LoadedReservation } from './reservation.queries';
import { reservationForStep } from './reservation-step';
import { reservationPayload } from './reservation-view';
import { holdSeats, type LegToHold, type SeatToHold } from './seat-holds';
import { countByGroup, seatCells } from './seat-map';
import { departureSeating, liveHolds, type DepartureSeating } from './seats.queries';

type Direction = 'departure' | 'return';

const code = v.pipe(v.string(), v.minLength(1), v.maxLength(20));
const seatsQuery = v.object({ code, direction: v.optional(v.picklist(['departure', 'return']), 'departure') });
const legSchema = v.object({
  seats: v.pipe(
    v.array(v.object({ seat_number: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)), passenger_type: v.picklist(passengerTypes) })),
    v.maxLength(10),
  ),
});
const setSeatsBody = v.object({ code, departure: legSchema, return: v.optional(v.nullable(legSchema), null) });
type LegInput = v.InferOutput<typeof legSchema>;

type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The departure a leg of the reservation runs on; null for an open leg or the return of a one-way trip. */
function legDepartureId(loaded: LoadedReservation, direction: Direction): number | null {
  if (direction === 'return') return loaded.row.roundTrip && !loaded.row.returnOpen ? loaded.row.returnId : null;
  return loaded.row.departureOpen ? null : loaded.row.departureId;
}

const seated = (loaded: LoadedReservation) => loaded.passengers.filter((p) => p.type !== 'infant');

/** Seat map and hold (setSeats) of issue 4. */
export function createSeatsRoutes(deps: AppDeps): Hono {
  const { db, clock, config } = deps;
  const app = new Hono();

  app.get('/reservation/seats', async (c) => {
    const raw = readQuery(c, 'websale');
    if (!raw.ok) return raw.response;
    const query = parseInput(c, 'websale', seatsQuery, raw.value);
    if (!query.ok) return query.response;
    const step = await reservationForStep(c, deps, query.value.code, false);
    if (!step.ok) return step.response;
    const loaded = step.value;
    const direction = query.value.direction;
    const departureId = legDepartureId(loaded, direction);
    if (departureId === null) return fail(c, 400, 'websale', 'invalid_request', 'direction');
    const seating = await departureSeating(db, departureId);
    if (!seating) return fail(c, 404, 'websale', 'schedules_not_found', 'direction');
    const holds = await liveHolds(db, departureId, clock.now());
    const others = countByGroup(holds.filter((h) => h.reservationId !== loaded.row.id).map((h) => h.passengerType));
    const cap = config.discountSeatsPerBus;
    return ok(c, {
      direction,
      schedule_id: departureId,
      layout_id: seating.layout.id,
      name: seating.layout.names[requestLang(c)],
      rows: seating.layout.rows,
      columns: seating.layout.cols,
      cells: seatCells(seating.layout, holds, loaded.row.id, seating.healthyDistance),
      seats_to_pick: seated(loaded).length,
      discount_seats: {
        student: Math.max(0, cap.student - others.student),
        teacher: Math.max(0, cap.teacher - others.teacher),
        inapam: Math.max(0, cap.inapam - others.inapam),
      },
      seats_healthy: seating.healthyDistance,
      held_until: loaded.row.paymentDeadline?.toISOString() ?? null,
    });
  });

  /** Checks one leg's choice against the layout and the passengers; nothing is read that can change. */
  async function legToHold(c: Context, loaded: LoadedReservation, direction: Direction, input: LegInput): Promise<Checked<LegToHold>> {
    const field = `${direction}.seats`;
    const departureId = legDepartureId(loaded, direction);
    if (departureId === null) return { ok: false, response: fail(c, 400, 'websale', 'invalid_request', direction) };
    const seating: DepartureSeating | null = await departureSeating(db, departureId);
    if (!seating) return { ok: false, response: fail(c, 404, 'websale', 'schedules_not_found', direction) };
    const people = seated(loaded);
    if (input.seats.length !== people.length) return { ok: false, response: fail(c, 400, 'websale', 'seats_count_mismatch', field) };
    const numbers = input.seats.map((s) => s.seat_number);
    if (new Set(numbers).size !== numbers.length) return { ok: false, response: fail(c, 400, 'websale', 'invalid_request', field) };
    const onLayout = new Set(seating.layout.cells.flatMap((cell) => (cell.kind === 'seat' && cell.seatNumber !== null ? [cell.seatNumber] : [])));
    const unknown = numbers.filter((n) => !onLayout.has(n));
    if (unknown.length > 0) {
      return { ok: false, response: failWith(c, 400, [{ ...errorItem(requestLang(c), 'websale', 'seat_not_on_layout', field, unknown.join(', ')), seats: unknown }]) };
    }
    // Each seat goes to a passenger of the type it names, in passenger order.
    const free = [...people];
    const seats: SeatToHold[] = [];
    for (const choice of input.seats) {
      const index = free.findIndex((p) => p.type === choice.passenger_type);
      const passenger = free[index];
      if (!passenger) return { ok: false, response: fail(c, 400, 'websale', 'seat_passenger_mismatch', field) };
      free.splice(index, 1);
      seats.push({ seatNumber: choice.seat_number, passengerId: passenger.id, passengerType: passenger.type });
    }
    return { ok: true, value: { direction, seating, seats } };
  }

  app.post('/reservation/seats', async (c) => {
    const body = await readJsonBody(c, 'websale');
    if (!body.ok) return body.response;
    const input = parseInput(c, 'websale', setSeatsBody, body.value);
    if (!input.ok) return input.response;
    const step = await reservationForStep(c, deps, input.value.code, true);
    if (!step.ok) return step.response;
    const loaded = step.value;
    const deadline = loaded.row.paymentDeadline;
    if (!deadline) return fail(c, 400, 'websale', 'invalid_request', 'code');

    const legs: LegToHold[] = [];
    const departure = await legToHold(c, loaded, 'departure', input.value.departure);
    if (!departure.ok) return departure.response;
    legs.push(departure.value);
    const hasReturnBus = legDepartureId(loaded, 'return') !== null;
    if (hasReturnBus && input.value.return === null) return fail(c, 400, 'websale', 'seats_count_mismatch', 'return.seats');
    if (!hasReturnBus && input.value.return !== null) return fail(c, 400, 'websale', 'invalid_request', 'return');
    if (input.value.return !== null) {
      const ret = await legToHold(c, loaded, 'return', input.value.return);
      if (!ret.ok) return ret.response;
      legs.push(ret.value);
    }

    const outcome = await holdSeats(db, config, loaded.row.id, deadline, clock.now(), legs);
    if (!outcome.ok) {
      const lang = requestLang(c);
      return failWith(
        c,
        409,
        outcome.legs.map((leg) => ({ ...errorItem(lang, 'websale', outcome.code, leg.field, leg.seats.join(', ')), seats: leg.seats })),
      );
    }
    const updated = await loadReservation(db, loaded.row.code);
    if (!updated) return fail(c, 404, 'websale', 'reservation_not_found', 'code');
    return ok(c, reservationPayload(updated, config, requestLang(c), clock.now(), outcome.released));
  });

  return app;
}
