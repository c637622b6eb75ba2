import { errorCatalogue } from '../../../../domain/errors/catalogue.gen';
import { centsToAmount, toCents } from '../../../../domain/fares';
import { availablePaymentMethods, isPaymentMethodId, mxnToUsdCents } from '../../../../domain/payments/payment-methods';
import { encodeReservation } from '../../../../domain/reservation/reservation-state';
import { pendHoldUntil } from '../../../../domain/tickets/pend-rules';
import type { ResolvedDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { success } from '../../failure';
import type { LoadedReservation } from '../reservation/reservation.queries';
import { reservationForStep, type FlowAccess } from '../reservation/reservation-for-step';
import { buildSummary, reservationView } from '../reservation/reservation-view';
import type { PaymentRow } from './payment.queries';
import { datedLegs } from './payment-seats';

/** getPayment: what is due, in pesos and dollars, and how it may be paid. */
export async function showPayment(deps: ResolvedDeps, access: FlowAccess) {
  const step = await reservationForStep(deps, access, false);
  if (!step.ok) return step;
  const loaded = step.value;
  const pay = deps.payments.config;
  const summary = buildSummary(loaded, deps.config);
  const totalCents = toCents(summary.total);
  const first = datedLegs(loaded).map((l) => l.boardsAt).sort((a, b) => a.getTime() - b.getTime())[0];
  return success({
    code: loaded.row.code,
    amount: summary.total,
    tickets_amount: summary.tickets_total,
    additionals_amount: summary.additionals_total,
    currency: 'MXN' as const,
    usd: { amount: centsToAmount(mxnToUsdCents(totalCents, pay.usdPerMxn)), currency: 'USD' as const, rate: pay.usdPerMxn },
    payment_deadline: (loaded.row.paymentDeadline ?? new Date(0)).toISOString(),
    pend_deadline: first ? pendHoldUntil(first).toISOString() : null,
    methods: availablePaymentMethods(pay),
    payment: loaded.row.paymentStatus,
    points_available: null,
  });
}

const money = (cents: number | null, currency: string | null) => (cents === null || currency === null ? null : { amount: centsToAmount(cents), currency });

/** The contract's PaymentResult for a stored payment. */
export function paymentResult(deps: ResolvedDeps, loaded: LoadedReservation, payment: PaymentRow, lang: Lang) {
  return {
    code: loaded.row.code,
    payment: payment.status,
    payment_type: payment.type,
    ...(isPaymentMethodId(payment.method) ? { method: payment.method } : {}),
    reservation: encodeReservation(reservationView(loaded, deps.config, lang)),
    amount: { amount: centsToAmount(toCents(payment.amount)), currency: payment.currency },
    charged: money(payment.chargedCents, payment.chargedCurrency),
    exchange_rate: payment.exchangeRate === null ? null : Number(payment.exchangeRate),
    order_reference: payment.orderReference,
    order_deadline: payment.orderDeadline?.toISOString() ?? null,
    challenge_id: payment.status === 'process' ? payment.challengeId : null,
    // The sandbox's 3-D Secure page is the client's own form; a real acquirer would give its URL here.
    challenge_url: null,
    decline_reason: payment.status === 'decline' ? payment.declineReason : null,
    notice: payment.lateOutcome === 'rehold' ? { code: 'late_payment_reheld', message: errorCatalogue.websale.late_payment_reheld[lang] } : null,
  };
}
