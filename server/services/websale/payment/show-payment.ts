import { errorCatalogue } from '../../../../domain/errors/catalogue.gen';
import { centsToAmount, toCents } from '../../../../domain/fares';
import { availablePaymentMethods, isPaymentMethodId, mxnToUsdCents } from '../../../../domain/payments/payment-methods';
import { encodeReservation } from '../../../../domain/reservation/reservation-state';
import { paysTripTours } from '../../../../domain/tours/trip-tours';
import { pendHoldUntil } from '../../../../domain/tickets/pend-rules';
import type { PointsPaymentType } from '../../../../domain/loyalty/points-payment';
import type { ResolvedDeps } from '../../service-deps';
import { poolBalanceCents } from '../../loyalty';
import { memberOfSession } from '../../loyalty';
import type { Lang } from '../../../http/envelope';
import { success } from '../../../platform/failure';
import type { LoadedReservation } from '../../reservations';
import { reservationForStep, type FlowAccess } from '../../reservations';
import { buildSummary, reservationView } from '../../reservations';
import type { PaymentRow } from './payment.queries';
import { datedLegs } from './payment-seats';
import { tripToursOf } from '../../tours';

/** getPayment: what is due, in pesos and dollars, and how it may be paid. */
export async function showPayment(deps: ResolvedDeps, access: FlowAccess, session?: string) {
  const step = await reservationForStep(deps, access, false);
  if (!step.ok) return step;
  const loaded = step.value;
  const balances = await memberBalances(deps, session, loaded.row.loyaltyMemberId ?? null);
  const pay = deps.payments.config;
  const summary = buildSummary(loaded, deps.config);
  // Tours in the order are paid with the bus, by card only (docs/rules/tours.md#a-bus-trip-with-a-tour).
  const tours = await tripToursOf(deps, loaded.row.id, 'es');
  const toursCents = tours?.status === 'held' ? toCents(tours.total) : 0;
  const totalCents = toCents(summary.total) + toursCents;
  const first = datedLegs(loaded).map((l) => l.boardsAt).sort((a, b) => a.getTime() - b.getTime())[0];
  return success({
    code: loaded.row.code,
    amount: centsToAmount(totalCents),
    tickets_amount: summary.tickets_total,
    additionals_amount: summary.additionals_total,
    tours_amount: centsToAmount(toursCents),
    currency: 'MXN' as const,
    usd: { amount: centsToAmount(mxnToUsdCents(totalCents, pay.usdPerMxn)), currency: 'USD' as const, rate: pay.usdPerMxn },
    payment_deadline: (loaded.row.paymentDeadline ?? new Date(0)).toISOString(),
    pend_deadline: first ? pendHoldUntil(first).toISOString() : null,
    methods: toursCents > 0 ? availablePaymentMethods(pay).filter((m) => paysTripTours(m.id)) : availablePaymentMethods(pay),
    payment: loaded.row.paymentStatus,
    points_available: balances && toursCents === 0 ? centsToAmount(balances.traveller_loyalty + balances.traveller_prepaid) : null,
    points_balances: balances && toursCents === 0 ? { traveller_loyalty: centsToAmount(balances.traveller_loyalty), traveller_prepaid: centsToAmount(balances.traveller_prepaid) } : null,
  });
}

/**
 * The signed-in member's pools in hundredths, or null without a valid session (a negative pool shows 0), or when
 * the booking is another member's (its points are only its own member's to spend).
 */
async function memberBalances(deps: ResolvedDeps, session: string | undefined, owner: number | null) {
  const memberId = await memberOfSession(deps.db, session, deps.clock.now());
  if (memberId === null || (owner !== null && owner !== memberId)) return null;
  const [earned, prepaid] = await Promise.all([poolBalanceCents(deps.db, memberId, 'traveller_loyalty'), poolBalanceCents(deps.db, memberId, 'traveller_prepaid')]);
  return { traveller_loyalty: Math.max(0, earned), traveller_prepaid: Math.max(0, prepaid) };
}

const money = (cents: number | null, currency: string | null) => (cents === null || currency === null ? null : { amount: centsToAmount(cents), currency });

/** The contract's PaymentResult for a stored payment. */
export function paymentResult(deps: ResolvedDeps, loaded: LoadedReservation, payment: PaymentRow, lang: Lang, pointsPart: PaymentRow | null = null) {
  // Paid with points only, the payment is the points row itself and no money was charged.
  const pointsOnly = payment.method === 'points';
  const points = pointsOnly ? payment : pointsPart;
  return {
    code: loaded.row.code,
    payment: payment.status,
    payment_type: payment.type,
    ...(isPaymentMethodId(payment.method) ? { method: payment.method } : {}),
    reservation: encodeReservation(reservationView(loaded, deps.config, lang)),
    amount: { amount: pointsOnly ? 0 : centsToAmount(toCents(payment.amount)), currency: payment.currency },
    charged: money(payment.chargedCents, payment.chargedCurrency),
    exchange_rate: payment.exchangeRate === null ? null : Number(payment.exchangeRate),
    order_reference: payment.orderReference,
    order_deadline: payment.orderDeadline?.toISOString() ?? null,
    challenge_id: payment.status === 'process' ? payment.challengeId : null,
    // The sandbox's 3-D Secure page is the client's own form; a real acquirer would give its URL here.
    challenge_url: null,
    decline_reason: payment.status === 'decline' ? payment.declineReason : null,
    points: points && points.status === 'approved' ? { type: points.type as PointsPaymentType, amount: centsToAmount(toCents(points.amount)) } : null,
    notice: payment.lateOutcome === 'rehold' ? { code: 'late_payment_reheld', message: errorCatalogue.websale.late_payment_reheld[lang] } : null,
  };
}
