import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loyaltyRecoveryCodes } from '../../db/schema/loyalty-recovery.schema';
import { loyaltyMembers, loyaltySessions } from '../../db/schema/loyalty.schema';

// The SQL of password recovery: codes (hashed), the new password, and the sessions it ends.

/** A new code replaces the member's earlier unused ones (only the latest works). */
export async function storeRecoveryCode(db: Database, row: { memberId: number; codeHash: string; channel: string; expiresAt: Date }, now: Date): Promise<void> {
  await db.update(loyaltyRecoveryCodes).set({ usedAt: now }).where(and(eq(loyaltyRecoveryCodes.memberId, row.memberId), isNull(loyaltyRecoveryCodes.usedAt)));
  await db.insert(loyaltyRecoveryCodes).values({ ...row, createdAt: now });
}

/** Uses the code if it is the member's, unused and not expired: true once, false after. */
export async function useRecoveryCode(db: Database, memberId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(loyaltyRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(loyaltyRecoveryCodes.memberId, memberId),
        eq(loyaltyRecoveryCodes.codeHash, codeHash),
        isNull(loyaltyRecoveryCodes.usedAt),
        gt(loyaltyRecoveryCodes.expiresAt, now),
      ),
    )
    .returning({ id: loyaltyRecoveryCodes.id });
  return rows.length > 0;
}

/** The new password, and every open session of the member ended (whoever had the old one is out). */
export async function replacePassword(db: Database, memberId: number, passwordHash: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(loyaltyMembers).set({ passwordHash }).where(eq(loyaltyMembers.id, memberId));
    await tx.update(loyaltySessions).set({ revokedAt: now }).where(and(eq(loyaltySessions.memberId, memberId), isNull(loyaltySessions.revokedAt)));
  });
}
