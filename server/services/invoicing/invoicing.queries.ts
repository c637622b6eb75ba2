import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invoicePayments, invoiceReceivers, invoices } from '../../db/schema/invoicing.schema';
import { payments } from '../../db/schema/reservations.schema';

// The SQL of both invoicing services: a reservation's payments with their invoices, the invoices, and the
// receivers kept for the quick screen.

export interface PaymentFacts {
  id: number;
  type: string;
  status: string;
  concept: string;
  amount: string;
  method: string | null;
  invoiced: boolean;
  refund: boolean;
  paidAt: Date;
  /** The complete invoice of this payment, if any. */
  invoiceId: number | null;
}

/** The approved payments of a reservation, oldest first, each with its complete invoice. */
export async function approvedPayments(db: Database, reservationId: number): Promise<PaymentFacts[]> {
  const rows = await db
    .select({
      id: payments.id,
      type: payments.type,
      status: payments.status,
      concept: payments.concept,
      amount: payments.amount,
      method: payments.method,
      invoiced: payments.invoiced,
      refund: payments.refund,
      createdAt: payments.createdAt,
      confirmedAt: payments.confirmedAt,
      invoiceId: invoices.id,
    })
    .from(payments)
    .leftJoin(invoicePayments, eq(invoicePayments.paymentId, payments.id))
    .leftJoin(invoices, and(eq(invoices.id, invoicePayments.invoiceId), eq(invoices.status, 'complete')))
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'approved')))
    .orderBy(payments.id, desc(invoices.id));
  const byId = new Map<number, PaymentFacts>();
  for (const { createdAt, confirmedAt, ...r } of rows) {
    const seen = byId.get(r.id);
    if (!seen) byId.set(r.id, { ...r, paidAt: confirmedAt ?? createdAt });
    else if (seen.invoiceId === null) seen.invoiceId = r.invoiceId;
  }
  return [...byId.values()];
}

/** Marks the payments invoiced, only those not invoiced yet: the ids it got are the ones this request owns. */
export async function claimPayments(tx: Database, ids: number[]): Promise<number[]> {
  const rows = await tx
    .update(payments)
    .set({ invoiced: true })
    .where(and(inArray(payments.id, ids), eq(payments.invoiced, false)))
    .returning({ id: payments.id });
  return rows.map((r) => r.id);
}

export async function releasePayments(db: Database, ids: number[]): Promise<void> {
  await db.update(payments).set({ invoiced: false }).where(inArray(payments.id, ids));
}

export type NewInvoice = typeof invoices.$inferInsert;

export async function insertInvoice(tx: Database, invoice: NewInvoice, paymentIds: number[]): Promise<number> {
  const [row] = await tx.insert(invoices).values(invoice).returning({ id: invoices.id });
  if (!row) throw new Error('invoice not inserted');
  await tx.insert(invoicePayments).values(paymentIds.map((paymentId) => ({ invoiceId: row.id, paymentId })));
  return row.id;
}

export async function updateInvoice(db: Database, id: number, changes: Partial<NewInvoice>): Promise<void> {
  await db.update(invoices).set(changes).where(eq(invoices.id, id));
}

export type InvoiceRow = typeof invoices.$inferSelect;

export async function invoicesByIds(db: Database, reservationId: number, ids: number[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.reservationId, reservationId), inArray(invoices.id, ids)))
    .orderBy(invoices.id);
}

export type ReceiverValues = Omit<typeof invoiceReceivers.$inferInsert, 'id'>;

/** Keeps the receiver's latest tax data, one row per RFC and e-mail. */
export async function saveReceiver(db: Database, receiver: ReceiverValues): Promise<void> {
  await db
    .insert(invoiceReceivers)
    .values(receiver)
    .onConflictDoUpdate({ target: [invoiceReceivers.rfc, invoiceReceivers.email], set: { ...receiver } });
}

export type ReceiverRow = typeof invoiceReceivers.$inferSelect;

/** Saved tax data of the quick screen: all three must match, so no one value reveals anyone's tax data. */
export async function findReceiver(db: Database, by: { phone: string; email: string; rfc: string }): Promise<ReceiverRow | null> {
  const [row] = await db
    .select()
    .from(invoiceReceivers)
    .where(and(eq(invoiceReceivers.phone, by.phone), eq(invoiceReceivers.email, by.email), eq(invoiceReceivers.rfc, by.rfc)))
    .limit(1);
  return row ?? null;
}

/** Every invoice of a reservation, newest first (searchSerie narrows them). */
export async function invoicesOfReservation(db: Database, reservationId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.reservationId, reservationId)).orderBy(desc(invoices.id));
}

/**
 * Takes a complete invoice for replacing (decision 063): true for the one request that moves it to `replacing`,
 * so two requests never stamp two substitutes of it.
 */
export async function takeForReplacing(tx: Database, id: number): Promise<boolean> {
  const rows = await tx
    .update(invoices)
    .set({ status: 'replacing' })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'complete')))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** The payments an invoice covers. */
export async function paymentsOfInvoice(db: Database, invoiceId: number): Promise<number[]> {
  const rows = await db.select({ id: invoicePayments.paymentId }).from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
  return rows.map((r) => r.id);
}
