import { lateRefundKey, latePaymentOutcome } from '../../../../domain/payments/late-payment';
import { canPayPend } from '../../../../domain/tickets/pend-rules';
import type { ResolvedDeps } from '../../service-deps';
import type { Database } from '../../../db/database';
import type { Lang } from '../../../http/envelope';
import type { ChargeResult } from '../../../payments/payment-gateway';
import type { LoadedReservation } from '../../reservations';
import { toCents } from '../../../../domain/fares';
import type { PointsPaymentType } from '../../../../domain/loyalty/points-payment';
import { lockMember, poolBalanceCents } from '../../loyalty';
import { issueTickets } from './issue-tickets';
import { creditEarnedPoints } from '../../loyalty';
import { declinePoints, spendPoints } from './points-part';
import type { PlannedPayment } from './payment-checks';
import { secureSeats, setPaymentStatus, updatePayment, type PaymentRow } from './payment.queries';
import { datedLegs, SeatsLost, type SeatSnapshot } from './payment-seats';

export interface Settling {
  tx: Database;
  deps: ResolvedDeps;
  loaded: LoadedReservation;
  payment: PaymentRow;
  lang: Lang;
  /** The frequent traveller linked to the reservation (earns points, owns the points part), or null. */
  memberId: number | null;
  /** The points part of a payment with money and points (decision 034), or null. */
  points: PaymentRow | null;
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
    // A declined card spends no points: the points row is declined with it, the ledger untouched.
    if (s.points) await declinePoints(tx, s.points, result.reason);
    await setPaymentStatus(tx, s.loaded.row.id, 'decline', s.deps.clock.now());
    return;
  }
  await settleApproved(s, result);
}

/** Points cover the whole reservation: no gateway; the seats are sold and the pool debited together. */
export async function settlePointsOnly(s: Settling): Promise<void> {
  const { tx, deps, loaded, payment } = s;
  const now = deps.clock.now();
  const seats = (payment.seats ?? []) as SeatSnapshot[];
  await secureSeats(tx, loaded.row.id, seats, () => null, now);
  if (s.memberId === null) throw new Error('a points payment without a member');
  await spendPoints(tx, payment, s.memberId, loaded.row.code, now);
  await issueTickets(tx, { loaded, seats, type: 'E-ticket', status: 'approved', lang: s.lang, clock: deps.clock, config: deps.config });
}

/** Whether the member's pool still holds a waiting points part (under the member's lock). */
export async function pointsStillThere(tx: Database, points: PaymentRow, memberId: number | null): Promise<boolean> {
  if (memberId === null) return false;
  const member = await lockMember(tx, memberId);
  return Boolean(member?.active) && (await poolBalanceCents(tx, memberId, points.type as PointsPaymentType)) >= toCents(points.amount);
}

/** The points are gone (spent elsewhere during a 3-D Secure challenge): the whole payment is declined. */
export async function declineForPoints(s: Settling): Promise<void> {
  await updatePayment(s.tx, s.payment.id, { status: 'decline', declineReason: 'insufficient_points' });
  if (s.points) await declinePoints(s.tx, s.points, 'insufficient_points');
  await setPaymentStatus(s.tx, s.loaded.row.id, 'decline', s.deps.clock.now());
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
    if (s.points) await declinePoints(tx, s.points, 'late_payment_refunded');
    return;
  }
  // Points and money are approved together, before the tickets (and their e-mail) are written.
  if (s.points && s.memberId !== null) await spendPoints(tx, s.points, s.memberId, loaded.row.code, now);
  await creditEarnedPoints(tx, s.memberId, toCents(payment.amount), loaded.row.code, now);
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
