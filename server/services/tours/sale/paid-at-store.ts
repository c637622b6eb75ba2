import { bookingStatus } from '../../../../domain/tours/tour-booking-status';
import type { Database } from '../../../db/database';
import { createDrizzleOutbox } from '../../../notify/outbox';
import { recordSettledAttempt } from '../../../payments/checkout/payment-attempts.queries';
import { storeAttemptKey, type StoreCash, type StoreCashOutcome, type StoreOrderFound } from '../../../payments/store-cash';
import type { AppDeps } from '../../service-deps';
import { tourStoreLateEmail } from '../ticket/tour-store-emails';
import { storedStatus } from './booking-view';
import { mailTicketOnce } from './confirm-booking';
import { bookingByStoreReference, lockBooking, updateBooking, type LoadedBooking } from './sale.queries';
import { tourTicketView } from './ticket-view.queries';

// A tour booking ordered at a store (order-at-store.ts) whose cash the store network says arrived
// (server/services/payments, docs/decisions/056-the-store-network-tells-us-the-cash-arrived.md). While its order
// is alive (its places are held until the order's deadline) it is confirmed and paid, recorded as an approved
// attempt as a card payment is, and its tickets are e-mailed once. Past the deadline its places went back on sale:
// nothing is confirmed, and the traveller is told the money comes back. Already paid: nothing more is done.

export const tourOrderRef = (bookingId: string) => `tour:${bookingId}`;

export async function tourOrderByReference(db: Database, reference: string): Promise<StoreOrderFound | undefined> {
  const row = await bookingByStoreReference(db, reference);
  return row ? { orderRef: tourOrderRef(row.id), amountCents: row.totalCents } : undefined;
}

const bookingIdOf = (orderRef: string) => orderRef.slice('tour:'.length);

/**
 * In the notification's transaction, under the booking's lock. The late e-mail is rendered from `view`, read
 * beforehand (the catalogue is read from the site's database, not the transaction).
 */
export async function settleTourAtStore(deps: AppDeps, tx: Database, orderRef: string, cash: StoreCash): Promise<StoreCashOutcome> {
  const now = deps.clock.now();
  const bookingId = bookingIdOf(orderRef);
  const loaded = await lockBooking(tx, bookingId);
  if (!loaded || loaded.row.status === 'confirmed') return 'repeated';
  if (bookingStatus(storedStatus(loaded.row), loaded.row.holdExpiresAt, now) !== 'ordered') {
    await tellLate(deps, tx, loaded, cash);
    return 'late';
  }
  await recordSettledAttempt(tx, { idempotencyKey: storeAttemptKey(cash.eventId), orderRef, reservationId: null, amountCents: cash.amountCents, chargeId: cash.providerOrderId }, now);
  await updateBooking(tx, bookingId, {
    status: 'confirmed',
    paymentStatus: 'approved',
    paymentType: 'oxxo',
    declineReason: null,
    chargeId: cash.providerOrderId,
    paidAt: cash.paidAt,
    updatedAt: now,
  });
  return 'confirmed';
}

async function tellLate(deps: AppDeps, tx: Database, loaded: LoadedBooking, cash: StoreCash): Promise<void> {
  const email = loaded.row.contactEmail?.trim();
  if (!email || loaded.row.storeDeadline === null) return;
  const view = await tourTicketView({ ...deps, db: tx }, loaded, loaded.row.lang === 'en' ? 'en' : 'es');
  await createDrizzleOutbox(tx, deps.clock).enqueue(tourStoreLateEmail(view, { reference: cash.reference, amountCents: cash.amountCents, deadline: loaded.row.storeDeadline }), tx);
}

/** After the transaction: the tickets of a booking the cash confirmed, once (a repeated notification too). */
export async function afterTourAtStore(deps: AppDeps, orderRef: string): Promise<void> {
  await mailTicketOnce(deps, bookingIdOf(orderRef));
}
