import { eq, sql } from 'drizzle-orm';
import type { PassengerType } from '../../../../domain/search/passengers';
import type { Database } from '../../../db/database';
import { preparedOn } from '../../../db/queries/prepared';
import { departures } from '../../../db/schema/network.schema';
import { promotionalCodes } from '../../../db/schema/pricing.schema';
import { passengers, reservations, seatHolds } from '../../../db/schema/reservations.schema';
import { legSeats, type HeldSeat } from '../seating/seating.queries';
import { reservationEnds, stretchOf, type CreatedReservation, type LegBus, type LoadedReservation, type PassengerTuple, type ReservationRow } from './reservation.queries';

// Loading a reservation for a step, a read or a payment: one statement, prepared on the pool; every booking step
// sends it, most twice (`npm run bench:funnel-steps` counts a step's statements).

type SeatTuple = [number, number, PassengerType | null, number | null];
type BusTuple = [number, number, number, number, boolean];

/**
 * The reservation by code with everything a step shows of it, in one statement: its row, its passengers, its
 * promotional code, its seat rows (held or sold) and the buses of its legs. A step sends it twice (before its
 * change and for its answer), so four round trips less each time is most of what a booking step costs
 * (bench/funnel-steps.ts). Numbers kept as text where the row types keep them as text (prices).
 */
const loadStatement = (db: Database) =>
  db
    .select({
      row: reservations,
      people: sql<PassengerTuple[] | null>`(select json_agg(json_build_array(p.id, p.type, p.first_name, p.last_name, p.age, p.price_departure::text, p.price_return::text) order by p.id)
        from ${passengers} p where p.reservation_id = "reservations"."id")`,
      promo: sql<string | null>`(select pc.code from ${promotionalCodes} pc where pc.id = "reservations"."promotional_code_id")`,
      seats: sql<SeatTuple[] | null>`(select json_agg(json_build_array(h.departure_id, h.seat_number, hp.type, h.passenger_id) order by h.seat_number)
        from ${seatHolds} h left join ${passengers} hp on hp.id = h.passenger_id where h.reservation_id = "reservations"."id")`,
      buses: sql<BusTuple[] | null>`(select json_agg(json_build_array(d.id, d.route_id, floor(extract(epoch from d.departs_at) * 1000)::bigint, d.layout_id, d.healthy_distance))
        from ${departures} d where d.id = "reservations"."departure_id" or d.id = "reservations"."return_id")`,
    })
    .from(reservations);

const loadByCode = (db: Database, name: string) => loadStatement(db).where(eq(reservations.code, sql.placeholder('code'))).prepare(name);
const loadById = (db: Database, name: string) => loadStatement(db).where(eq(reservations.id, sql.placeholder('id'))).prepare(name);

/** The statement's row: prepared on the pool, and sent on a transaction's connection inside one (a payment, a change). */
async function loadRow(db: Database, by: { code: string } | { id: number }) {
  return ('code' in by ? await preparedOn(db, 'load_reservation', loadByCode).execute(by) : await preparedOn(db, 'load_reservation_by_id', loadById).execute(by))[0];
}

export async function loadReservation(db: Database, code: string): Promise<LoadedReservation | null> {
  return assemble(db, await loadRow(db, { code }));
}

/**
 * The reservation by code, when `opens` accepts its row (a flow token compared with the row's digest, decision 019);
 * else null. The row is judged before anything else is done with it, so a refused request costs the same one
 * statement and one comparison whether or not the code exists.
 */
export async function loadReservationOpened(db: Database, code: string, opens: (row: ReservationRow | null) => boolean): Promise<LoadedReservation | null> {
  const found = await loadRow(db, { code });
  return opens(found && !found.row.deletedAt ? found.row : null) ? assemble(db, found) : null;
}

type LoadedRow = Awaited<ReturnType<typeof loadRow>>;

async function assemble(db: Database, found: LoadedRow): Promise<LoadedReservation | null> {
  if (!found || found.row.deletedAt) return null;
  const { row } = found;
  const { origin, destination } = await reservationEnds(db, row);
  const buses = new Map((found.buses ?? []).map(([id, routeId, departsAt, layoutId, healthyDistance]) => [id, { id, routeId, departsAt: new Date(Number(departsAt)), layoutId, healthyDistance }]));
  const held: HeldSeat[] = (found.seats ?? []).map(([departureId, seatNumber, passengerType]) => ({ departureId, seatNumber, passengerType }));
  const bus = (id: number | null) => (id === null ? undefined : buses.get(id));
  const stretch = async (id: number | null, fromId: number, toId: number) => {
    const dep = bus(id);
    return dep ? stretchOf(db, dep, fromId, toId) : null;
  };
  return {
    row,
    origin,
    destination,
    passengers: (found.people ?? []).map(([id, type, firstName, lastName, age, priceDeparture, priceReturn]) => ({ id, type, firstName, lastName, age, priceDeparture, priceReturn })),
    promotionalCode: found.promo ?? null,
    departure: await stretch(row.departureId, origin.id, destination.id),
    return: await stretch(row.returnId, destination.id, origin.id),
    seats: await legSeatViews(db, row, buses, held),
    buses,
    seatRows: (found.seats ?? []).map(([departureId, seatNumber, , passengerId]) => ({ departureId, seatNumber, passengerId })),
  };
}

/**
 * `loaded` with `seatRows` for its seat rows (a hold's outcome applied to them), each leg's seats shown as a load
 * shows them: what loading it again would answer, one statement less (decision 081). A seat's passenger type is its
 * passenger's, as the load's join gives it.
 */
export async function withSeatRows(db: Database, loaded: LoadedReservation, seatRows: ReadonlyArray<{ departureId: number; seatNumber: number; passengerId: number | null }>): Promise<LoadedReservation> {
  const typeOf = new Map(loaded.passengers.map((p) => [p.id, p.type]));
  const rows = [...seatRows].sort((a, b) => a.seatNumber - b.seatNumber);
  const held: HeldSeat[] = rows.map(({ departureId, seatNumber, passengerId }) => ({ departureId, seatNumber, passengerType: passengerId === null ? null : (typeOf.get(passengerId) ?? null) }));
  return { ...loaded, seats: await legSeatViews(db, loaded.row, loaded.buses, held), seatRows: rows };
}

/**
 * `loaded` once its buses were chosen (saveScheduleChoice): its row with the choice's columns, its passengers with
 * their new prices, the buses of its legs as read for the choice, and its seat rows but those the choice freed: what
 * loading it again would answer, one statement less (decision 081).
 */
export async function withScheduleChoice(
  db: Database,
  loaded: LoadedReservation,
  choice: Partial<ReservationRow>,
  prices: ReadonlyArray<{ id: number; priceDeparture: string | null; priceReturn: string | null }>,
  legBuses: readonly LegBus[],
  freed: ReadonlyArray<{ departureId: number; seatNumber: number }>,
): Promise<LoadedReservation> {
  const priced = new Map(prices.map((p) => [p.id, p]));
  const people: PassengerTuple[] = loaded.passengers.map((p) => [p.id, p.type, p.firstName, p.lastName, p.age, priced.get(p.id)?.priceDeparture ?? p.priceDeparture, priced.get(p.id)?.priceReturn ?? p.priceReturn]);
  const gone = new Set(freed.map((f) => `${f.departureId}:${f.seatNumber}`));
  const typeOf = new Map(loaded.passengers.map((p) => [p.id, p.type]));
  const seats: SeatTuple[] = loaded.seatRows
    .filter((r) => !gone.has(`${r.departureId}:${r.seatNumber}`))
    .sort((a, b) => a.seatNumber - b.seatNumber)
    .map((r) => [r.departureId, r.seatNumber, r.passengerId === null ? null : (typeOf.get(r.passengerId) ?? null), r.passengerId]);
  const buses: BusTuple[] = legBuses.map((b) => [b.id, b.routeId, b.departsAt.getTime(), b.layoutId, b.healthyDistance]);
  const rebuilt = await assemble(db, { row: { ...loaded.row, ...choice }, people, promo: loaded.promotionalCode, seats, buses });
  if (!rebuilt) throw new Error('a reservation just changed was deleted');
  return rebuilt;
}

/** Each leg's seats as the contract shows them (a return only on a round trip), from the seats held and the legs' buses. */
async function legSeatViews(db: Database, row: ReservationRow, buses: LoadedReservation['buses'], held: HeldSeat[]): Promise<LoadedReservation['seats']> {
  const bus = (id: number | null) => (id === null ? undefined : buses.get(id));
  const returnId = row.roundTrip ? row.returnId : null;
  return { departure: await legSeats(db, row.departureId, held, bus(row.departureId)), return: await legSeats(db, returnId, held, bus(returnId)) };
}

/**
 * A reservation just stored (insertReservation), as loading it would give it, without the read: its row and passengers
 * come back from the insert, and a new reservation has no bus, seat or hold yet. `promotionalCode`: the code its
 * `promotional_code_id` names.
 */
export async function createdReservation(db: Database, created: CreatedReservation, promotionalCode: string | null): Promise<LoadedReservation> {
  const loaded = await assemble(db, { row: created.row, people: created.people, promo: promotionalCode, seats: null, buses: null });
  if (!loaded) throw new Error('a reservation just created was deleted');
  return loaded;
}

/** The reservation a row id belongs to, loaded; null when it is gone. */
export async function loadReservationById(db: Database, id: number): Promise<LoadedReservation | null> {
  return assemble(db, await loadRow(db, { id }));
}
