import { countByGroup, discountSeatsLeft } from '../../../../domain/seats/discount-quota';
import type { AppDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../failure';
import type { ReservationSummary } from '../reservation/reservation.queries';
import { reservationSummaryForStep } from '../reservation/reservation-for-step';
import { seatCells, seatPassengers } from './seat-map';
import { seatMapReads } from '../reservation/seating.queries';

export type Direction = 'departure' | 'return';

/** The departure a leg of the reservation runs on; null for an open leg or the return of a one-way trip. */
export function legDepartureId(loaded: ReservationSummary, direction: Direction): number | null {
  if (direction === 'return') return loaded.row.roundTrip && !loaded.row.returnOpen ? loaded.row.returnId : null;
  return loaded.row.departureOpen ? null : loaded.row.departureId;
}

/** Infants ride on a lap: everyone else needs a seat. */
export const seatedPassengers = (loaded: ReservationSummary) => loaded.passengers.filter((p) => p.type !== 'infant');

/** getSeats: one leg's bus as this reservation sees it. */
export async function showSeatMap(deps: AppDeps, input: { code: string; flowToken: string | undefined; direction: Direction; lang: Lang }) {
  const step = await reservationSummaryForStep(deps, input, false);
  if (!step.ok) return step;
  return seatMapOf(deps, step.value, input.direction, input.lang);
}

/** One leg's seat map for a reservation already let in (the map read, and the answer of a tap). */
export async function seatMapOf(deps: AppDeps, loaded: ReservationSummary, direction: Direction, lang: Lang) {
  const { db, clock, config } = deps;
  const departureId = legDepartureId(loaded, direction);
  if (departureId === null) return refuse(400, 'invalid_request', 'direction');
  // Read on every request, never kept: a seat taken a moment ago must show as taken.
  const { seating, holds } = await seatMapReads(db, departureId, clock.now());
  if (!seating) return refuse(404, 'schedules_not_found', 'direction');
  const others = countByGroup(holds.filter((h) => h.reservationId !== loaded.row.id).map((h) => h.passengerType));
  return success({
    direction,
    schedule_id: departureId,
    layout_id: seating.layout.id,
    name: seating.layout.names[lang],
    rows: seating.layout.rows,
    columns: seating.layout.cols,
    cells: seatCells(seating.layout, holds, loaded.row.id, seating.healthyDistance),
    seats_to_pick: seatedPassengers(loaded).length,
    discount_seats: discountSeatsLeft(config.discountSeatsPerBus, others),
    seats_healthy: seating.healthyDistance,
    held_until: loaded.row.paymentDeadline?.toISOString() ?? null,
    passengers: seatPassengers(seatedPassengers(loaded), holds, loaded.row.id),
  });
}
