import { eq, max, sql } from 'drizzle-orm';
import { addDays, localDate } from '../../platform/clock';
import type { Database } from '../database';
import { departures, routeStops, terminals, timetables } from '../schema/network.schema';
import { runsOn } from '../../../domain/tours/tour-calendar';
import { tourDates, tourPlans, tourProducts, tourTimeslots } from '../schema/tours.schema';
import { TOUR_HORIZON_DAYS } from './tours.data';
import { utcOffsetMinutes } from './network.data';

const CHUNK = 500;

/**
 * Materialises departures from the timetables for `horizonDays` days starting at the origin's local
 * today. Runs at every start; per timetable it only generates dates after the last one it already has,
 * and the unique (timetable_id, service_date) key makes concurrent starts harmless.
 */
export async function topUpDepartures(db: Database, now: Date, horizonDays: number): Promise<number> {
  const plans = await db
    .select({
      id: timetables.id,
      routeId: timetables.routeId,
      layoutId: timetables.layoutId,
      departureTime: timetables.departureTime,
      daysOfWeek: timetables.daysOfWeek,
      validFrom: timetables.validFrom,
      validTo: timetables.validTo,
      healthyDistance: timetables.healthyDistance,
      timezone: terminals.timezone,
      lastDate: sql<string | null>`(select max(${departures.serviceDate}) from ${departures} where ${departures.timetableId} = ${timetables.id})`,
    })
    .from(timetables)
    .innerJoin(routeStops, sql`${routeStops.routeId} = ${timetables.routeId} and ${routeStops.seq} = 0`)
    .innerJoin(terminals, eq(terminals.id, routeStops.terminalId))
    .where(eq(timetables.active, true));

  const rows: Array<typeof departures.$inferInsert> = [];
  for (const plan of plans) {
    const offset = utcOffsetMinutes[plan.timezone as keyof typeof utcOffsetMinutes] ?? -360;
    const today = localDate(now, offset);
    const last = addDays(today, horizonDays - 1);
    let date = plan.lastDate && plan.lastDate >= today ? addDays(plan.lastDate, 1) : today;
    for (; date <= last; date = addDays(date, 1)) {
      if (plan.validFrom && date < plan.validFrom) continue;
      if (plan.validTo && date > plan.validTo) continue;
      const weekdayBit = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
      if ((plan.daysOfWeek & (1 << weekdayBit)) === 0) continue;
      const localMidnightAsUtc = Date.parse(`${date}T${plan.departureTime}Z`);
      rows.push({
        timetableId: plan.id,
        routeId: plan.routeId,
        layoutId: plan.layoutId,
        serviceDate: date,
        healthyDistance: plan.healthyDistance,
        departsAt: new Date(localMidnightAsUtc - offset * 60_000),
      });
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(departures).values(rows.slice(i, i + CHUNK)).onConflictDoNothing();
  }
  return rows.length;
}

/**
 * Keeps the tours' running days and their timeslots generated TOUR_HORIZON_DAYS ahead from their plans, like
 * departures from timetables: a day none of a tour's plans runs on gets no row (docs/rules/tours.md#days-and-timeslots).
 */
export async function topUpTourDates(db: Database, now: Date): Promise<void> {
  const today = localDate(now);
  const last = addDays(today, TOUR_HORIZON_DAYS - 1);
  const products = await db
    .select({ id: tourProducts.id, lastDate: max(tourDates.date) })
    .from(tourProducts)
    .leftJoin(tourDates, eq(tourDates.productId, tourProducts.id))
    .groupBy(tourProducts.id);
  const plans = await db.select().from(tourPlans);

  for (const product of products) {
    const own = plans.filter((p) => p.productId === product.id);
    const dates: string[] = [];
    for (let d = product.lastDate && product.lastDate >= today ? addDays(product.lastDate, 1) : today; d <= last; d = addDays(d, 1)) {
      if (own.some((plan) => runsOn(plan, d))) dates.push(d);
    }
    if (dates.length === 0) continue;
    const inserted = await db
      .insert(tourDates)
      .values(dates.map((date) => ({ productId: product.id, date })))
      .onConflictDoNothing()
      .returning({ id: tourDates.id, date: tourDates.date });
    const slots = inserted.flatMap((day) =>
      own.filter((plan) => runsOn(plan, day.date)).map((plan) => ({ tourDateId: day.id, startTime: plan.startTime, capacity: plan.capacity })),
    );
    for (let i = 0; i < slots.length; i += CHUNK) {
      await db.insert(tourTimeslots).values(slots.slice(i, i + CHUNK)).onConflictDoNothing();
    }
  }
}
