import { aliasedTable, and, between, eq, gt, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { addDays } from '../../../platform/clock';
import type { Database } from '../../../db/database';
import { preparedOn } from '../../../db/queries/prepared';
import { busLayouts } from '../../../db/schema/fleet.schema';
import { departures, routeStops } from '../../../db/schema/network.schema';
import { passengers, reservations, seatHolds } from '../../../db/schema/reservations.schema';
import { discountGroupTypes } from '../../../../domain/seats/discount-quota';
import { WHEELCHAIR_PLACE_FIRST } from '../../../../domain/seats/wheelchair';
import type { ServiceClass } from '../reservation/fares.queries';
import type { PassengerRow, TerminalInfo } from '../reservation/reservation.queries';

export type { ServiceClass };

export interface LegDeparture {
  scheduleId: number;
  scheduleDetailId: number;
  layoutId: number;
  serviceClass: ServiceClass;
  busTypeEs: string;
  busTypeEn: string;
  seatCount: number;
  boardsAt: Date;
  arrivesAt: Date;
  durationMinutes: number;
}

export interface HoldCounts {
  total: number;
  student: number;
  teacher: number;
  inapam: number;
}

const fromStop = aliasedTable(routeStops, 'from_stop');
const toStop = aliasedTable(routeStops, 'to_stop');

/** Calendar date at a terminal for an instant. */
export function dateAt(at: Date, terminal: TerminalInfo): string {
  return new Date(at.getTime() + terminal.offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** "HH:MM:SS" at a terminal for an instant. */
export function timeAt(at: Date, terminal: TerminalInfo): string {
  return new Date(at.getTime() + terminal.offsetMinutes * 60_000).toISOString().slice(11, 19);
}

/** A departure of the leg with the live holds on it, read together. */
export interface LegDepartureWithHolds extends LegDeparture {
  held: HoldCounts;
}

/**
 * Live holds of other reservations on the departure of the outer row, as [total, student, teacher,
 * inapam]: a hold counts while its expires_at is in the future, or forever when NULL (sold). Decided
 * by timestamp alone, so nothing depends on a sweeper having deleted expired rows. The asking
 * reservation's own holds are its seats, not taken from it: back on the schedules its bus still fits.
 * Wheelchair places are not seats and do not count.
 */
function liveHoldCounts() {
  const live = and(
    or(isNull(seatHolds.expiresAt), gt(seatHolds.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)),
    ne(seatHolds.reservationId, sql`${sql.placeholder('reservationId')}::int`),
  );
  const typeIn = (types: readonly string[]) => inArray(passengers.type, [...types] as Array<(typeof passengers.type.enumValues)[number]>);
  return sql<number[]>`(select array[count(*), count(*) filter (where ${typeIn(discountGroupTypes.student)}), count(*) filter (where ${typeIn(discountGroupTypes.teacher)}), count(*) filter (where ${typeIn(discountGroupTypes.inapam)})]::int[] from ${seatHolds} left join ${passengers} on ${eq(passengers.id, seatHolds.passengerId)} where ${and(eq(seatHolds.departureId, departures.id), live, lt(seatHolds.seatNumber, WHEELCHAIR_PLACE_FIRST))})`;
}

/**
 * Departures boarding at `from` on `date` (local to `from`) and continuing to `to`, in boarding order,
 * each with its live holds, in one query. A bus that left its first stop the evening before can board
 * an intermediate stop after midnight, so the previous service date is read too and the local boarding
 * date decides.
 */
const legDeparturesStatement = (db: Database, name: string) =>
  db
    .select({
      scheduleId: departures.id,
      scheduleDetailId: fromStop.id,
      layoutId: departures.layoutId,
      departsAt: departures.departsAt,
      fromMinutes: fromStop.minutesFromStart,
      toMinutes: toStop.minutesFromStart,
      serviceClass: busLayouts.serviceClass,
      busTypeEs: busLayouts.nameEs,
      busTypeEn: busLayouts.nameEn,
      seatCount: busLayouts.seatCount,
      held: liveHoldCounts(),
    })
    .from(departures)
    .innerJoin(fromStop, and(eq(fromStop.routeId, departures.routeId), eq(fromStop.terminalId, sql.placeholder('from'))))
    .innerJoin(toStop, and(eq(toStop.routeId, departures.routeId), eq(toStop.terminalId, sql.placeholder('to')), gt(toStop.seq, fromStop.seq)))
    .innerJoin(busLayouts, eq(busLayouts.id, departures.layoutId))
    .where(and(between(departures.serviceDate, sql.placeholder('dayBefore'), sql.placeholder('day')), eq(departures.cancelled, false)))
    .prepare(name);

export async function listLegDepartures(
  db: Database,
  from: TerminalInfo,
  to: TerminalInfo,
  date: string,
  now: Date,
  /** The asking reservation, whose own holds do not count against it. */
  reservationId: number,
): Promise<LegDepartureWithHolds[]> {
  const rows = await preparedOn(db, 'leg_departures', legDeparturesStatement).execute({
    from: from.id,
    to: to.id,
    dayBefore: addDays(date, -1),
    day: date,
    now: now.toISOString(),
    reservationId,
  });
  return legDepartures(rows, from, date);
}

interface LegDepartureRow {
  scheduleId: number;
  scheduleDetailId: number;
  layoutId: number;
  departsAt: Date;
  fromMinutes: number;
  toMinutes: number;
  serviceClass: ServiceClass;
  busTypeEs: string;
  busTypeEn: string;
  seatCount: number;
  held: number[] | null;
}

/** Rows as read, boarding at `from` on `date` (local), in boarding order. */
function legDepartures(rows: LegDepartureRow[], from: TerminalInfo, date: string): LegDepartureWithHolds[] {
  return rows
    .map((r) => {
      const [total = 0, student = 0, teacher = 0, inapam = 0] = (r.held ?? []).map(Number);
      return {
        scheduleId: r.scheduleId,
        scheduleDetailId: r.scheduleDetailId,
        layoutId: r.layoutId,
        serviceClass: r.serviceClass,
        busTypeEs: r.busTypeEs,
        busTypeEn: r.busTypeEn,
        seatCount: r.seatCount,
        boardsAt: new Date(r.departsAt.getTime() + r.fromMinutes * 60_000),
        arrivesAt: new Date(r.departsAt.getTime() + r.toMinutes * 60_000),
        durationMinutes: r.toMinutes - r.fromMinutes,
        held: { total, student, teacher, inapam },
      };
    })
    .filter((d) => dateAt(d.boardsAt, from) === date)
    .sort((a, b) => a.boardsAt.getTime() - b.boardsAt.getTime());
}

type Tuple = [number, number, number, string, number, number, ServiceClass, string, string, number, number[] | null];

/**
 * The schedules search in one statement: the reservation (by code), its passengers, and the day's
 * departures of the leg it asks for with their live holds. The leg's ends and day come from the
 * reservation row inside the statement (the day asked for, else the leg's searched day).
 */
const scheduleSearchStatement = (db: Database, name: string) => {
  // Written out qualified: Drizzle leaves column names unqualified in a query on one table, and the
  // sub-selects below join several.
  const isDeparture = sql`${sql.placeholder('direction')}::text = 'departure'`;
  const fromId = sql`(case when ${isDeparture} then r.origin_terminal_id else r.destination_terminal_id end)`;
  const toId = sql`(case when ${isDeparture} then r.destination_terminal_id else r.origin_terminal_id end)`;
  const day = sql`coalesce(${sql.placeholder('date')}::date, case when ${isDeparture} then r.departure_date else r.return_date end)`;
  const typeIn = (types: readonly string[]) => sql.raw(`hp.type in (${types.map((t) => `'${t.replace(/'/g, "''")}'`).join(', ')})`);
  const held = sql`(select array[count(*), count(*) filter (where ${typeIn(discountGroupTypes.student)}), count(*) filter (where ${typeIn(discountGroupTypes.teacher)}), count(*) filter (where ${typeIn(discountGroupTypes.inapam)})]::int[]
    from seat_holds h left join passengers hp on hp.id = h.passenger_id
    where h.departure_id = d.id and h.reservation_id <> r.id and h.seat_number < ${sql.raw(String(WHEELCHAIR_PLACE_FIRST))} and (h.expires_at is null or h.expires_at > ${sql.placeholder('now')}::timestamptz))`;
  const r = aliasedTable(reservations, 'r');
  return db
    .select({
      row: r,
      passengers: sql<PassengerJson[] | null>`(select json_agg(json_build_array(p.id, p.type, p.first_name, p.last_name, p.price_departure::text, p.price_return::text, p.age) order by p.id) from passengers p where p.reservation_id = r.id)`,
      departures: sql<Tuple[] | null>`(select json_agg(json_build_array(d.id, from_stop.id, d.layout_id, d.departs_at, from_stop.minutes_from_start, to_stop.minutes_from_start, b.service_class, b.name_es, b.name_en, b.seat_count, ${held}))
        from departures d
        join route_stops from_stop on from_stop.route_id = d.route_id and from_stop.terminal_id = ${fromId}
        join route_stops to_stop on to_stop.route_id = d.route_id and to_stop.terminal_id = ${toId} and to_stop.seq > from_stop.seq
        join bus_layouts b on b.id = d.layout_id
        where d.service_date between ${day} - 1 and ${day} and not d.cancelled)`,
    })
    .from(r)
    .where(eq(r.code, sql.placeholder('code')))
    .prepare(name);
};

type PassengerJson = [number, PassengerRow['type'], string | null, string | null, string | null, string | null, number | null];

export interface ScheduleSearchRead {
  row: typeof reservations.$inferSelect;
  passengers: PassengerRow[];
  /** The leg's departures on the day, still to be filtered by the caller's ends and day. */
  departures: (from: TerminalInfo, date: string) => LegDepartureWithHolds[];
}

/** One statement for the schedules search (see scheduleSearchStatement); null when the code is unknown. */
export async function readScheduleSearch(db: Database, code: string, direction: 'departure' | 'return', date: string | null, now: Date): Promise<ScheduleSearchRead | null> {
  const [found] = await preparedOn(db, 'schedule_search', scheduleSearchStatement).execute({ code, direction, date, now: now.toISOString() });
  if (!found) return null;
  const rows: LegDepartureRow[] = (found.departures ?? []).map((t) => ({
    scheduleId: t[0],
    scheduleDetailId: t[1],
    layoutId: t[2],
    departsAt: new Date(t[3]),
    fromMinutes: t[4],
    toMinutes: t[5],
    serviceClass: t[6],
    busTypeEs: t[7],
    busTypeEn: t[8],
    seatCount: t[9],
    held: t[10],
  }));
  return {
    row: found.row,
    passengers: (found.passengers ?? []).map((p) => ({ id: p[0], type: p[1], firstName: p[2], lastName: p[3], priceDeparture: p[4], priceReturn: p[5], age: p[6] })),
    departures: (from, day) => legDepartures(rows, from, day),
  };
}

export type ScheduleChoice = Pick<
  typeof reservations.$inferInsert,
  'departureDate' | 'departureOpen' | 'departureId' | 'departureValidUntil' | 'returnDate' | 'returnOpen' | 'returnId' | 'returnValidUntil' | 'priceDeparture' | 'priceReturn' | 'updatedAt'
>;

/**
 * Stores the chosen legs and each passenger's prices in one transaction. Unsold seats on a bus the
 * reservation no longer takes go back on sale now, not at the deadline; their numbers are returned.
 */
export async function saveScheduleChoice(
  db: Database,
  reservationId: number,
  choice: ScheduleChoice,
  passengerPrices: Array<{ id: number; priceDeparture: string | null; priceReturn: string | null }>,
  keptBuses: number[],
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.update(reservations).set(choice).where(eq(reservations.id, reservationId));
    for (const p of passengerPrices) {
      await tx.update(passengers).set({ priceDeparture: p.priceDeparture, priceReturn: p.priceReturn }).where(eq(passengers.id, p.id));
    }
    const mine = and(eq(seatHolds.reservationId, reservationId), isNotNull(seatHolds.expiresAt));
    const gone = await tx
      .delete(seatHolds)
      .where(keptBuses.length > 0 ? and(mine, notInArray(seatHolds.departureId, keptBuses)) : mine)
      .returning({ seatNumber: seatHolds.seatNumber });
    return gone.map((g) => g.seatNumber).sort((a, b) => a - b);
  });
}
