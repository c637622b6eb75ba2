import { aliasedTable, and, between, eq, gt, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import { addDays } from '../../../platform/clock';
import type { Database } from '../../../db/database';
import { preparedOn } from '../../../db/queries/prepared';
import { busLayouts } from '../../../db/schema/fleet.schema';
import { departures, routeStops } from '../../../db/schema/network.schema';
import { passengers, reservations, seatHolds } from '../../../db/schema/reservations.schema';
import { discountGroupTypes } from '../../../../domain/seats/discount-quota';
import type { ServiceClass } from '../reservation/fares.queries';
import type { TerminalInfo } from '../reservation/reservation.queries';

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
 * Live holds on the departure of the outer row, as [total, student, teacher, inapam]: a hold counts
 * while its expires_at is in the future, or forever when NULL (sold). Decided by timestamp alone, so
 * nothing depends on a sweeper having deleted expired rows.
 */
function liveHoldCounts() {
  const live = or(isNull(seatHolds.expiresAt), gt(seatHolds.expiresAt, sql`${sql.placeholder('now')}::timestamptz`));
  const typeIn = (types: readonly string[]) => inArray(passengers.type, [...types] as Array<(typeof passengers.type.enumValues)[number]>);
  return sql<number[]>`(select array[count(*), count(*) filter (where ${typeIn(discountGroupTypes.student)}), count(*) filter (where ${typeIn(discountGroupTypes.teacher)}), count(*) filter (where ${typeIn(discountGroupTypes.inapam)})]::int[] from ${seatHolds} left join ${passengers} on ${eq(passengers.id, seatHolds.passengerId)} where ${and(eq(seatHolds.departureId, departures.id), live)})`;
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

export async function listLegDepartures(db: Database, from: TerminalInfo, to: TerminalInfo, date: string, now: Date): Promise<LegDepartureWithHolds[]> {
  const rows = await preparedOn(db, 'leg_departures', legDeparturesStatement).execute({
    from: from.id,
    to: to.id,
    dayBefore: addDays(date, -1),
    day: date,
    now: now.toISOString(),
  });
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
