import { and, eq, or } from 'drizzle-orm';
import { toCents } from '../../../../domain/fares';
import type { Database } from '../../../db/database';
import { fares } from '../../../db/schema/pricing.schema';

export type ServiceClass = 'executive' | 'first';

/**
 * Adult fare in cents for one direction of a pair. Without a class (open tickets have no bus yet) the
 * lowest fare of the pair applies. Fares are seeded in both directions; the reverse row is a fallback.
 */
export async function adultFareCents(db: Database, fromId: number, toId: number, serviceClass: ServiceClass | null): Promise<number | null> {
  const rows = await db
    .select({ from: fares.originTerminalId, serviceClass: fares.serviceClass, amount: fares.amount })
    .from(fares)
    .where(
      or(
        and(eq(fares.originTerminalId, fromId), eq(fares.destinationTerminalId, toId)),
        and(eq(fares.originTerminalId, toId), eq(fares.destinationTerminalId, fromId)),
      ),
    );
  const direct = rows.filter((r) => r.from === fromId);
  const candidates = (direct.length > 0 ? direct : rows).filter((r) => serviceClass === null || r.serviceClass === serviceClass);
  if (candidates.length === 0) return null;
  return Math.min(...candidates.map((r) => toCents(r.amount)));
}
