import { bookingStatus } from '../../../../domain/tours/tour-booking-status';
import { storeCashLimit } from '../../../../domain/tours/tour-payment';
import { inTransaction } from '../../../db/database';
import { createDrizzleOutbox } from '../../../notify/outbox';
import { createCashOrder } from '../../../payments/offline-payments';
import { refuse } from '../../../platform/failure';
import type { ResolvedDeps } from '../../service-deps';
import { newBookingCode } from './booking-ids';
import { storedStatus } from './booking-view';
import { currentPayment } from './pay-by-card';
import { firstStartMs } from './payment-view';
import { lockBooking, startAttempt, updateBooking, type LoadedBooking } from './sale.queries';
import { guarded, SaleRefusal } from './sale-refusal';
import { tourStoreOrderEmail } from '../ticket/tour-store-emails';
import { tourTicketView } from './ticket-view.queries';

// Cash at an OXXO store (docs/rules/tours.md#payment): a reference to pay at the till, and the booking `ordered`
// with its code; its places stay held, unsold, until the store's deadline, then go back on sale by that
// timestamp like any hold. The deadline is the store's window (STORE_ORDER_HOURS), cut to half a day before the
// first tour (domain/tours/tour-payment.ts), not the bus's PEND limit, which has no meaning for a tour. The
// order's e-mail (the reference, its barcode, the amount, the deadline) is queued with it; the tickets go out
// when the store network says the cash arrived (paid-at-store.ts).

export async function orderAtStore(deps: ResolvedDeps, loaded: LoadedBooking, key: string) {
  const first = await firstStartMs(deps, loaded);
  const cash = createCashOrder({ network: 'oxxo', reservationCode: loaded.row.id, amountCents: loaded.row.totalCents, departures: [] }, deps.payments.config, deps.clock);
  if (cash.status !== 'order_generated' || first === null) return refuse<'tours'>(409, 'payment_type_not_allowed', 'payment_type');
  const limit = storeCashLimit(first);
  const deadline = cash.order.deadline.getTime() < limit.getTime() ? cash.order.deadline : limit;
  const code = newBookingCode();
  // Read before the transaction: the catalogue's rows come from the site's database, not the transaction's.
  const view = await tourTicketView(deps, { ...loaded, row: { ...loaded.row, code } }, loaded.row.lang === 'en' ? 'en' : 'es');
  const ordered = await guarded(() =>
    inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const current = await lockBooking(tx, loaded.row.id);
      // A card paid it, or its hold ran out, while the order was made: nothing is ordered.
      if (!current || bookingStatus(storedStatus(current.row), current.row.holdExpiresAt, now) !== 'held') throw new SaleRefusal(410, 'hold_expired', 'booking_id');
      await startAttempt(tx, loaded.row.id, key, 'oxxo', now);
      await updateBooking(tx, loaded.row.id, {
        status: 'ordered',
        code,
        paymentStatus: 'order_generated',
        storeReference: cash.order.reference,
        storeDeadline: deadline,
        holdExpiresAt: deadline,
        sessionExpiresAt: deadline,
        updatedAt: now,
      });
      if (view.contact.email) await createDrizzleOutbox(tx, deps.clock).enqueue(tourStoreOrderEmail(view, { reference: cash.order.reference, deadline }), tx);
    }),
  );
  return ordered.ok ? currentPayment(deps, loaded.row.id) : ordered;
}
