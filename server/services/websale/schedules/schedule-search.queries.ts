import { aliasedTable, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { preparedOn } from '../../../db/queries/prepared';
import { reservations } from '../../../db/schema/reservations.schema';
import type { PassengerType } from '../../../../domain/search/passengers';
import { discountGroupTypes } from '../../../../domain/seats/discount-quota';
import { WHEELCHAIR_PLACE_FIRST } from '../../../../domain/seats/wheelchair';
import { reservationEnds, terminalOffsetRange, type ReservationRow, type TerminalInfo } from '../../reservations';
import { legTimetable } from './leg-timetable.queries';
import { readHeldSearch, type HeldTuple } from './held-search.queries';
import { legDepartures, type LegDepartureRow, type LegDepartureWithHolds, type ServiceClass } from './schedules.queries';

type Direction = 'departure' | 'return';

/** What the schedules search reads of the reservation: its access, its step gate, its leg and its prices. */
export type SearchReservationRow = Pick<
  ReservationRow,
  'id' | 'flowTokenHash' | 'paymentStatus' | 'paymentDeadline' | 'roundTrip' | 'departureDate' | 'returnDate' | 'promotionalPercentOff' | 'originTerminalId' | 'destinationTerminalId'
>;

type DepartureTuple = [number, number, number, number, number, number, ServiceClass, string, string, number, number[] | null];
type SearchTuple = [
  number,
  string | null,
  ReservationRow['paymentStatus'],
  number | null,
  boolean,
  string | null,
  string | null,
  number,
  number,
  number,
  PassengerType[] | null,
  DepartureTuple[] | null,
];

// Instants travel as whole ms since 1970 (json numbers), which JSON.parse reads without a date parser.
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);

/**
 * The schedules search in one statement and one json value: the reservation (by code, not deleted) with
 * only the fields the search uses, its passengers' types, and the day's departures of the leg it asks for
 * with their live holds. The leg's ends and day come from the reservation row inside the statement (the
 * day asked for, else the leg's searched day). One column instead of the row's thirty-odd keeps the
 * driver's per-column parsing and Drizzle's mapping off the hottest read.
 */
const scheduleSearchStatement = (db: Database, name: string) => {
  const isDeparture = sql`${sql.placeholder('direction')}::text = 'departure'`;
  const fromId = sql`(case when ${isDeparture} then r.origin_terminal_id else r.destination_terminal_id end)`;
  const toId = sql`(case when ${isDeparture} then r.destination_terminal_id else r.origin_terminal_id end)`;
  const day = sql`coalesce(${sql.placeholder('date')}::date, case when ${isDeparture} then r.departure_date else r.return_date end)`;
  const typeIn = (types: readonly string[]) => sql.raw(`hp.type in (${types.map((t) => `'${t.replace(/'/g, "''")}'`).join(', ')})`);
  // Live holds of other reservations, as [total, student, teacher, inapam] (schedules.queries.ts liveHoldCounts).
  const held = sql`(select array[count(*), count(*) filter (where ${typeIn(discountGroupTypes.student)}), count(*) filter (where ${typeIn(discountGroupTypes.teacher)}), count(*) filter (where ${typeIn(discountGroupTypes.inapam)})]::int[]
    from seat_holds h left join passengers hp on hp.id = h.passenger_id
    where h.departure_id = d.id and h.reservation_id <> r.id and h.seat_number < ${sql.raw(String(WHEELCHAIR_PLACE_FIRST))} and (h.expires_at is null or h.expires_at > ${sql.placeholder('now')}::timestamptz))`;
  // Buses still to board whose boarding could fall on the day at any terminal's offset: a superset of those
  // on the day at the leg's own terminal (the caller keeps those, legDepartures), read without the others.
  const boardsAt = sql`(d.departs_at + from_stop.minutes_from_start * interval '1 minute')`;
  const dayStart = sql`(${day}::timestamp at time zone 'UTC')`;
  const boardsInWindow = sql`${boardsAt} > ${sql.placeholder('now')}::timestamptz
    and ${boardsAt} >= ${dayStart} - interval '${sql.raw(String(terminalOffsetRange.max))} minutes'
    and ${boardsAt} < ${dayStart} + interval '${sql.raw(String(24 * 60 - terminalOffsetRange.min))} minutes'`;
  const r = aliasedTable(reservations, 'r');
  return db
    .select({
      search: sql<SearchTuple>`json_build_array(
        r.id, r.flow_token_hash, r.payment_status, ${epochMs('r.payment_deadline')}, r.round_trip, r.departure_date, r.return_date,
        r.promotional_percent_off, r.origin_terminal_id, r.destination_terminal_id,
        (select json_agg(p.type order by p.id) from passengers p where p.reservation_id = r.id),
        (select json_agg(json_build_array(d.id, from_stop.id, d.layout_id, ${epochMs('d.departs_at')}, from_stop.minutes_from_start, to_stop.minutes_from_start, b.service_class, b.name_es, b.name_en, b.seat_count, ${held}))
          from departures d
          join route_stops from_stop on from_stop.route_id = d.route_id and from_stop.terminal_id = ${fromId}
          join route_stops to_stop on to_stop.route_id = d.route_id and to_stop.terminal_id = ${toId} and to_stop.seq > from_stop.seq
          join bus_layouts b on b.id = d.layout_id
          where d.service_date between ${day} - 1 and ${day} and not d.cancelled and ${boardsInWindow}))`,
    })
    .from(r)
    .where(sql`r.code = ${sql.placeholder('code')} and r.deleted_at is null`)
    .prepare(name);
};

export interface ScheduleSearchRead {
  row: SearchReservationRow;
  passengers: Array<{ type: PassengerType }>;
  /** The leg's departures on the day, still to be filtered by the caller's ends and day. */
  departures: (from: TerminalInfo, date: string) => LegDepartureWithHolds[];
}

type RowTuple = [...SearchTuple extends [...infer Head, unknown] ? Head : never];

function rowOf(t: RowTuple): { row: SearchReservationRow; passengers: Array<{ type: PassengerType }> } {
  const [id, flowTokenHash, paymentStatus, deadline, roundTrip, departureDate, returnDate, promotionalPercentOff, originTerminalId, destinationTerminalId, types] = t;
  return {
    row: {
      id,
      flowTokenHash,
      paymentStatus,
      paymentDeadline: deadline === null ? null : new Date(Number(deadline)),
      roundTrip,
      departureDate,
      returnDate,
      promotionalPercentOff,
      originTerminalId,
      destinationTerminalId,
    },
    passengers: (types ?? []).map((type) => ({ type })),
  };
}

/** The full statement: the leg's departures read with the row (the first search of a code in this process). */
async function readWithDepartures(db: Database, code: string, direction: Direction, date: string | null, now: Date): Promise<ScheduleSearchRead | null> {
  const [found] = await preparedOn(db, 'schedule_search', scheduleSearchStatement).execute({ code, direction, date, now: now.toISOString() });
  if (!found) return null;
  const tuples = found.search[11];
  const rows: LegDepartureRow[] = (tuples ?? []).map((t) => ({
    scheduleId: t[0],
    scheduleDetailId: t[1],
    layoutId: t[2],
    departsAtMs: Number(t[3]),
    fromMinutes: t[4],
    toMinutes: t[5],
    serviceClass: t[6],
    busTypeEs: t[7],
    busTypeEn: t[8],
    seatCount: t[9],
    held: t[10],
  }));
  const read = rowOf(found.search.slice(0, 11) as RowTuple);
  rememberLeg(db, code, read.row);
  return { ...read, departures: (from, day) => legDepartures(rows, from, day) };
}

/** What a process last read of a code's leg: its ends and days (decision 042). A guess, checked against the row. */
type LegHint = Pick<SearchReservationRow, 'originTerminalId' | 'destinationTerminalId' | 'departureDate' | 'returnDate'>;

const MAX_HINTS = 10_000;
const hints = new WeakMap<Database, Map<string, LegHint>>();

function rememberLeg(db: Database, code: string, row: LegHint): void {
  let perDb = hints.get(db);
  if (!perDb) hints.set(db, (perDb = new Map()));
  perDb.delete(code);
  perDb.set(code, { originTerminalId: row.originTerminalId, destinationTerminalId: row.destinationTerminalId, departureDate: row.departureDate, returnDate: row.returnDate });
  if (perDb.size > MAX_HINTS) perDb.delete(perDb.keys().next().value!);
}

const legOf = (row: LegHint, direction: Direction, date: string | null) => ({
  fromId: direction === 'departure' ? row.originTerminalId : row.destinationTerminalId,
  toId: direction === 'departure' ? row.destinationTerminalId : row.originTerminalId,
  day: date ?? (direction === 'departure' ? row.departureDate : row.returnDate),
});

const NO_HOLDS = [0, 0, 0, 0, 0];

/**
 * The schedules search in one statement; null when the code is unknown or deleted. When this process has
 * read the code before, the leg it had then (ends and day) is guessed: its departures come from the kept
 * timetable (legTimetable) and the statement reads the row, the passengers and those departures' live holds
 * only. The answer is used only if the row read now has that very leg; otherwise (its day changed, say) the
 * full statement reads again, departures included. Nothing but timetable data is ever taken from memory.
 */
export async function readScheduleSearch(db: Database, code: string, direction: Direction, date: string | null, now: Date): Promise<ScheduleSearchRead | null> {
  const hint = hints.get(db)?.get(code);
  const guess = hint && legOf(hint, direction, date);
  if (!guess?.day) return readWithDepartures(db, code, direction, date, now);
  const ends = await reservationEnds(db, { originTerminalId: guess.fromId, destinationTerminalId: guess.toId });
  const timetable = await legTimetable(db, ends.origin, ends.destination, guess.day, now.getTime());
  const found = await readHeldSearch(db, code, timetable.ids, now);
  if (!found) return null;
  const read = rowOf(found.slice(0, 11) as RowTuple);
  const actual = legOf(read.row, direction, date);
  if (actual.fromId !== guess.fromId || actual.toId !== guess.toId || actual.day !== guess.day) return readWithDepartures(db, code, direction, date, now);
  const held = new Map(((found[11] ?? []) as HeldTuple[]).map((h) => [h[0], h]));
  const departures = timetable.departures.map((d) => {
    const h = held.get(d.scheduleId) ?? NO_HOLDS;
    return { ...d, held: { total: Number(h[1]), student: Number(h[2]), teacher: Number(h[3]), inapam: Number(h[4]) } };
  });
  return { ...read, departures: () => departures };
}
