import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { faresByPassengerType, toCents } from '../../../domain/fares';
import type { Database } from '../../db/database';
import { appVersions, sliderItems } from '../../db/schema/content.schema';
import { fares } from '../../db/schema/pricing.schema';
import { terminals } from '../../db/schema/network.schema';
import { addMinutesToTime, listActiveTimetables, listRoutesWithStops, listTerminals, type TerminalRow } from '../../db/queries/network.queries';
import type { Lang } from '../../http/envelope';

export interface PairFilter {
  origin?: string;
  destination?: string;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');
const ref = (t: TerminalRow) => ({ id: t.slug, name: t.name });

/** Versions of a project, newest first; empty when the project is unknown. */
export async function listProjectVersions(db: Database, projectId: number) {
  return db
    .select()
    .from(appVersions)
    .where(eq(appVersions.projectId, projectId))
    .orderBy(desc(appVersions.releasedAt), desc(appVersions.id));
}

export async function listSlider(db: Database, lang: Lang, now: Date) {
  const rows = await db
    .select()
    .from(sliderItems)
    .where(
      and(
        eq(sliderItems.lang, lang),
        eq(sliderItems.active, true),
        or(isNull(sliderItems.startsAt), lte(sliderItems.startsAt, now)),
        or(isNull(sliderItems.endsAt), gt(sliderItems.endsAt, now)),
      ),
    )
    .orderBy(asc(sliderItems.position), asc(sliderItems.id));
  return rows.map((r) => ({ id: r.id, title: r.title, image: r.imageUrl, link: r.linkUrl, lang, order: r.position }));
}

/** Departure times per origin-destination pair, derived from the timetables and the stop offsets. */
export async function listSchedules(db: Database, filter: PairFilter, lang: Lang) {
  const [routes, timetables] = await Promise.all([listRoutesWithStops(db), listActiveTimetables(db)]);
  const pairs = new Map<string, { origin: TerminalRow; destination: TerminalRow; times: Set<string>; duration: number; busTypes: Set<string> }>();
  for (const route of routes) {
    const plans = timetables.filter((t) => t.routeId === route.routeId);
    const starts = plans.map((t) => t.departureTime);
    const busTypes = plans.map((t) => (lang === 'en' ? t.busTypeEn : t.busTypeEs));
    route.stops.forEach((from, i) => {
      if (filter.origin && from.terminal.slug !== filter.origin) return;
      for (const to of route.stops.slice(i + 1)) {
        if (filter.destination && to.terminal.slug !== filter.destination) continue;
        const key = `${from.terminal.slug}>${to.terminal.slug}`;
        const duration = to.minutesFromStart - from.minutesFromStart;
        const pair = pairs.get(key) ?? { origin: from.terminal, destination: to.terminal, times: new Set<string>(), duration, busTypes: new Set<string>() };
        for (const start of starts) pair.times.add(addMinutesToTime(start, from.minutesFromStart));
        for (const busType of busTypes) pair.busTypes.add(busType);
        // Two routes may serve a pair; the timetable page quotes the quicker trip.
        pair.duration = Math.min(pair.duration, duration);
        pairs.set(key, pair);
      }
    });
  }
  return [...pairs.values()]
    .sort((a, b) => byName(a.origin, b.origin) || byName(a.destination, b.destination))
    .map((p) => ({
      origin: ref(p.origin),
      destination: ref(p.destination),
      times: [...p.times].sort(),
      duration: p.duration,
      bus_type: [...p.busTypes].sort(),
    }));
}

/**
 * Fares per pair and passenger type. Where a pair is sold in several service classes the rates page shows
 * the lowest ("desde") adult fare; the booking flow prices the chosen departure's class.
 */
export async function listRates(db: Database, filter: PairFilter) {
  const [terminals, rows] = await Promise.all([listTerminals(db), db.select().from(fares)]);
  const byId = new Map(terminals.map((t) => [t.id, t]));
  const cheapest = new Map<string, { origin: TerminalRow; destination: TerminalRow; amount: string }>();
  for (const row of rows) {
    const origin = byId.get(row.originTerminalId);
    const destination = byId.get(row.destinationTerminalId);
    if (!origin || !destination) continue;
    if (filter.origin && origin.slug !== filter.origin) continue;
    if (filter.destination && destination.slug !== filter.destination) continue;
    const key = `${origin.slug}>${destination.slug}`;
    const current = cheapest.get(key);
    if (!current || toCents(row.amount) < toCents(current.amount)) cheapest.set(key, { origin, destination, amount: row.amount });
  }
  return [...cheapest.values()]
    .sort((a, b) => byName(a.origin, b.origin) || byName(a.destination, b.destination))
    .map((p) => ({ origin: ref(p.origin), destination: ref(p.destination), currency: 'MXN' as const, fares: faresByPassengerType(p.amount) }));
}

/** Every active terminal with what the locations page shows (address, phone, coordinates, time zone). */
export async function listTerminalDetails(db: Database) {
  return db
    .select({
      slug: terminals.slug,
      name: terminals.name,
      city: terminals.city,
      state: terminals.state,
      address: terminals.address,
      postalCode: terminals.postalCode,
      phone: terminals.phone,
      latitude: terminals.latitude,
      longitude: terminals.longitude,
      timezone: terminals.timezone,
    })
    .from(terminals)
    .where(eq(terminals.active, true))
    .orderBy(asc(terminals.name));
}
