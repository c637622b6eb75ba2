import { toCents } from '../../../../domain/fares';
import { canPayPend } from '../../../../domain/tickets/pend-rules';
import { inTransaction, type Database } from '../../../db/database';
import type { StoreCash, StoreCashOutcome, StoreOrderFound } from '../../../payments/store-cash';
import type { ResolvedDeps } from '../../service-deps';
import { loadReservationById, lockReservationRow } from '../../reservations';
import { PendLapsed, sellPendTickets } from '../office/pay-pend';
import { lockPayment, paymentByStoreReference, updatePayment } from '../payment/payment.queries';
import { datedLegs } from '../payment/payment-seats';

// A bus reservation ordered at a store (PEND tickets with a store reference, payment/settle-payment.ts) whose cash the
// store network says arrived (server/services/payments, docs/decisions/056-the-store-network-tells-us-the-cash-arrived.md).
// Before the order's deadline, with its seats still held, its PEND tickets become E-tickets exactly as when the
// desk takes the money (office/pay-pend.ts), and the sale's row in `payments` is approved with the network's
// order id. Late (the deadline passed, or a seat's hold ran out), nothing is sold: recorded as money to give back.
// Voided (its reservation was paid by card from My reservation first, decision 071, which voided the order under the
// same lock), nothing is sold either: never a second set of tickets, the cash recorded as money to give back.

export const reservationOrderRef = (reservationId: number) => `reservation:${reservationId}`;

export async function reservationOrderByReference(db: Database, reference: string): Promise<StoreOrderFound | undefined> {
  const payment = await paymentByStoreReference(db, reference);
  return payment ? { orderRef: reservationOrderRef(payment.reservationId), amountCents: toCents(payment.amount) } : undefined;
}

/** In the notification's transaction. */
export async function settleReservationAtStore(deps: ResolvedDeps, tx: Database, cash: StoreCash): Promise<StoreCashOutcome> {
  const now = deps.clock.now();
  const found = await paymentByStoreReference(tx, cash.reference);
  if (!found) return 'repeated';
  await lockReservationRow(tx, found.reservationId);
  const payment = await lockPayment(tx, found.id);
  if (payment?.orderVoidedAt) return 'voided';
  if (!payment || payment.status === 'approved') return 'repeated';
  const loaded = await loadReservationById(tx, payment.reservationId);
  const deadlinePassed = payment.orderDeadline === null || now.getTime() >= payment.orderDeadline.getTime();
  if (!loaded || payment.status !== 'order_generated' || deadlinePassed || datedLegs(loaded).some((leg) => !canPayPend(leg.boardsAt, now))) return 'late';
  try {
    // A savepoint: a seat lost halfway leaves the notification's own record in place.
    const sold = await inTransaction(tx, (inner) => sellPendTickets(deps, inner, loaded, now));
    if (sold === 'nothing') return 'repeated';
  } catch (error) {
    if (!(error instanceof PendLapsed)) throw error;
    return 'late';
  }
  await updatePayment(tx, payment.id, { gatewayReference: cash.providerOrderId });
  return 'confirmed';
}
