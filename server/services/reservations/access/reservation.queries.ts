import { and, eq, getTableColumns, gt, lte, sql } from 'drizzle-orm';
import type { PassengerType } from '../../../../domain/search/passengers';
import { readTogether, type Database } from '../../../db/database';
import { catalogueRows } from '../../../db/queries/catalogue-cache';
import { preparedOn, preparedRaw, slot } from '../../../db/queries/prepared';
import { utcOffsetMinutes } from '../../../db/seed/network.data';
import { departures, routeStops, terminals } from '../../../db/schema/network.schema';
import { promotionalCodes } from '../../../db/schema/pricing.schema';
import { passengers, payments, reservations, seatHolds } from '../../../db/schema/reservations.schema';
import type { legSeats } from '../seating/seating.queries';

export type ReservationRow = typeof reservations.$inferSelect;

export interface TerminalInfo {
  id: number;
  slug: string;
  name: string;
  city: string;
  /** Minutes east of UTC (negative in Mexico); La Peñita and Guayabitos keep Pacific time. */
  offsetMinutes: number;
}

export interface PassengerRow {
  id: number;
  type: PassengerType;
  firstName: string | null;
  lastName: string | null;
  /** Whole years, declared for the fares that depend on it (minor, infant). */
  age: number | null;
  priceDeparture: string | null;
  priceReturn: string | null;
}

/** A chosen departure as the reservation shows it: the ids a client passes back, and when it boards. */
export interface ChosenDeparture {
  scheduleId: number;
  scheduleDetailId: number;
  layoutId: number;
  boardsAt: Date;
  arrivesAt: Date;
}

/** What the reads of a step need (schedules search, seat map): the row, its ends and its passengers. */
export interface ReservationSummary {
  row: ReservationRow;
  origin: TerminalInfo;
  destination: TerminalInfo;
  passengers: PassengerRow[];
}

export interface LoadedReservation extends ReservationSummary {
  promotionalCode: string | null;
  departure: ChosenDeparture | null;
  return: ChosenDeparture | null;
  /** The contract's seat selection (LegSeats) of each leg. */
  seats: { departure: LegSeatsView; return: LegSeatsView };
  /** The buses of its legs as read with it (by departure id), so a step need not read them again. */
  buses: ReadonlyMap<number, { layoutId: number; healthyDistance: boolean }>;
  /** Its seat rows (held or sold) as read with it, by seat number: a payment's snapshot, the wheelchair places. */
  seatRows: ReadonlyArray<{ departureId: number; seatNumber: number; passengerId: number | null }>;
}

export type LegSeatsView = Awaited<ReturnType<typeof legSeats>>;

const DEFAULT_OFFSET_MINUTES = -360;
const offsetOf = (timezone: string) => utcOffsetMinutes[timezone as keyof typeof utcOffsetMinutes] ?? DEFAULT_OFFSET_MINUTES;

/** The least and the greatest offset a terminal can have (TerminalInfo.offsetMinutes), for bounds in SQL. */
export const terminalOffsetRange = {
  min: Math.min(DEFAULT_OFFSET_MINUTES, ...Object.values(utcOffsetMinutes)),
  max: Math.max(DEFAULT_OFFSET_MINUTES, ...Object.values(utcOffsetMinutes)),
};

type TerminalEntry = TerminalInfo & { active: boolean };

/** Every terminal, active or not, from the catalogue rows kept by the process (server/db/queries/catalogue-cache.ts). */
function allTerminals(db: Database): Promise<TerminalEntry[]> {
  return catalogueRows(db, 'terminals', Date.now(), async () => {
    const rows = await db
      .select({ id: terminals.id, slug: terminals.slug, name: terminals.name, city: terminals.city, timezone: terminals.timezone, active: terminals.active })
      .from(terminals);
    return rows.map(({ timezone, ...r }) => ({ ...r, offsetMinutes: offsetOf(timezone) }));
  });
}

const info = ({ active: _active, ...t }: TerminalEntry): TerminalInfo => t;

export async function findTerminalsBySlug(db: Database, slugs: string[]): Promise<Map<string, TerminalInfo>> {
  if (slugs.length === 0) return new Map();
  const wanted = new Set(slugs);
  return new Map((await allTerminals(db)).filter((t) => t.active && wanted.has(t.slug)).map((t) => [t.slug, info(t)]));
}

async function terminalById(db: Database, id: number): Promise<TerminalInfo> {
  const row = (await allTerminals(db)).find((t) => t.id === id);
  if (!row) throw new Error(`terminal ${id} vanished`);
  return info(row);
}

/** Every stop of every route, kept like the other catalogue rows. */
function allRouteStops(db: Database) {
  return catalogueRows(db, 'route_stops', Date.now(), () => db.select().from(routeStops));
}

/** What a chosen departure needs of its bus row. */
type BusRow = Pick<typeof departures.$inferSelect, 'id' | 'routeId' | 'departsAt' | 'layoutId'>;
/** A leg's bus as a reservation's load reads it (LoadedReservation.buses). */
export type LegBus = BusRow & Pick<typeof departures.$inferSelect, 'healthyDistance'>;

/** The stretch of `dep` from one terminal to another, on the kept route stops; null when it does not serve it. */
export async function stretchOf(db: Database, dep: BusRow, fromId: number, toId: number): Promise<ChosenDeparture | null> {
  const stops = (await allRouteStops(db)).filter((s) => s.routeId === dep.routeId);
  const from = stops.find((s) => s.terminalId === fromId);
  const to = stops.find((s) => s.terminalId === toId);
  if (!from || !to || to.seq <= from.seq) return null;
  return {
    scheduleId: dep.id,
    scheduleDetailId: from.id,
    layoutId: dep.layoutId,
    boardsAt: new Date(dep.departsAt.getTime() + from.minutesFromStart * 60_000),
    arrivesAt: new Date(dep.departsAt.getTime() + to.minutesFromStart * 60_000),
  };
}

/** The departure's ids and times for the stretch from one terminal to another; null when it does not serve it. */
export async function chosenDeparture(db: Database, departureId: number, fromId: number, toId: number): Promise<ChosenDeparture | null> {
  return (await busOn(db, await departureRow(db, departureId), fromId, toId))?.stretch ?? null;
}


export type DepartureRow = typeof departures.$inferSelect;
export type ChosenBus = { stretch: ChosenDeparture; bus: LegBus };

/** A departure's row by id, or null: read on its own, or beside the reservation when the id comes from the request. */
export async function departureRow(db: Database, departureId: number): Promise<DepartureRow | null> {
  const [dep] = await preparedOn(db, 'departure_by_id', (pool, name) => pool.select().from(departures).where(eq(departures.id, sql.placeholder('id'))).prepare(name)).execute({ id: departureId });
  return dep ?? null;
}

/** A departure's stretch from one terminal to another and its bus (a choice's answer shows the reservation with that bus); null when there is no row or it does not serve them. */
export async function busOn(db: Database, dep: DepartureRow | null, fromId: number, toId: number): Promise<ChosenBus | null> {
  const stretch = dep ? await stretchOf(db, dep, fromId, toId) : null;
  return dep && stretch ? { stretch, bus: { id: dep.id, routeId: dep.routeId, departsAt: dep.departsAt, layoutId: dep.layoutId, healthyDistance: dep.healthyDistance } } : null;
}

/** The reservation's origin and destination terminals, from the kept catalogue rows. */
export async function reservationEnds(db: Database, row: Pick<ReservationRow, 'originTerminalId' | 'destinationTerminalId'>): Promise<{ origin: TerminalInfo; destination: TerminalInfo }> {
  const [origin, destination] = await readTogether(db, [() => terminalById(db, row.originTerminalId), () => terminalById(db, row.destinationTerminalId)]);
  return { origin, destination };
}

export type PromotionRow = typeof promotionalCodes.$inferSelect;

/** An active code inside its validity period; whether it is used up is for the caller to decide. */
export async function findPromotionInPeriod(db: Database, code: string, now: Date): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotionalCodes)
    .where(and(eq(promotionalCodes.code, code), eq(promotionalCodes.active, true), lte(promotionalCodes.validFrom, now), gt(promotionalCodes.validTo, now)));
  return row ?? null;
}

const NEW_RESERVATION_COLUMNS = [
  'originTerminalId', 'destinationTerminalId', 'roundTrip', 'departureDate', 'departureOpen', 'departureValidUntil', 'returnDate', 'returnOpen',
  'returnValidUntil', 'promotionalCodeId', 'promotionalPercentOff', 'priceDeparture', 'priceReturn', 'paymentStatus', 'paymentDeadline', 'createdAt',
  'updatedAt', 'flowTokenHash', 'lang',
] as const;
/** What a new reservation is created with, every column given (null where it has none); the others take their defaults. */
export type NewReservation = Required<Pick<typeof reservations.$inferInsert, (typeof NEW_RESERVATION_COLUMNS)[number]>>;
export type NewPassenger = Omit<typeof passengers.$inferInsert, 'reservationId'>;

/** The reservation and its passengers (JSON rows of the table's own type, converted as each column wants them). */
const createStatement = (db: Database) => {
  const reservation = db
    .insert(reservations)
    .values({ ...Object.fromEntries(NEW_RESERVATION_COLUMNS.map((column) => [column, slot(reservations[column], column)])), code: sql.placeholder('code') } as unknown as typeof reservations.$inferInsert)
    .onConflictDoNothing({ target: reservations.code })
    .returning();
  // Drizzle puts the embedded insert in the parentheses WITH wants. The answer is the stored row and its passengers,
  // as the reservation's load would read them (load-reservation.queries.ts), so the search needs no second read.
  return sql`with created as ${reservation},
    people as (insert into ${passengers} (reservation_id, type, first_name, last_name, age, price_departure, price_return)
      select c.id, p.type, p.first_name, p.last_name, p.age, p.price_departure, p.price_return
      from created c cross join json_populate_recordset(null::passengers, ${sql.placeholder('people')}::json) p
      returning id, type, first_name, last_name, age, price_departure, price_return)
    select c.*, (select json_agg(json_build_array(p.id, p.type, p.first_name, p.last_name, p.age, p.price_departure::text, p.price_return::text) order by p.id)
      from people p) as "people" from created c`;
};

/** A passenger as the reservation's load lists it: id, type, names, age and prices (as text). */
export type PassengerTuple = [number, PassengerType, string | null, string | null, number | null, string | null, string | null];

/** A reservation just stored: its code, its row and its passengers (createdReservation in load-reservation.queries.ts). */
export interface CreatedReservation {
  code: string;
  row: ReservationRow;
  people: PassengerTuple[];
}

const reservationColumns = Object.entries(getTableColumns(reservations));

/** A row of `reservations` as the driver gave it (column names, driver values), typed as Drizzle's select types it. */
function reservationRowOf(raw: Record<string, unknown>): ReservationRow {
  return Object.fromEntries(reservationColumns.map(([key, column]) => [key, raw[column.name] === null ? null : column.mapFromDriverValue(raw[column.name])])) as ReservationRow;
}

/**
 * Stores a reservation and its passengers in one prepared statement (a data-modifying WITH: both rows or neither) and
 * returns them as stored with their code, or null when five fresh codes all clashed. A clash on a random code is astronomically rare; a new
 * one is tried rather than failing. One statement instead of a transaction's four: every traveller of a hot sale starts here.
 */
export async function insertReservation(db: Database, values: NewReservation, people: NewPassenger[], newCode: () => string): Promise<CreatedReservation | null> {
  const rows = JSON.stringify(
    people.map((p) => ({ type: p.type, first_name: p.firstName ?? null, last_name: p.lastName ?? null, age: p.age ?? null, price_departure: p.priceDeparture ?? null, price_return: p.priceReturn ?? null })),
  );
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    const stored = await preparedRaw<Record<string, unknown> & { people: PassengerTuple[] | null }>(db, 'create_reservation', createStatement).execute({ ...values, code, people: rows });
    const [created] = stored.rows;
    if (created) return { code, row: reservationRowOf(created), people: created.people ?? [] };
  }
  return null;
}

/** An unpaid reservation abandoned (delete): its seat holds go and it is marked deleted, in one transaction. Answers the seats freed. */
export async function abandonReservation(db: Database, reservationId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const freed = await tx.delete(seatHolds).where(eq(seatHolds.reservationId, reservationId)).returning({ id: seatHolds.id });
    await tx.update(reservations).set({ deletedAt: now }).where(eq(reservations.id, reservationId));
    // A payment left waiting (an open 3-D Secure challenge, with its points part) ends with the reservation.
    await tx.update(payments).set({ status: 'decline', declineReason: 'abandoned' }).where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'process')));
    return freed.length;
  });
}
