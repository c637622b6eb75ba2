import { inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { terminals } from '../schema/network.schema';
import { tourMeetingPoints, tourPlans, tourProducts } from '../schema/tours.schema';
import { tourSeeds } from './tours.data';

/** The tours catalogue: products, their meeting points and plans; idempotent (natural keys), like seedNetwork. */
export async function seedTours(db: Database): Promise<void> {
  await db
    .insert(tourProducts)
    .values(tourSeeds.map(({ meetingPoints: _m, plans: _p, ...product }) => product))
    .onConflictDoNothing();
  const products = await db
    .select({ id: tourProducts.id, slug: tourProducts.slug })
    .from(tourProducts)
    .where(inArray(tourProducts.slug, tourSeeds.map((t) => t.slug)));
  const productId = new Map(products.map((p) => [p.slug, p.id]));
  const terminalId = new Map((await db.select({ id: terminals.id, slug: terminals.slug }).from(terminals)).map((t) => [t.slug, t.id]));
  const idOf = (ids: Map<string, number>, slug: string) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`tours seed: unknown ${slug}`);
    return id;
  };

  await db
    .insert(tourMeetingPoints)
    .values(
      tourSeeds.flatMap((t) =>
        t.meetingPoints.map((m, position) => ({ productId: idOf(productId, t.slug), terminalId: idOf(terminalId, m.terminal), position, minutesBefore: m.minutesBefore, noteEs: m.noteEs, noteEn: m.noteEn })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(tourPlans)
    .values(tourSeeds.flatMap((t) => t.plans.map((p) => ({ ...p, startTime: `${p.startTime}:00`, productId: idOf(productId, t.slug) }))))
    .onConflictDoNothing();
}
