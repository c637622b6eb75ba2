import { sessionExpired } from '../../../../domain/tours/tour-booking-status';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import type { AppDeps } from '../../service-deps';
import { bookingCheckout, storedStatus } from './booking-view';
import { readBooking } from './sale.queries';

// checkTourShopping with `session` (docs/rules/tours.md#cart-and-session): is the tour session of this booking
// alive? Over once its hold ran out by the clock, or an open cart was left past its session.

export async function checkSession(deps: AppDeps, bookingId: string | undefined, lang: Lang) {
  const loaded = bookingId === undefined ? undefined : await readBooking(deps.db, bookingId);
  if (!loaded) return refuse<'tours'>(404, 'booking_not_found', 'booking_id');
  const { row } = loaded;
  if (sessionExpired(storedStatus(row), row.holdExpiresAt, row.sessionExpiresAt, deps.clock.now())) return refuse<'tours'>(410, 'session_expired', 'booking_id');
  return success(await bookingCheckout(deps, loaded, lang));
}
