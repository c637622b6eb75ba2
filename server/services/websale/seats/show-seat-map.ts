import { countByGroup, discountSeatsLeft } from '../../../../domain/seats/discount-quota';
import type { AppDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import { normalizeReservationCode } from '../../../../domain/reservation/reservation-code';
import type { PassengerType } from '../../../../domain/search/passengers';
import type { PassengerRow, ReservationRow } from '../../reservations';
import { flowTokenOpens, notFound } from '../../reservations';
import { stepGate } from '../../reservations';
import { loadLayout, seatMapReads, type DepartureSeating, type LiveHold } from '../../reservations';
import { seatCells, seatPassengers } from '../../reservations';
import { liveHolds, readSeatMap, type SeatMapRead } from './seat-map.queries';

export type Direction = 'departure' | 'return';

/** What the seat map reads of a reservation: the one taps work on (ReservationSummary), or its own read. */
interface MapParty {
  row: Pick<ReservationRow, 'id' | 'paymentDeadline' | 'roundTrip' | 'departureOpen' | 'departureId' | 'returnOpen' | 'returnId'>;
  passengers: ReadonlyArray<Pick<PassengerRow, 'id' | 'type' | 'firstName' | 'lastName'>>;
}

/** The departure a leg of the reservation runs on; null for an open leg or the return of a one-way trip. */
export function legDepartureId(loaded: Pick<MapParty, 'row'>, direction: Direction): number | null {
  if (direction === 'return') return loaded.row.roundTrip && !loaded.row.returnOpen ? loaded.row.returnId : null;
  return loaded.row.departureOpen ? null : loaded.row.departureId;
}

/** Infants ride on a lap: everyone else needs a seat. */
export const seatedPassengers = <P extends { type: PassengerType }>(loaded: { passengers: readonly P[] }): P[] => loaded.passengers.filter((p) => p.type !== 'infant');

/** What a kept seat map is dropped for (decision 075): a change to its reservation ('r') or its bus ('d'). */
const seatMapNames = (read: SeatMapRead): string[] => [`r${read.row.id}`, ...(read.bus ? [`d${read.bus.id}`] : [])];

/** getSeats: one leg's bus as this reservation sees it, in one statement (seat-map.queries.ts) or from the process's copy. */
export async function showSeatMap(deps: AppDeps, input: { code: string; flowToken: string | undefined; direction: Direction; lang: Lang }) {
  const code = normalizeReservationCode(input.code);
  const fromDatabase = () => readSeatMap(deps.db, code, input.direction);
  const read = deps.keptReads ? await deps.keptReads.get(`seat-map:${code}:${input.direction}`, fromDatabase, seatMapNames) : await fromDatabase();
  // Only the booking flow's own token opens it (decision 019); the row read carries the token's digest.
  const step = flowTokenOpens(read?.row ?? null, input.flowToken) ? stepGate(deps.clock, read, false) : notFound();
  if (!step.ok) return step;
  const loaded = step.value;
  const departureId = legDepartureId(loaded, input.direction);
  if (departureId === null) return refuse(400, 'invalid_request', 'direction');
  // The statement picks the leg's bus as legDepartureId does; when it found none (a departure gone), the
  // reads of a tap's answer decide.
  if (!loaded.bus || loaded.bus.id !== departureId) return seatMapOf(deps, loaded, input.direction, input.lang);
  const layout = await loadLayout(deps.db, loaded.bus.layoutId);
  if (!layout) return refuse(404, 'schedules_not_found', 'direction');
  const holds = liveHolds(loaded.bus.holds, deps.clock.now());
  return seatMapAnswer(deps.config, loaded, input.direction, input.lang, { id: departureId, healthyDistance: loaded.bus.healthyDistance, layout }, holds);
}

/** One leg's seat map for a reservation already let in (the answer of a tap). */
export async function seatMapOf(deps: AppDeps, loaded: MapParty, direction: Direction, lang: Lang) {
  const { db, clock, config } = deps;
  const departureId = legDepartureId(loaded, direction);
  if (departureId === null) return refuse(400, 'invalid_request', 'direction');
  // Read on every request, never kept: a seat taken a moment ago must show as taken.
  const { seating, holds } = await seatMapReads(db, departureId, clock.now());
  if (!seating) return refuse(404, 'schedules_not_found', 'direction');
  return seatMapAnswer(config, loaded, direction, lang, seating, holds);
}

function seatMapAnswer(config: AppDeps['config'], loaded: MapParty, direction: Direction, lang: Lang, seating: DepartureSeating, holds: LiveHold[]) {
  const others = countByGroup(holds.filter((h) => h.reservationId !== loaded.row.id).map((h) => h.passengerType));
  const seated = seatedPassengers(loaded);
  return success({
    direction,
    schedule_id: seating.id,
    layout_id: seating.layout.id,
    name: seating.layout.names[lang],
    rows: seating.layout.rows,
    columns: seating.layout.cols,
    cells: seatCells(seating.layout, holds, loaded.row.id, seating.healthyDistance),
    seats_to_pick: seated.length,
    discount_seats: discountSeatsLeft(config.discountSeatsPerBus, others),
    seats_healthy: seating.healthyDistance,
    held_until: loaded.row.paymentDeadline?.toISOString() ?? null,
    passengers: seatPassengers(seated, holds, loaded.row.id),
  });
}
