import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { busLayouts, buses, layoutSeats } from '../schema/fleet.schema';
import { routeStops, routes, terminals, timetables } from '../schema/network.schema';
import { fares } from '../schema/pricing.schema';
import { busSeeds, layoutSeeds } from './fleet.data';
import { healthyDistanceTimetables, routeSeeds, terminalSeeds } from './network.data';
import { fareSeeds } from './pricing.data';

// Every insert is ON CONFLICT DO NOTHING against a natural key, then ids are read back by that key:
// re-running the seed (every start) adds what is missing and never duplicates or overwrites.

async function idsByCode<T extends { id: number; code: string }>(rows: Promise<T[]>): Promise<Map<string, number>> {
  return new Map((await rows).map((r) => [r.code, r.id]));
}

export async function seedNetwork(db: Database): Promise<void> {
  await db.insert(terminals).values(terminalSeeds).onConflictDoNothing();
  const terminalIds = await idsByCode(db.select({ id: terminals.id, code: terminals.code }).from(terminals));

  const layoutIds = await seedFleet(db);

  await db
    .insert(routes)
    .values(routeSeeds.map((r) => ({ code: r.code, name: r.name })))
    .onConflictDoNothing();
  const routeIds = await idsByCode(
    db.select({ id: routes.id, code: routes.code }).from(routes).where(inArray(routes.code, routeSeeds.map((r) => r.code))),
  );

  for (const route of routeSeeds) {
    const routeId = must(routeIds, route.code);
    await db
      .insert(routeStops)
      .values(route.stops.map(([terminal, minutes], seq) => ({ routeId, terminalId: must(terminalIds, terminal), seq, minutesFromStart: minutes })))
      .onConflictDoNothing();
    await db
      .insert(timetables)
      .values(route.timetables.map(([time, layout]) => ({ routeId, departureTime: `${time}:00`, layoutId: must(layoutIds, layout) })))
      .onConflictDoNothing();
  }
  // An update rather than an insert value, so a database seeded before the flag existed gets it too.
  for (const [route, time] of healthyDistanceTimetables) {
    await db
      .update(timetables)
      .set({ healthyDistance: true })
      .where(and(eq(timetables.routeId, must(routeIds, route)), eq(timetables.departureTime, `${time}:00`)));
  }

  const fareRows = fareSeeds.flatMap((f) => {
    const pairs: Array<[string, string]> = [[f.a, f.b], [f.b, f.a]];
    return pairs.flatMap(([from, to]) => {
      const base = { originTerminalId: must(terminalIds, from), destinationTerminalId: must(terminalIds, to) };
      const rows: Array<typeof fares.$inferInsert> = [{ ...base, serviceClass: 'first', amount: f.first }];
      if (f.executive) rows.push({ ...base, serviceClass: 'executive', amount: f.executive });
      return rows;
    });
  });
  await db.insert(fares).values(fareRows).onConflictDoNothing();
}

async function seedFleet(db: Database): Promise<Map<string, number>> {
  await db
    .insert(busLayouts)
    .values(
      layoutSeeds.map((l) => ({
        code: l.code,
        nameEs: l.nameEs,
        nameEn: l.nameEn,
        serviceClass: l.serviceClass,
        rows: l.rows,
        cols: l.cols,
        seatCount: l.cells.filter((c) => c.kind === 'seat').length,
      })),
    )
    .onConflictDoNothing();
  const layoutIds = await idsByCode(db.select({ id: busLayouts.id, code: busLayouts.code }).from(busLayouts));
  for (const layout of layoutSeeds) {
    const layoutId = must(layoutIds, layout.code);
    await db
      .insert(layoutSeats)
      .values(layout.cells.map((c) => ({ layoutId, ...c })))
      .onConflictDoNothing();
  }
  await db
    .insert(buses)
    .values(busSeeds.map(({ layout, amenities, ...b }) => ({ ...b, amenities: [...amenities], layoutId: must(layoutIds, layout) })))
    .onConflictDoNothing();
  return layoutIds;
}

function must(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed reference not found: ${key}`);
  return id;
}
