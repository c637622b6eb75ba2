import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { PassengerType } from '../../../../domain/search/passengers';
import type { Database } from '../../../db/database';
import { preparedOn } from '../../../db/queries/prepared';
import { busLayouts, layoutSeats } from '../../../db/schema/fleet.schema';
import { departures } from '../../../db/schema/network.schema';
import { passengers, seatHolds } from '../../../db/schema/reservations.schema';
import { healthyDistanceGaps } from '../../../../domain/seats/healthy-distance';
import { isWheelchairPlace } from '../../../../domain/seats/wheelchair';
import { apartFromRequest } from '../../../platform/client-presence';

export type CellKind = 'seat' | 'aisle' | 'driver' | 'wc' | 'stairs' | 'wheelchair';

export interface LayoutCell {
  deck: number;
  /** 0-based, as stored (row 0 is the front). */
  row: number;
  col: number;
  kind: CellKind;
  seatNumber: number | null;
  position: 'window' | 'aisle' | null;
}

export interface Layout {
  id: number;
  names: { es: string; en: string };
  rows: number;
  cols: number;
  cells: LayoutCell[];
}

/** A live hold (unexpired or sold) on one departure. */
export interface LiveHold {
  seatNumber: number;
  reservationId: number;
  passengerId: number | null;
  passengerType: PassengerType | null;
}

export interface DepartureSeating {
  id: number;
  healthyDistance: boolean;
  layout: Layout;
}

// Layouts never change once buses run on them, so one read per layout per process is enough.
const layoutCache = new WeakMap<Database, Map<number, Promise<Layout | null>>>();

async function readLayout(db: Database, layoutId: number): Promise<Layout | null> {
  const [meta] = await db.select().from(busLayouts).where(eq(busLayouts.id, layoutId));
  if (!meta) return null;
  const cells = await db
    .select({ deck: layoutSeats.deck, row: layoutSeats.row, col: layoutSeats.col, kind: layoutSeats.kind, seatNumber: layoutSeats.seatNumber, position: layoutSeats.position })
    .from(layoutSeats)
    .where(eq(layoutSeats.layoutId, layoutId))
    .orderBy(asc(layoutSeats.deck), asc(layoutSeats.row), asc(layoutSeats.col));
  return { id: meta.id, names: { es: meta.nameEs, en: meta.nameEn }, rows: meta.rows, cols: meta.cols, cells };
}

export function loadLayout(db: Database, layoutId: number): Promise<Layout | null> {
  let perDb = layoutCache.get(db);
  if (!perDb) layoutCache.set(db, (perDb = new Map()));
  let layout = perDb.get(layoutId);
  if (!layout) {
    // Shared by the requests that ask meanwhile, so run apart from the one that started it (decision 078).
    layout = apartFromRequest(() => readLayout(db, layoutId));
    perDb.set(layoutId, layout);
    // A failed read must not be remembered.
    layout.catch(() => perDb.delete(layoutId));
  }
  return layout;
}

export async function departureSeating(db: Database, departureId: number): Promise<DepartureSeating | null> {
  const [dep] = await db
    .select({ id: departures.id, layoutId: departures.layoutId, healthyDistance: departures.healthyDistance })
    .from(departures)
    .where(eq(departures.id, departureId));
  if (!dep) return null;
  const layout = await loadLayout(db, dep.layoutId);
  return layout ? { id: dep.id, healthyDistance: dep.healthyDistance, layout } : null;
}

const seatingStatement = (db: Database, name: string) =>
  db
    .select({ id: departures.id, layoutId: departures.layoutId, healthyDistance: departures.healthyDistance })
    .from(departures)
    .where(eq(departures.id, sql.placeholder('id')))
    .prepare(name);

const liveHoldsStatement = (db: Database, name: string) =>
  db
    .select({ seatNumber: seatHolds.seatNumber, reservationId: seatHolds.reservationId, passengerId: seatHolds.passengerId, passengerType: passengers.type })
    .from(seatHolds)
    .leftJoin(passengers, eq(passengers.id, seatHolds.passengerId))
    .where(and(eq(seatHolds.departureId, sql.placeholder('id')), or(isNull(seatHolds.expiresAt), gt(seatHolds.expiresAt, sql`${sql.placeholder('now')}::timestamptz`))))
    .prepare(name);

/**
 * The seat map's reads of one departure, as two prepared statements sent together: its seating (the
 * layout from the process's copy) and the holds that count at `now`. Outside transactions only.
 */
export async function seatMapReads(db: Database, departureId: number, now: Date): Promise<{ seating: DepartureSeating | null; holds: LiveHold[] }> {
  const [[dep], holds] = await Promise.all([
    preparedOn(db, 'departure_seating', seatingStatement).execute({ id: departureId }),
    preparedOn(db, 'departure_live_holds', liveHoldsStatement).execute({ id: departureId, now: now.toISOString() }),
  ]);
  if (!dep) return { seating: null, holds };
  const layout = await loadLayout(db, dep.layoutId);
  return { seating: layout ? { id: dep.id, healthyDistance: dep.healthyDistance, layout } : null, holds };
}

/** Holds that still count at `now`: sold (no expiry) or expiring later. Expired rows are free seats. */
export async function liveHolds(db: Database, departureId: number, now: Date): Promise<LiveHold[]> {
  return db
    .select({ seatNumber: seatHolds.seatNumber, reservationId: seatHolds.reservationId, passengerId: seatHolds.passengerId, passengerType: passengers.type })
    .from(seatHolds)
    .leftJoin(passengers, eq(passengers.id, seatHolds.passengerId))
    .where(and(eq(seatHolds.departureId, departureId), or(isNull(seatHolds.expiresAt), gt(seatHolds.expiresAt, now))));
}

export interface HeldSeat {
  departureId: number;
  seatNumber: number;
  passengerType: PassengerType | null;
}

/**
 * The contract's LegSeats for one departure of the reservation; `bus` is its row when the caller has read it
 * already (loadReservation), which spares a read.
 */
export async function legSeats(db: Database, departureId: number | null, seats: HeldSeat[], bus?: { layoutId: number; healthyDistance: boolean }) {
  // A wheelchair place is no passenger's seat (domain/seats/wheelchair.ts).
  const mine = departureId === null ? [] : seats.filter((s) => s.departureId === departureId && !isWheelchairPlace(s.seatNumber));
  let healthy: number[] = [];
  if (departureId !== null && mine.length > 0) {
    const seating = bus ? { healthyDistance: bus.healthyDistance, layout: bus.healthyDistance ? await loadLayout(db, bus.layoutId) : null } : await departureSeating(db, departureId);
    if (seating?.healthyDistance && seating.layout) {
      healthy = [...healthyDistanceGaps(seating.layout.cells, mine.map((s) => s.seatNumber))].sort((a, b) => a - b);
    }
  }
  return {
    seats: mine.map((s) => ({ seat_number: s.seatNumber, passenger_type: s.passengerType ?? 'adult' })),
    seats_healthy: healthy,
  };
}
