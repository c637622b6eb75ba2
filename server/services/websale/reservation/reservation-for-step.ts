import { normalizeReservationCode } from '../../../../domain/reservation/reservation-code';
import { isPaymentSettled } from '../../../../domain/reservation/step-rules';
import type { AppDeps } from '../../service-deps';
import { refuse, success, type Outcome } from '../../failure';
import { loadReservation, loadReservationSummary, type LoadedReservation, type ReservationRow, type ReservationSummary } from './reservation.queries';

/**
 * The reservation a step works on. Unknown codes are 404; an unpaid reservation past its payment
 * deadline is 410 payment_expired (the flow must start over); a paid one can no longer be changed.
 */
export async function reservationForStep({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, code: string, changes: boolean): Promise<Outcome<LoadedReservation>> {
  return stepGate(clock, await loadReservation(db, normalizeReservationCode(code)), changes);
}

/** The same gate over the summary (row, ends, passengers: one query), for reads that need no more. */
export async function reservationSummaryForStep({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, code: string, changes: boolean): Promise<Outcome<ReservationSummary>> {
  return stepGate(clock, await loadReservationSummary(db, normalizeReservationCode(code)), changes);
}

/** What every step checks on the reservation it was given (null: unknown code). */
export function stepGate<T extends { row: ReservationRow }>(clock: AppDeps['clock'], loaded: T | null, changes: boolean): Outcome<T> {
  if (!loaded) return refuse(404, 'reservation_not_found', 'code');
  const { row } = loaded;
  // A declined payment leaves the reservation as unpaid as one never tried: the same deadline applies.
  if ((row.paymentStatus === 'process' || row.paymentStatus === 'decline') && row.paymentDeadline && clock.now().getTime() > row.paymentDeadline.getTime()) {
    return refuse(410, 'payment_expired');
  }
  if (changes && isPaymentSettled(row.paymentStatus)) return refuse(409, 'already_paid');
  return success(loaded);
}
