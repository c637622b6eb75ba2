import { and, eq, inArray, sql } from 'drizzle-orm';
import { pointsPoolKinds, type PointsPaymentType } from '../../../domain/loyalty/points-payment';
import type { LoyaltyTier } from '../../../domain/loyalty/tiers';
import type { Database } from '../../db/database';
import { loyaltyMembers, pointsLedger } from '../../db/schema/loyalty.schema';

// The points ledger as payments use it (decision 034): balances by pool, the member's row lock that
// serialises spending, and append-only entries.

/**
 * Locks the member's row until the transaction ends: every spend of a member's points passes here, so two
 * payments cannot both read the same balance and overspend it (the second waits, then sees the first's entry).
 */
export async function lockMember(tx: Database, memberId: number): Promise<{ tier: LoyaltyTier; active: boolean } | null> {
  const [row] = await tx.select({ tier: loyaltyMembers.tier, active: loyaltyMembers.active }).from(loyaltyMembers).where(eq(loyaltyMembers.id, memberId)).for('update');
  return row ?? null;
}

export async function memberTier(db: Database, memberId: number): Promise<LoyaltyTier | null> {
  const [row] = await db.select({ tier: loyaltyMembers.tier }).from(loyaltyMembers).where(eq(loyaltyMembers.id, memberId));
  return row?.tier ?? null;
}

/** A pool's balance in hundredths of a point. */
export async function poolBalanceCents(db: Database, memberId: number, pool: PointsPaymentType): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.memberId, memberId), inArray(pointsLedger.kind, [...pointsPoolKinds[pool]])));
  return Math.round(Number(row?.total ?? 0) * 100);
}

export interface LedgerEntry {
  memberId: number;
  kind: string;
  cents: number;
  reservationCode: string;
  description: string;
  now: Date;
}

export async function addLedgerEntry(tx: Database, entry: LedgerEntry): Promise<void> {
  await tx.insert(pointsLedger).values({
    memberId: entry.memberId,
    kind: entry.kind,
    points: (entry.cents / 100).toFixed(2),
    reservationCode: entry.reservationCode,
    description: entry.description,
    createdAt: entry.now,
  });
}

/** The sum in hundredths of a member's entries of one kind for one reservation (what a refund takes back). */
export async function reservationEntriesCents(db: Database, memberId: number, reservationCode: string, kind: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.memberId, memberId), eq(pointsLedger.reservationCode, reservationCode), eq(pointsLedger.kind, kind)));
  return Math.round(Number(row?.total ?? 0) * 100);
}
