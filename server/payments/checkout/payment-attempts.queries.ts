import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedOn, slot } from '../../db/queries/prepared';
import { paymentAttempts } from '../../db/schema/payment-attempts.schema';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type AttemptStatus = 'pending' | 'challenge' | 'approved' | 'declined' | 'refunded';

export async function attemptByKey(db: Database, key: string): Promise<AttemptRow | undefined> {
  const [row] = await preparedOn(db, 'attempt_by_key', (pool, name) =>
    pool.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, sql.placeholder('key'))).prepare(name),
  ).execute({ key });
  return row;
}

/** The attempt's row, unless one with its key exists (a repeat, or a concurrent twin): then nothing. */
export async function claimAttempt(db: Database, row: Pick<AttemptRow, 'idempotencyKey' | 'orderRef' | 'reservationId' | 'amountCents'>, now: Date): Promise<boolean> {
  const claimed = await preparedOn(db, 'claim_attempt', (pool, name) =>
    pool
      .insert(paymentAttempts)
      .values({
        idempotencyKey: sql.placeholder('idempotencyKey'),
        orderRef: sql.placeholder('orderRef'),
        reservationId: slot(paymentAttempts.reservationId, 'reservationId'),
        amountCents: sql.placeholder('amountCents'),
        status: 'pending',
        createdAt: sql.placeholder('now'),
        updatedAt: sql.placeholder('now'),
      })
      .onConflictDoNothing()
      .returning({ key: paymentAttempts.idempotencyKey })
      .prepare(name),
  ).execute({ idempotencyKey: row.idempotencyKey, orderRef: row.orderRef, reservationId: row.reservationId, amountCents: row.amountCents, now });
  return claimed.length === 1;
}

/**
 * Records what the gateway answered, only while the attempt is still open (pending or waiting on its challenge):
 * of two requests with one key, one records the approval and goes on to settle; the other finds it recorded.
 */
export async function recordAnswer(db: Database, key: string, answer: Partial<Pick<AttemptRow, 'challengeId' | 'chargeId' | 'declineReason'>> & { status: AttemptStatus }, now: Date): Promise<boolean> {
  const open: AttemptStatus[] = ['pending', 'challenge'];
  const updated = await db
    .update(paymentAttempts)
    .set({ ...answer, updatedAt: now })
    .where(and(eq(paymentAttempts.idempotencyKey, key), inArray(paymentAttempts.status, open)))
    .returning({ key: paymentAttempts.idempotencyKey });
  return updated.length === 1;
}

/** The approval, in the transaction that settles the order: false when another request recorded it first. */
export async function approveAttempt(tx: Database, key: string, chargeId: string, now: Date): Promise<boolean> {
  const open: AttemptStatus[] = ['pending', 'challenge'];
  const updated = await preparedOn(tx, 'approve_attempt', (pool, name) =>
    pool
      .update(paymentAttempts)
      .set({ status: 'approved', chargeId: slot(paymentAttempts.chargeId, 'chargeId'), updatedAt: slot(paymentAttempts.updatedAt, 'now') })
      .where(and(eq(paymentAttempts.idempotencyKey, sql.placeholder('key')), inArray(paymentAttempts.status, open)))
      .returning({ key: paymentAttempts.idempotencyKey })
      .prepare(name),
  ).execute({ key, chargeId, now });
  return updated.length === 1;
}

/** Closes an attempt still waiting on its challenge, as declined with why; an attempt in any other state is left. */
export async function closeChallenge(db: Database, key: string, reason: string, now: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ status: 'declined', declineReason: reason, updatedAt: now })
    .where(and(eq(paymentAttempts.idempotencyKey, key), eq(paymentAttempts.status, 'challenge')));
}

export async function markRefunded(db: Database, key: string, now: Date): Promise<void> {
  await db.update(paymentAttempts).set({ status: 'refunded', updatedAt: now }).where(eq(paymentAttempts.idempotencyKey, key));
}

/**
 * A payment that reached us already settled (cash the store network says it took): recorded as an approved
 * attempt beside the card ones, under a key of its own. False when that key was recorded already.
 */
export async function recordSettledAttempt(tx: Database, row: Pick<AttemptRow, 'idempotencyKey' | 'orderRef' | 'reservationId' | 'amountCents' | 'chargeId'>, now: Date): Promise<boolean> {
  const recorded = await tx
    .insert(paymentAttempts)
    .values({ ...row, status: 'approved', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ key: paymentAttempts.idempotencyKey });
  return recorded.length === 1;
}
