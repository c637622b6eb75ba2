import { toCents } from '../../../../domain/fares';
import type { Database } from '../../../db/database';
import { catalogueRows } from '../../../db/queries/catalogue-cache';
import { fares } from '../../../db/schema/pricing.schema';

export type ServiceClass = 'executive' | 'first';

interface FareRow {
  from: number;
  to: number;
  serviceClass: ServiceClass;
  amount: string;
}

/** Fare rows by `from:to`. */
type FaresByPair = Map<string, FareRow[]>;

/**
 * Every fare row, kept like the other catalogue rows (server/db/queries/catalogue-cache.ts), indexed by
 * pair when read: the schedules search prices every request from it, so it looks up a pair instead of
 * scanning every fare. The index is built from the kept rows and goes with them.
 */
function allFares(db: Database): Promise<FaresByPair> {
  return catalogueRows(db, 'fares', Date.now(), async () => {
    const rows = await db
      .select({ from: fares.originTerminalId, to: fares.destinationTerminalId, serviceClass: fares.serviceClass, amount: fares.amount })
      .from(fares);
    const byPair: FaresByPair = new Map();
    for (const r of rows) {
      const key = `${r.from}:${r.to}`;
      const list = byPair.get(key);
      if (list) list.push(r);
      else byPair.set(key, [r]);
    }
    return byPair;
  });
}

/**
 * Adult fare in cents for one direction of a pair. Without a class (open tickets have no bus yet) the
 * lowest fare of the pair applies. Fares are seeded in both directions; the reverse row is a fallback.
 */
export async function adultFareCents(db: Database, fromId: number, toId: number, serviceClass: ServiceClass | null): Promise<number | null> {
  const byPair = await allFares(db);
  const direct = byPair.get(`${fromId}:${toId}`) ?? [];
  const rows = direct.length > 0 ? direct : (byPair.get(`${toId}:${fromId}`) ?? []);
  let lowest: number | null = null;
  for (const r of rows) {
    if (serviceClass !== null && r.serviceClass !== serviceClass) continue;
    const cents = toCents(r.amount);
    if (lowest === null || cents < lowest) lowest = cents;
  }
  return lowest;
}
