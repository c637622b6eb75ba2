import { toCents } from '../../../domain/fares';
import { canPayPend } from '../../../domain/tickets/pend-rules';
import { ItemRefused, type CheckoutItem } from '../../payments/checkout/checkout';
import type { ResolvedDeps } from '../service-deps';
import { loadReservationById, lockReservationRow, settledPayment, type LoadedReservation } from '../reservations';
import { PendLapsed, sellPendTickets } from '../websale';
import { recordPendCard, storeOrderOpen } from './itinerary.queries';

// A PEND reservation paid by card from My reservation (decisions 065, 071), as an item of the checkout
// (server/payments/checkout/checkout.ts): its price is the order's amount; nothing is held while the bank is asked
// (its seats are held until the PEND's deadline, decision 008), and settling it sells the PEND tickets exactly as the
// desk does (websale's sellPendTickets), in the transaction that records the approval, under the reservation's lock.
// Its deadline passed or a seat's hold ran out meanwhile: refused, and the checkout gives the whole charge back.
// A store order (OXXO, Openpay) is voided in that transaction: its row becomes the card's, keeping the reference with
// `order_voided_at`, so cash the store network still reports for it sells nothing (websale/store-cash/paid-at-store.ts).
// Both lock the reservation's row first: of a card payment and a store notification at once, exactly one sells.

/** The dated legs' boarding instants: each must still be before its PEND hold limit (docs/rules/pend.md#deadlines). */
export const pendStillPayable = (loaded: LoadedReservation, now: Date) =>
  [loaded.row.departureOpen ? null : loaded.departure, loaded.row.returnOpen ? null : loaded.return].every((leg) => !leg || canPayPend(leg.boardsAt, now));

export function pendPaymentItem(deps: ResolvedDeps, loaded: LoadedReservation, amount: string): CheckoutItem<void> {
  return {
    priceCents: async () => toCents(amount),
    hold: async () => {
      if (!pendStillPayable(loaded, deps.clock.now())) throw new ItemRefused('pend_expired', 'code');
    },
    settle: async (tx, payment) => {
      await lockReservationRow(tx, loaded.row.id);
      const now = deps.clock.now();
      const current = await loadReservationById(tx, loaded.row.id);
      if (!current || current.row.paymentStatus !== 'order_generated') throw new ItemRefused('not_pending', 'code', undefined, 'cancellation');
      if (!pendStillPayable(current, now)) throw new ItemRefused('pend_expired', 'code', undefined, 'cancellation');
      const order = await settledPayment(tx, loaded.row.id);
      if (!order || order.status !== 'order_generated') throw new ItemRefused('not_pending', 'code', undefined, 'cancellation');
      if (!storeOrderOpen(order, now)) throw new ItemRefused('pend_expired', 'code', undefined, 'cancellation');
      // The card is recorded (and a store order voided) before the tickets are sold, so their e-mail names the card.
      await recordPendCard(
        tx,
        loaded.row.id,
        {
          chargeId: payment.chargeId,
          chargedCents: payment.charged.cents,
          chargedCurrency: payment.charged.currency,
          exchangeRate: payment.exchangeRate === undefined ? null : String(payment.exchangeRate),
        },
        now,
      );
      try {
        if ((await sellPendTickets(deps, tx, current, now)) === 'nothing') throw new ItemRefused('not_pending', 'code', undefined, 'cancellation');
      } catch (error) {
        if (error instanceof PendLapsed) throw new ItemRefused('pend_expired', 'code', undefined, 'cancellation');
        throw error;
      }
    },
    release: async () => undefined,
  };
}
