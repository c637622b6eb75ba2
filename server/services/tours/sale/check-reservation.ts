import { bookingStatus } from '../../../../domain/tours/tour-booking-status';
import { refuse, success } from '../../../platform/failure';
import type { AppDeps } from '../../service-deps';
import { storedStatus } from './booking-view';
import { readBooking } from './sale.queries';

// checkTourReservation (docs/rules/tours.md#the-calls): the reservation a booking made, by its code. Pending
// while a store order waits for its cash, confirmed once paid, cancelled when it was cancelled or its order
// lapsed. A booking with no reservation yet (a cart, a hold) is not found; the route answers every failure
// with no error detail.

export async function checkReservation(deps: AppDeps, bookingId: string) {
  const loaded = await readBooking(deps.db, bookingId);
  if (!loaded || loaded.row.code === null) return refuse<'tours'>(404, 'reservation_not_found', 'booking_id');
  const { row } = loaded;
  const status = bookingStatus(storedStatus(row), row.holdExpiresAt, deps.clock.now());
  const reservation = status === 'confirmed' ? 'confirmed' : status === 'ordered' ? 'pending' : 'cancelled';
  return success({ reservation: { booking_id: row.id, code: row.code, status: reservation } });
}
