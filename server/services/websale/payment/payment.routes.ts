import { Hono, type Context } from 'hono';
import { LOYALTY_SESSION_HEADER } from '../../../../domain/loyalty/account-rules';
import { pointsPaymentTypes } from '../../../../domain/loyalty/points-payment';
import * as v from 'valibot';
import { paymentMethodIds } from '../../../../domain/payments/payment-methods';
import { reservationCodeSchema } from '../../../../domain/reservation/reservation-code';
import type { ResolvedDeps } from '../../service-deps';
import { requestLang, respond } from '../../../http/envelope';
import { flowTokenOf } from '../../../http/flow-token';
import { validate } from '../../../http/validate';
import { payReservation } from './pay-reservation';
import { showPayment } from './show-payment';

const codeQuery = v.object({ code: reservationCodeSchema });
const key = v.pipe(v.string(), v.trim(), v.minLength(8), v.maxLength(64));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const confirmBody = v.object({
  code: reservationCodeSchema,
  method: v.picklist(paymentMethodIds),
  idempotency_key: v.optional(key),
  card: v.optional(v.object({ number: text(25), name: text(80), expiry: text(7), cvv: text(4) })),
  card_type: v.optional(v.picklist(['credit', 'debit']), 'credit'),
  wallet_token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  challenge_code: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(12))),
  points: v.optional(v.object({ type: v.picklist(pointsPaymentTypes), amount: v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000)) })),
});
const sessionOf = (c: Context) => c.req.header(LOYALTY_SESSION_HEADER)?.slice(0, 200) || undefined;

/** getPayment and confirmPayment. */
export function createPaymentRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();

  app.get('/reservation/payment', validate('query', codeQuery), async (c) => {
    const answer = await showPayment(deps, { code: c.req.valid('query').code, flowToken: flowTokenOf(c) }, sessionOf(c));
    return respond(c, 'websale', answer);
  });

  app.post('/reservation/payment', validate('json', confirmBody), async (c) => {
    const body = c.req.valid('json');
    const answer = await payReservation(deps, {
      code: body.code,
      flowToken: flowTokenOf(c),
      method: body.method,
      idempotencyKey: c.req.header('idempotency-key')?.trim() || body.idempotency_key,
      card: body.card,
      cardType: body.card_type,
      walletToken: body.wallet_token,
      challengeCode: body.challenge_code,
      points: body.points,
      session: sessionOf(c),
      lang: requestLang(c),
    });
    return respond(c, 'websale', answer);
  });

  return app;
}
