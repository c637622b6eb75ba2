import { toCents } from '../../../../domain/fares';
import type { Database } from '../../../db/database';
import { catalogueRows } from '../../../db/queries/catalogue-cache';
import { fares } from '../../../db/schema/pricing.schema';

export type ServiceClass = 'executive' | 'first';

/** Every fare row, kept like the other catalogue rows (server/db/queries/catalogue-cache.ts). */
function allFares(db: Database) {
  return catalogueRows(db, 'fares', Date.now(), () =>
    db.select({ from: fares.originTerminalId, to: fares.destinationTerminalId, serviceClass: fares.serviceClass, amount: fares.amount }).from(fares),
  );
}

/**
 * Adult fare in cents for one direction of a pair. Without a class (open tickets have no bus yet) the
 * lowest fare of the pair applies. Fares are seeded in both directions; the reverse row is a fallback.
 */
export async function adultFareCents(db: Database, fromId: number, toId: number, serviceClass: ServiceClass | null): Promise<number | null> {
  const rows = (await allFares(db)).filter((r) => (r.from === fromId && r.to === toId) || (r.from === toId && r.to === fromId));
  const direct = rows.filter((r) => r.from === fromId);
  const candidates = (direct.length > 0 ? direct : rows).filter((r) => serviceClass === null || r.serviceClass === serviceClass);
  if (candidates.length === 0) return null;
  return Math.min(...candidates.map((r) => toCents(r.amount)));
}
