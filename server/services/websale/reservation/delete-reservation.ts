import { isPaymentSettled } from '../../../../domain/reservation/step-rules';
import type { AppDeps } from '../../service-deps';
import { refuse, success, type Outcome } from '../../../platform/failure';
import { reservationForStep, type FlowAccess } from '../../reservations';
import { abandonReservation } from '../../reservations';
import { releaseTripTours } from '../../tours';

/**
 * delete (the flow's "delete" step, docs/rules/my-reservation.md#cancelling): the booking flow abandons its unpaid reservation. Its seats
 * are free at once (the hold rows go, decision 008) and the code opens nothing any more. A paid or
 * PEND reservation is not deleted here: its tickets are cancelled from "my reservation" (itinerary
 * service), which says first what comes back.
 */
export async function deleteReservation(deps: Pick<AppDeps, 'db' | 'clock'>, access: FlowAccess): Promise<Outcome<{ code: string; released_seats: boolean }>> {
  const step = await reservationForStep(deps, access, false);
  if (!step.ok) return step;
  const { row } = step.value;
  if (isPaymentSettled(row.paymentStatus)) return refuse(409, 'already_paid', 'code');
  const released = await abandonReservation(deps.db, row.id, deps.clock.now());
  // The order's tours go back on sale with the seats.
  await releaseTripTours(deps, row.id);
  return success({ code: row.code, released_seats: released > 0 });
}
