import { lateRefundKey, latePaymentOutcome } from '../../../../domain/payments/late-payment';
import { canPayPend } from '../../../../domain/tickets/pend-rules';
import type { ResolvedDeps } from '../../service-deps';
import type { Database } from '../../../db/database';
import type { Lang } from '../../../http/envelope';
import type { ChargeResult } from '../../../payments/payment-gateway';
import type { LoadedReservation } from '../reservation/reservation.queries';
import { issueTickets } from './issue-tickets';
import type { PlannedPayment } from './payment-checks';
import { secureSeats, setPaymentStatus, updatePayment, type PaymentRow } from './payment.queries';
import { datedLegs, SeatsLost, type SeatSnapshot } from './payment-seats';

interface Settling {
  tx: Database;
  deps: ResolvedDeps;
  loaded: LoadedReservation;
  payment: PaymentRow;
  lang: Lang;
}

const chargedColumns = (result: Extract<ChargeResult, { status: 'approved' | 'challenge_required' }>) => ({
  chargedCents: result.charged.cents,
  chargedCurrency: result.charged.currency,
  exchangeRate: result.exchangeRate === undefined ? null : String(result.exchangeRate),
});

/** Records what the gateway answered, and on approval sells the seats and issues the tickets. */
export async function applyChargeResult(s: Settling, result: ChargeResult): Promise<void> {
  const { tx, payment } = s;
  if (result.status === 'challenge_required') {
    await updatePayment(tx, payment.id, { challengeId: result.challengeId, ...chargedColumns(result) });
    return;
  }
  if (result.status === 'declined') {
    await updatePayment(tx, payment.id, { status: 'decline', declineReason: result.reason });
    await setPaymentStatus(tx, s.loaded.row.id, 'decline', s.deps.clock.now());
    return;
  }
  await settleApproved(s, result);
}

/**
 * An approved charge. In time, the held seats are sold. Late (the hold expired while, say, a 3-D Secure
 * page was open) the same seats are re-held if nobody took them and the bus has not closed; otherwise
 * the charge is refunded with a key derived from it, so settling twice refunds once.
 */
async function settleApproved(s: Settling, result: Extract<ChargeResult, { status: 'approved' }>): Promise<void> {
  const { tx, deps, loaded, payment } = s;
  const now = deps.clock.now();
  const deadline = loaded.row.paymentDeadline;
  const late = deadline !== null && now.getTime() >= deadline.getTime();
  const departureClosed = datedLegs(loaded).some((leg) => !canPayPend(leg.boardsAt, now));
  let seatsFree = false;
  if (!(late && departureClosed)) {
    try {
      await secureSeats(tx, loaded.row.id, (payment.seats ?? []) as SeatSnapshot[], () => null, now);
      seatsFree = true;
    } catch (error) {
      if (!(error instanceof SeatsLost)) throw error;
    }
  }
  const outcome = latePaymentOutcome({ holdExpiresAt: deadline, now, seatsStillFree: seatsFree, departureClosed });
  const common = { gatewayReference: result.chargeId, ...chargedColumns(result) };
  if (!seatsFree || outcome === 'refund') {
    const refund = await deps.payments.gateway.refund({ chargeId: result.chargeId, idempotencyKey: lateRefundKey(result.chargeId), reason: 'late_payment' });
    // A rejected refund must not be recorded as done: rolling back lets a retry (same key) try again.
    if (refund.status !== 'refunded') throw new Error(`late payment refund rejected: ${refund.reason}`);
    await updatePayment(tx, payment.id, { ...common, status: 'decline', refund: true, lateOutcome: 'refund', refundReference: refund.refundId, declineReason: 'late_payment_refunded' });
    return;
  }
  await issueTickets(tx, { loaded, seats: (payment.seats ?? []) as SeatSnapshot[], type: 'E-ticket', status: 'approved', lang: s.lang, clock: deps.clock, config: deps.config });
  await updatePayment(tx, payment.id, { ...common, status: 'approved', confirmedAt: now, lateOutcome: outcome === 'rehold' ? 'rehold' : null });
}

/** A store or office order: seats held until each leg's PEND limit, PEND tickets, payment order_generated. */
export async function settleOrder(s: Settling, plan: Extract<PlannedPayment, { kind: 'order' }>): Promise<void> {
  const { tx, deps, loaded, payment } = s;
  const now = deps.clock.now();
  // The holds are live (checked against the deadline before the claim), so this cannot lose a seat;
  // if it somehow does, SeatsLost rolls the claim back and the traveller is asked to choose again.
  await secureSeats(tx, loaded.row.id, plan.seats, (seat) => plan.holdUntil(seat.departureId), now);
  await issueTickets(tx, { loaded, seats: plan.seats, type: 'PEND', status: 'order_generated', lang: s.lang, clock: deps.clock, config: deps.config });
  await updatePayment(tx, payment.id, { status: 'order_generated', orderReference: plan.reference, orderDeadline: plan.deadline });
}
