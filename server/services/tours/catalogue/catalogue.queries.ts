import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
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
 * Places already taken in a timeslot. Nothing takes one yet: the tours' hold (and then the sale) will, and their
 * count goes here, the one expression every availability read subtracts from the capacity
 * (docs/decisions/052-tours-catalogue-model.md). Never kept: availability is read live.
 */
const placesTaken = sql<number>`0`.mapWith(Number);

/** A timeslot as the availability reads it: its day, start, capacity and the places taken. */
export interface SlotRow {
  id: number;
  productId: number;
  date: string;
  startTime: string;
  capacity: number;
  taken: number;
}

/** The timeslots of one tour, or of every tour when `productId` is null, from `from` to `to` (inclusive, open when null). */
export function readTimeslots(db: Database, productId: number | null, from: string, to: string | null): Promise<SlotRow[]> {
  return db
    .select({
      id: tourTimeslots.id,
      productId: tourDates.productId,
      date: tourDates.date,
      startTime: tourTimeslots.startTime,
      capacity: tourTimeslots.capacity,
      taken: placesTaken,
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
