import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { adventureOrders, jobLeases } from '../../../db/schema/adventures.schema';

// The adventures' SQL: orders by code and token, guarded status changes (an update names the statuses it may
// leave, so a request and the reconciliation never both move one order), and the periodic job's lease.

export type OrderRow = typeof adventureOrders.$inferSelect;
export type NewOrderRow = typeof adventureOrders.$inferInsert;
export type OrderStatus = 'reserving' | 'held' | 'paid' | 'confirmed' | 'refund_due' | 'refunded' | 'cancelled' | 'abandoned';

export async function insertOrder(db: Database, row: NewOrderRow): Promise<OrderRow> {
  const [inserted] = await db.insert(adventureOrders).values(row).returning();
  return inserted!;
}

export async function orderByCode(db: Database, code: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(adventureOrders).where(eq(adventureOrders.code, code));
  return row;
}

export async function orderById(db: Database, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(adventureOrders).where(eq(adventureOrders.id, id));
  return row;
}

/** The order under its row lock, inside the caller's transaction. */
export async function lockOrder(tx: Database, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(adventureOrders).where(eq(adventureOrders.id, id)).for('update');
  return row;
}

/** Changes the order only while it is in one of `from`; true when it did. */
export async function moveOrder(db: Database, id: number, from: readonly OrderStatus[], patch: Partial<NewOrderRow>): Promise<boolean> {
  const rows = await db
    .update(adventureOrders)
    .set(patch)
    .where(and(eq(adventureOrders.id, id), inArray(adventureOrders.status, [...from])))
    .returning({ id: adventureOrders.id });
  return rows.length > 0;
}

export async function patchOrder(db: Database, id: number, patch: Partial<NewOrderRow>): Promise<void> {
  await db.update(adventureOrders).set(patch).where(eq(adventureOrders.id, id));
}

/**
 * What the reconciliation compares with the partner: every order in a state a request may have left unfinished
 * (reserving, held, paid, refund_due) that no request is working on any more (untouched since `settledBefore`),
 * and every order whose departure is still ahead (`startsFrom`, a local date): a confirmed one the partner may
 * have cancelled, a refunded or cancelled one the partner may still hold.
 */
export async function ordersToReconcile(db: Database, settledBefore: Date, startsFrom: string, limit = 500): Promise<OrderRow[]> {
  return db
    .select()
    .from(adventureOrders)
    .where(
      or(
        and(inArray(adventureOrders.status, ['reserving', 'held', 'paid', 'refund_due']), lt(adventureOrders.updatedAt, settledBefore)),
        and(inArray(adventureOrders.status, ['confirmed', 'refunded', 'cancelled']), gte(adventureOrders.startsAt, startsFrom)),
      ),
    )
    .orderBy(adventureOrders.id)
    .limit(limit);
}

/**
 * Takes the job's lease for `ms` when nobody holds it (or the holder's ran out); true when this holder has it.
 * One statement, so of two processes asking at once exactly one gets it.
 */
export async function claimLease(db: Database, name: string, holder: string, now: Date, ms: number): Promise<boolean> {
  const until = new Date(now.getTime() + ms);
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: until })
    .onConflictDoUpdate({ target: jobLeases.name, set: { holder, expiresAt: until }, where: sql`${jobLeases.expiresAt} <= ${now.toISOString()}::timestamptz or ${jobLeases.holder} = ${holder}` })
    .returning({ holder: jobLeases.holder });
  return rows.length > 0 && rows[0]!.holder === holder;
}

export async function releaseLease(db: Database, name: string, holder: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
