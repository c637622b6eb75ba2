import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { catalogueRows } from '../../../db/queries/catalogue-cache';
import { terminals } from '../../../db/schema/network.schema';
import { tourDates, tourMeetingPoints, tourProducts, tourTimeslots } from '../../../db/schema/tours.schema';

export type ProductRow = typeof tourProducts.$inferSelect;
export type MeetingPointRow = Awaited<ReturnType<typeof readMeetingPoints>>[number];
export interface CatalogueProduct extends ProductRow {
  meetingPoints: MeetingPointRow[];
}

function readMeetingPoints(db: Database) {
  return db
    .select({
      productId: tourMeetingPoints.productId,
      minutesBefore: tourMeetingPoints.minutesBefore,
      noteEs: tourMeetingPoints.noteEs,
      noteEn: tourMeetingPoints.noteEn,
      slug: terminals.slug,
      name: terminals.name,
      address: terminals.address,
      latitude: terminals.latitude,
      longitude: terminals.longitude,
    })
    .from(tourMeetingPoints)
    .innerJoin(terminals, eq(terminals.id, tourMeetingPoints.terminalId))
    .orderBy(asc(tourMeetingPoints.productId), asc(tourMeetingPoints.position));
}

async function readProducts(db: Database): Promise<CatalogueProduct[]> {
  const [products, points] = await Promise.all([
    db.select().from(tourProducts).where(eq(tourProducts.active, true)).orderBy(asc(tourProducts.id)),
    readMeetingPoints(db),
  ]);
  return products.map((p) => ({ ...p, meetingPoints: points.filter((m) => m.productId === p.id) }));
}

/**
 * The tours on sale with their meeting points. Catalogue rows, kept a minute per process like the terminals and
 * fares (decision 020): they change only by an operator's edit, never through the API.
 */
export function listCatalogue(db: Database, now: Date): Promise<CatalogueProduct[]> {
  return catalogueRows(db, 'tour-products', now.getTime(), () => readProducts(db));
}

/**
 * Places taken in a timeslot at `now`: the places of the items of every booking paid (confirmed), or held or
 * ordered whose hold runs past `now`. A hold that ran out stops counting by its timestamp, whether or not
 * anything ever touched its row (decision 054), so nothing depends on a sweeper. The one expression every
 * availability read subtracts from the capacity, and the hold counts under the timeslot's lock
 * (server/services/tours/sale/sale.queries.ts). Availability is read live, kept a second at most (availability-cache.ts, decision 055).
 */
export function placesTaken(now: Date): SQL<number> {
  // Spelled with aliases and the outer row's qualified id: Drizzle leaves columns unqualified in a query of one
  // table, which inside this subquery would be ambiguous. The outer query reads from tour_timeslots.
  return sql<number>`coalesce((
    select sum(i.places) from tour_booking_items i
    inner join tour_bookings b on b.id = i.booking_id
    where i.timeslot_id = "tour_timeslots"."id"
      and (b.status = 'confirmed' or (b.status in ('held', 'ordered') and b.hold_expires_at > ${now}))
  ), 0)`.mapWith(Number);
}

/** A timeslot as the availability reads it: its day, start, capacity and the places taken. */
export interface SlotRow {
  id: number;
  productId: number;
  date: string;
  startTime: string;
  capacity: number;
  taken: number;
}

/** The timeslots of one tour, or of every tour when `productId` is null, from `from` to `to` (inclusive, open when null), with the places taken at `now`. */
export function readTimeslots(db: Database, productId: number | null, from: string, to: string | null, now: Date): Promise<SlotRow[]> {
  return db
    .select({
      id: tourTimeslots.id,
      productId: tourDates.productId,
      date: tourDates.date,
      startTime: tourTimeslots.startTime,
      capacity: tourTimeslots.capacity,
      taken: placesTaken(now),
    })
    .from(tourTimeslots)
    .innerJoin(tourDates, eq(tourDates.id, tourTimeslots.tourDateId))
    .where(
      and(
        productId === null ? undefined : eq(tourDates.productId, productId),
        gte(tourDates.date, from),
        to === null ? undefined : lte(tourDates.date, to),
      ),
    )
    .orderBy(asc(tourDates.date), asc(tourTimeslots.startTime));
}
