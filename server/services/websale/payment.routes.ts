import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { centsToAmount, toCents } from '../../../domain/fares';
import { availablePaymentMethods, mxnToUsdCents, type PaymentMethodId } from '../../../domain/payments/payment-methods';
import { encodeReservation } from '../../../domain/reservation/reservation-state';
import { pendHoldUntil } from '../../../domain/tickets/pend-rules';
import type { ResolvedDeps } from '../../app-deps';
import { errorItem, failWith, ok, requestLang } from '../../http/envelope';
import { readJsonBody, readQuery } from '../../http/request-input';
import { parseInput } from '../../http/validate';
import { confirmPayment } from './confirm-payment';
import type { PaymentRow, Refused } from './payment-checks';
import { datedLegs } from './payment-seats';
import type { LoadedReservation } from './reservation.queries';
import { reservationForStep } from './reservation-step';
import { buildSummary, reservationView } from './reservation-view';

const codeQuery = v.object({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(20)) });
const methodIds: PaymentMethodId[] = ['card', 'oxxo', 'openpay', 'office', 'paypal', 'apple_pay', 'google_pay'];
const key = v.pipe(v.string(), v.trim(), v.minLength(8), v.maxLength(64));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const confirmBody = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  method: v.picklist(methodIds),
  idempotency_key: v.optional(key),
  card: v.optional(v.object({ number: text(25), name: text(80), expiry: text(7), cvv: text(4) })),
  card_type: v.optional(v.picklist(['credit', 'debit']), 'credit'),
  wallet_token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  challenge_code: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(12))),
});

export function failRefused(c: Context, refused: Refused) {
  const lang = requestLang(c);
  return failWith(c, refused.status, refused.errors.map((e) => errorItem(lang, 'websale', e.code, e.field, e.detail)));
}

const money = (cents: number | null, currency: string | null) => (cents === null || currency === null ? null : { amount: centsToAmount(cents), currency });

/** The contract's PaymentResult for a stored payment. */
function paymentResult(deps: ResolvedDeps, loaded: LoadedReservation, payment: PaymentRow, c: Context) {
  const lang = requestLang(c);
  return {
    code: loaded.row.code,
    payment: payment.status,
    payment_type: payment.type,
    ...(payment.method && methodIds.includes(payment.method as PaymentMethodId) ? { method: payment.method } : {}),
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
    notice: payment.lateOutcome === 'rehold' ? { code: 'late_payment_reheld', message: errorItem(lang, 'websale', 'late_payment_reheld').message } : null,
  };
}

/** getPayment and confirmPayment. */
export function createPaymentRoutes(deps: ResolvedDeps): Hono {
  const { config, payments: pay } = deps;
  const app = new Hono();

  app.get('/reservation/payment', async (c) => {
    const raw = readQuery(c, 'websale');
    if (!raw.ok) return raw.response;
    const query = parseInput(c, 'websale', codeQuery, raw.value);
    if (!query.ok) return query.response;
    const step = await reservationForStep(c, deps, query.value.code, false);
    if (!step.ok) return step.response;
    const loaded = step.value;
    const summary = buildSummary(loaded, config);
    const totalCents = toCents(summary.total);
    const first = datedLegs(loaded).map((l) => l.boardsAt).sort((a, b) => a.getTime() - b.getTime())[0];
    return ok(c, {
      code: loaded.row.code,
      amount: summary.total,
      tickets_amount: summary.tickets_total,
      additionals_amount: summary.additionals_total,
      currency: 'MXN' as const,
      usd: { amount: centsToAmount(mxnToUsdCents(totalCents, pay.config.usdPerMxn)), currency: 'USD' as const, rate: pay.config.usdPerMxn },
      payment_deadline: (loaded.row.paymentDeadline ?? new Date(0)).toISOString(),
      pend_deadline: first ? pendHoldUntil(first).toISOString() : null,
      methods: availablePaymentMethods(pay.config),
      payment: loaded.row.paymentStatus,
      points_available: null,
    });
  });

  app.post('/reservation/payment', async (c) => {
    const body = await readJsonBody(c, 'websale');
    if (!body.ok) return body.response;
    const input = parseInput(c, 'websale', confirmBody, body.value);
    if (!input.ok) return input.response;
    const header = c.req.header('idempotency-key')?.trim();
    const idempotencyKey = header || input.value.idempotency_key;
    if (!idempotencyKey || idempotencyKey.length < 8 || idempotencyKey.length > 64) {
      return failRefused(c, { ok: false, status: 400, errors: [{ code: 'idempotency_key_required', field: 'idempotency_key' }] });
    }
    const answer = await confirmPayment(
      deps,
      {
        code: input.value.code,
        method: input.value.method,
        idempotencyKey,
        card: input.value.card,
        cardType: input.value.card_type,
        walletToken: input.value.wallet_token,
        challengeCode: input.value.challenge_code,
      },
      requestLang(c),
    );
    if (!answer.ok) return failRefused(c, answer);
    if (answer.payment.lateOutcome === 'refund') return failRefused(c, { ok: false, status: 409, errors: [{ code: 'late_payment_refunded' }] });
    return ok(c, paymentResult(deps, answer.loaded, answer.payment, c));
  });

  return app;
}
