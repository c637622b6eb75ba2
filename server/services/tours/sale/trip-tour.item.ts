import type { CheckoutItem } from '../../../payments/checkout/checkout';
import type { AppDeps } from '../../service-deps';
import { startAttempt, updateBooking } from './sale.queries';
import { tourBookingItem } from './tour-booking.item';
import { heldTripBooking } from './trip-tours';

// The tours of a bus reservation's order as an item of its one card payment (docs/rules/tours.md#a-bus-trip-with-a-tour):
// the reservation's held tour booking, priced at its total, confirmed in the transaction that records the
// approval, beside the bus tickets. `deps.db` is the reservation's transaction. None held: no item, and the
// order is the bus alone.

export interface TripTourPayment {
  reservationId: number;
  key: string;
  paymentType: 'credit' | 'debit';
  cardLast4: string | null;
}

export async function tripTourItem(deps: AppDeps, payment: TripTourPayment): Promise<CheckoutItem<void> | null> {
  const now = deps.clock.now();
  const held = await heldTripBooking(deps.db, payment.reservationId, now);
  if (!held) return null;
  await startAttempt(deps.db, held.row.id, payment.key, payment.paymentType, now);
  // The bank's code is answered without the card: the digits come from the attempt's first request.
  const cardLast4 = payment.cardLast4 ?? held.row.cardLast4;
  if (payment.cardLast4 !== null) await updateBooking(deps.db, held.row.id, { cardLast4 });
  // Points pay the bus tickets of such an order, not its tours (decision 069).
  return tourBookingItem(deps, { bookingId: held.row.id, key: payment.key, amountCents: held.row.totalCents, paymentType: payment.paymentType, cardLast4, points: null });
}
