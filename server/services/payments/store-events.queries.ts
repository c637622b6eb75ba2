import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { storePaymentEvents } from '../../db/schema/store-payments.schema';

// The store network's notifications, kept by event id (docs/decisions/056-the-store-network-tells-us-the-cash-arrived.md).

export type StoreEventRow = typeof storePaymentEvents.$inferSelect;

export async function storeEvent(db: Database, eventId: string): Promise<StoreEventRow | undefined> {
  const [row] = await db.select().from(storePaymentEvents).where(eq(storePaymentEvents.eventId, eventId));
  return row;
}

/**
 * Records the event in the transaction that acts on it; false when it is recorded already. On PostgreSQL a twin
 * inserting the same id at once waits here until this transaction ends, then finds it recorded.
 */
export async function claimStoreEvent(tx: Database, row: typeof storePaymentEvents.$inferInsert): Promise<boolean> {
  const claimed = await tx.insert(storePaymentEvents).values(row).onConflictDoNothing().returning({ id: storePaymentEvents.eventId });
  return claimed.length === 1;
}

export async function setStoreEventOutcome(tx: Database, eventId: string, outcome: string, refundDueCents: number): Promise<void> {
  await tx.update(storePaymentEvents).set({ outcome, refundDueCents }).where(eq(storePaymentEvents.eventId, eventId));
}
