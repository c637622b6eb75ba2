import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import type { AppDeps } from '../../service-deps';
import { bookingView, withCatalogue } from './booking-view';
import { readBooking } from './sale.queries';

// getTourShopping: the booking with its cart and, while it holds places, the seconds left by the server's clock
// (clients count down from it, never from their own clock's idea of the deadline).

export async function showShopping(deps: AppDeps, bookingId: string, lang: Lang) {
  const loaded = await readBooking(deps.db, bookingId);
  if (!loaded) return refuse<'tours'>(404, 'booking_not_found', 'booking_id');
  return success({ booking: bookingView(await withCatalogue(deps, loaded), lang, deps.clock.now()) });
}
