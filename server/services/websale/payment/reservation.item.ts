import { latePaymentOutcome } from '../../../../domain/payments/late-payment';
import { canPayPend } from '../../../../domain/tickets/pend-rules';
import { toCents } from '../../../../domain/fares';
import type { Database } from '../../../db/database';
import { ItemRefused, type Charged, type CheckoutItem, type Released, type SettledPayment } from '../../../payments/checkout/checkout';
import { creditEarnedPoints } from '../../loyalty';
import { issueTickets } from './issue-tickets';
import { approvePayment, declineWaitingPayments, secureSeats, setPaymentStatus, updatePayment } from './payment.queries';
import { datedLegs, SeatsLost, type SeatSnapshot } from './payment-seats';
import { declinePoints, pointsStillThere, spendPoints } from './points-part';
import type { Settling } from './settle-payment';

// A bus reservation's seats and tickets as an item of the checkout (server/payments/checkout/checkout.ts),
// paid by card or wallet; its points part (decision 034) is reserved beside it and spent when it sells. Its
// record is the sale's row in `payments` (what tickets, invoices, PDFs and refunds read), claimed with the
// payment's key before the checkout runs; the item writes on that row what the bank answered: the challenge
// waiting, the charge approved (with what a foreign card paid in USD), the decline and its reason, the late
// charge given back. It runs in the reservation's transaction, under its lock (confirm-payment.ts).

/** The refusals the item records on the sale's row: the traveller is answered with that row (decision 040). */
const recordedRefusals = new Set(['expired', 'insufficient_points', 'late_payment_refunded']);

export const isRecordedRefusal = (code: string) => recordedRefusals.has(code);

const chargedColumns = (paid: Charged) => ({
  chargedCents: paid.charged.cents,
  chargedCurrency: paid.charged.currency,
  exchangeRate: paid.exchangeRate === undefined ? null : String(paid.exchangeRate),
});

export function reservationItem(s: Settling): CheckoutItem<void> {
  return {
    // The money part: what the sale's row was claimed for, the same on the challenge's answer.
    priceCents: async () => toCents(s.payment.amount),
    hold: () => pointsStillHeld(s),
    waitForCode: async (challenge) => updatePayment(s.tx, s.payment.id, { challengeId: challenge.challengeId, ...chargedColumns(challenge) }),
    settle: (tx, payment) => sell(s, tx, payment),
    release: (released) => letGo(s, released),
  };
}

/**
 * The seats are held by their own rows until the payment deadline (decision 008); the points part was reserved
 * with the sale's row. On the challenge's answer the points must still be there before the bank is asked, so a
 * spend elsewhere meanwhile charges nothing; and past the deadline a payment with points has expired (decision
 * 040), whether or not the sweep got to it.
 */
async function pointsStillHeld(s: Settling): Promise<void> {
  if (!s.points) return;
  const deadline = s.loaded.row.paymentDeadline;
  if (deadline && s.deps.clock.now().getTime() >= deadline.getTime()) throw new ItemRefused('expired');
  if (!(await pointsStillThere(s.tx, s.points, s.memberId))) throw new ItemRefused('insufficient_points', 'points.amount');
}

/**
 * An approved charge. In time, the held seats are sold. Late (the hold expired while, say, a 3-D Secure page was
 * open) the same seats are re-held if nobody took them and the bus has not closed; otherwise it is refused, and
 * the checkout gives the whole charge back (docs/rules/payment.md, late payments).
 */
async function sell(s: Settling, tx: Database, payment: SettledPayment): Promise<void> {
  const { deps, loaded } = s;
  const now = deps.clock.now();
  const deadline = loaded.row.paymentDeadline;
  const late = deadline !== null && now.getTime() >= deadline.getTime();
  const departureClosed = datedLegs(loaded).some((leg) => !canPayPend(leg.boardsAt, now));
  const seats = (s.payment.seats ?? []) as SeatSnapshot[];
  let seatsFree = false;
  if (!(late && departureClosed)) {
    try {
      await secureSeats(tx, loaded.row.id, seats, () => null, now);
      seatsFree = true;
    } catch (error) {
      if (!(error instanceof SeatsLost)) throw error;
    }
  }
  const outcome = latePaymentOutcome({ holdExpiresAt: deadline, now, seatsStillFree: seatsFree, departureClosed });
  if (!seatsFree || outcome === 'refund') throw new ItemRefused('late_payment_refunded', undefined, undefined, 'late_payment');
  // Points and money are approved together, before the tickets (and their e-mail) are written: the e-mailed
  // PDF reads the approved payment for its summary, as the one downloaded later does.
  if (s.points && s.memberId !== null) await spendPoints(tx, s.points, s.memberId, loaded.row.code, now);
  await creditEarnedPoints(tx, s.memberId, toCents(s.payment.amount), loaded.row.code, now);
  const approval = { gatewayReference: payment.chargeId, ...chargedColumns(payment), confirmedAt: now, lateOutcome: outcome === 'rehold' ? 'rehold' : null };
  await approvePayment(tx, s.payment.id, approval);
  await issueTickets(tx, { loaded, seats, type: 'E-ticket', status: 'approved', lang: s.lang, clock: deps.clock, config: deps.config });
  s.sold = { ...s.payment, ...approval, status: 'approved' };
}

/** The sale's row (and its points part) declined with why; a declined card spends no points, the ledger untouched. */
async function letGo(s: Settling, released: Released): Promise<void> {
  const { tx, payment } = s;
  // A sale rolled back (another item of the order could not be sold) wrote nothing the answer may show.
  delete s.sold;
  if (released.reason === 'expired') return declineWaitingPayments(tx, s.loaded.row.id, 'expired');
  if (released.reason === 'late_payment_refunded') {
    // A rejected refund must not be recorded as done: rolling back lets a retry (same key) try again.
    if (!released.refunded) throw new Error('late payment refund rejected');
    const { payment: charge, refundId } = released.refunded;
    await updatePayment(tx, payment.id, { gatewayReference: charge.chargeId, ...chargedColumns(charge), status: 'decline', refund: true, lateOutcome: 'refund', refundReference: refundId, declineReason: released.reason });
    if (s.points) await declinePoints(tx, s.points, released.reason);
    return;
  }
  await updatePayment(tx, payment.id, { status: 'decline', declineReason: released.reason });
  if (s.points) await declinePoints(tx, s.points, released.reason);
  await setPaymentStatus(tx, s.loaded.row.id, 'decline', s.deps.clock.now());
}
