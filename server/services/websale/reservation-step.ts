import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { fail } from '../../http/envelope';
import { loadReservation, type LoadedReservation } from './reservation.queries';

type StepResult = { ok: true; value: LoadedReservation } | { ok: false; response: Response };

/**
 * The reservation a step works on. Unknown codes are 404; an unpaid reservation past its payment
 * deadline is 410 payment_expired (the flow must start over); a paid one can no longer be changed.
 * The code is upper-cased so a code typed by hand still matches.
 */
export async function reservationForStep(c: Context, { db, clock }: AppDeps, code: string, changes: boolean): Promise<StepResult> {
  const loaded = await loadReservation(db, code.trim().toUpperCase());
  if (!loaded) return { ok: false, response: fail(c, 404, 'websale', 'reservation_not_found', 'code') };
  const { row } = loaded;
  // A declined payment leaves the reservation as unpaid as one never tried: the same deadline applies.
  if ((row.paymentStatus === 'process' || row.paymentStatus === 'decline') && row.paymentDeadline && clock.now().getTime() > row.paymentDeadline.getTime()) {
    return { ok: false, response: fail(c, 410, 'websale', 'payment_expired') };
  }
  if (changes && (row.paymentStatus === 'approved' || row.paymentStatus === 'order_generated')) {
    return { ok: false, response: fail(c, 409, 'websale', 'already_paid') };
  }
  return { ok: true, value: loaded };
}
