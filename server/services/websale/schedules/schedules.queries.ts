import { aliasedTable, and, between, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { addDays } from '../../../platform/clock';
import { isoDate, isoTime } from '../../../platform/iso-format';
import type { Database } from '../../../db/database';
import { preparedOn, preparedRaw, slot } from '../../../db/queries/prepared';
import { busLayouts } from '../../../db/schema/fleet.schema';
import { departures, routeStops } from '../../../db/schema/network.schema';
import { passengers, reservations, seatHolds } from '../../../db/schema/reservations.schema';
import { discountGroupTypes } from '../../../../domain/seats/discount-quota';
import { WHEELCHAIR_PLACE_FIRST } from '../../../../domain/seats/wheelchair';
import type { ServiceClass } from '../reservation/fares.queries';
import type { TerminalInfo } from '../../reservations';

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

// The leg's two stops, aliased once for every leg query of the search (leg-timetable.queries.ts too).
export const fromStop = aliasedTable(routeStops, 'from_stop');
export const toStop = aliasedTable(routeStops, 'to_stop');

/** Calendar date at a terminal for an instant. */
export function dateAt(at: Date, terminal: TerminalInfo): string {
  return isoDate(at.getTime() + terminal.offsetMinutes * 60_000);
}

/** "HH:MM:SS" at a terminal for an instant. */
export function timeAt(at: Date, terminal: TerminalInfo): string {
  return isoTime(at.getTime() + terminal.offsetMinutes * 60_000);
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

/** A leg departure's static columns (the kept timetable of leg-timetable.queries.ts reads the same). */
export const legDepartureColumns = {
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
};

/**
 * Departures boarding at `from` on `date` (local to `from`) and continuing to `to`, in boarding order,
 * each with its live holds, in one query. A bus that left its first stop the evening before can board
 * an intermediate stop after midnight, so the previous service date is read too and the local boarding
 * date decides.
 */
const legDeparturesStatement = (db: Database, name: string) =>
  db
    .select({ ...legDepartureColumns, held: liveHoldCounts() })
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
  return legDepartures(
    rows.map(({ departsAt, ...r }) => ({ ...r, departsAtMs: departsAt.getTime() })),
    from,
    date,
  );
}

/** A departure of the leg as read, before it is placed at the leg's boarding stop. */
export interface LegDepartureRow {
  scheduleId: number;
  scheduleDetailId: number;
  layoutId: number;
  /** When the bus leaves its first stop (ms since 1970). */
  departsAtMs: number;
  fromMinutes: number;
  toMinutes: number;
  serviceClass: ServiceClass;
  busTypeEs: string;
  busTypeEn: string;
  seatCount: number;
  held: number[] | null;
}

/** One read departure with its holds; null when it does not board at `from` on `date` (local). */
function legDeparture(r: LegDepartureRow, from: TerminalInfo, date: string): LegDepartureWithHolds | null {
  const boardsAt = r.departsAtMs + r.fromMinutes * 60_000;
  if (isoDate(boardsAt + from.offsetMinutes * 60_000) !== date) return null;
  const held = r.held ?? [];
  return {
    scheduleId: r.scheduleId,
    scheduleDetailId: r.scheduleDetailId,
    layoutId: r.layoutId,
    serviceClass: r.serviceClass,
    busTypeEs: r.busTypeEs,
    busTypeEn: r.busTypeEn,
    seatCount: r.seatCount,
    boardsAt: new Date(boardsAt),
    arrivesAt: new Date(r.departsAtMs + r.toMinutes * 60_000),
    durationMinutes: r.toMinutes - r.fromMinutes,
    held: { total: Number(held[0] ?? 0), student: Number(held[1] ?? 0), teacher: Number(held[2] ?? 0), inapam: Number(held[3] ?? 0) },
  };
}

const byBoarding = (a: LegDepartureWithHolds, b: LegDepartureWithHolds) => a.boardsAt.getTime() - b.boardsAt.getTime();

/** Rows as read, boarding at `from` on `date` (local), in boarding order. */
export function legDepartures(rows: readonly LegDepartureRow[], from: TerminalInfo, date: string): LegDepartureWithHolds[] {
  const out: LegDepartureWithHolds[] = [];
  for (const r of rows) {
    const d = legDeparture(r, from, date);
    if (d) out.push(d);
  }
  return out.sort(byBoarding);
}

const CHOICE_COLUMNS = [
  'departureDate', 'departureOpen', 'departureId', 'departureValidUntil', 'returnDate', 'returnOpen', 'returnId', 'returnValidUntil', 'priceDeparture', 'priceReturn', 'updatedAt',
] as const;
/** Every column a chosen bus writes, each given (null where the leg has none): the statement is the same each time. */
export type ScheduleChoice = Required<Pick<typeof reservations.$inferInsert, (typeof CHOICE_COLUMNS)[number]>>;

/**
 * The choice in one prepared statement (data-modifying WITHs: all or nothing): the reservation's legs, each
 * passenger's prices (JSON rows of the passengers' own type, converted by PostgreSQL as each column wants), and the
 * unsold seats on buses no longer taken, deleted (`keptBuses` may be empty: `<> all` of none is true).
 */
const choiceStatement = (db: Database) => {
  const id = sql.placeholder('reservationId');
  const chosen = db
    .update(reservations)
    .set(Object.fromEntries(CHOICE_COLUMNS.map((column) => [column, slot(reservations[column], column)])))
    .where(eq(reservations.id, id));
  const freed = db
    .delete(seatHolds)
    .where(and(eq(seatHolds.reservationId, id), isNotNull(seatHolds.expiresAt), sql`${seatHolds.departureId} <> all(${sql.placeholder('keptBuses')}::int[])`))
    .returning({ departureId: seatHolds.departureId, seatNumber: seatHolds.seatNumber });
  // Drizzle puts each embedded statement in the parentheses WITH wants.
  return sql`with chosen as ${chosen},
    priced as (update ${passengers} set price_departure = v.price_departure, price_return = v.price_return
      from json_populate_recordset(null::passengers, ${sql.placeholder('prices')}::json) v
      where ${passengers}.id = v.id and ${passengers}.reservation_id = ${id}),
    freed as ${freed}
    select departure_id, seat_number from freed`;
};

/**
 * Stores the chosen legs and each passenger's prices in one statement. Unsold seats on a bus the reservation no
 * longer takes go back on sale now, not at the deadline; they are returned.
 */
export async function saveScheduleChoice(
  db: Database,
  reservationId: number,
  choice: ScheduleChoice,
  passengerPrices: Array<{ id: number; priceDeparture: string | null; priceReturn: string | null }>,
  keptBuses: number[],
): Promise<Array<{ departureId: number; seatNumber: number }>> {
  const prices = JSON.stringify(passengerPrices.map((p) => ({ id: p.id, price_departure: p.priceDeparture, price_return: p.priceReturn })));
  const gone = await preparedRaw<{ departure_id: number; seat_number: number }>(db, 'save_schedule_choice', choiceStatement).execute({ ...choice, reservationId, prices, keptBuses });
  return gone.rows.map((g) => ({ departureId: g.departure_id, seatNumber: g.seat_number }));
}
