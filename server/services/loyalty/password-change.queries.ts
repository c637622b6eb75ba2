import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loyaltyMembers, loyaltySessions } from '../../db/schema/loyalty.schema';

// The SQL of a signed-in member's password change (decision 040): the stored hash, and the new password
// with the sessions rotated in one transaction.

export async function memberPasswordHash(db: Database, memberId: number): Promise<{ passwordHash: string; active: boolean } | null> {
  const [row] = await db.select({ passwordHash: loyaltyMembers.passwordHash, active: loyaltyMembers.active }).from(loyaltyMembers).where(eq(loyaltyMembers.id, memberId));
  return row ?? null;
}

/**
 * The new password; every open session of the member ended (the one that asked included); one new session
 * opened. All or nothing: a failure leaves the old password and the old sessions as they were.
 */
export async function replacePasswordAndSessions(
  db: Database,
  change: { memberId: number; passwordHash: string; sessionHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(loyaltyMembers).set({ passwordHash: change.passwordHash }).where(eq(loyaltyMembers.id, change.memberId));
    await tx.update(loyaltySessions).set({ revokedAt: now }).where(and(eq(loyaltySessions.memberId, change.memberId), isNull(loyaltySessions.revokedAt)));
    await tx.insert(loyaltySessions).values({ memberId: change.memberId, tokenHash: change.sessionHash, expiresAt: change.expiresAt, createdAt: now });
  });
}
