import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { reservationProofCodes } from '../../db/schema/reservation-proof.schema';

// The SQL of the one-time codes that prove a reservation's contact (decision 063).

/** A new code voids the reservation's earlier unused ones: only the latest works. */
export async function storeProofCode(db: Database, row: { reservationId: number; codeHash: string; channel: string; expiresAt: Date }, now: Date): Promise<void> {
  await db.update(reservationProofCodes).set({ usedAt: now }).where(and(eq(reservationProofCodes.reservationId, row.reservationId), isNull(reservationProofCodes.usedAt)));
  await db.insert(reservationProofCodes).values({ ...row, createdAt: now });
}

/** The reservation's live code: the latest, unused, unexpired, with tries left. */
export async function liveProofCode(db: Database, reservationId: number, now: Date, maxAttempts: number) {
  const [row] = await db
    .select({ id: reservationProofCodes.id, codeHash: reservationProofCodes.codeHash })
    .from(reservationProofCodes)
    .where(and(eq(reservationProofCodes.reservationId, reservationId), isNull(reservationProofCodes.usedAt), gt(reservationProofCodes.expiresAt, now), lt(reservationProofCodes.attempts, maxAttempts)))
    .orderBy(desc(reservationProofCodes.id))
    .limit(1);
  return row ?? null;
}

/** Uses the code once: true for the one request that marks it used, false for any other. */
export async function useProofCode(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(reservationProofCodes)
    .set({ usedAt: now })
    .where(and(eq(reservationProofCodes.id, id), isNull(reservationProofCodes.usedAt)))
    .returning({ id: reservationProofCodes.id });
  return rows.length > 0;
}

/** A wrong code was tried against it. */
export async function countWrongTry(db: Database, id: number): Promise<void> {
  await db
    .update(reservationProofCodes)
    .set({ attempts: sql`${reservationProofCodes.attempts} + 1` })
    .where(eq(reservationProofCodes.id, id));
}
