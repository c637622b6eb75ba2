import { Hono } from 'hono';
import * as v from 'valibot';
import { fail, respond } from '../../http/envelope';
import { validate } from '../../http/validate';
import { STORE_SIGNATURE_HEADER, storeSignatureValid } from '../../payments/store-signature';
import type { ResolvedDeps } from '../service-deps';
import { storeNotification } from './store-notification';

// The payments service: what payment providers tell the site, server to server (openapi/payments.yaml). It takes
// no cookie or CSRF token: each call is authenticated by its provider's signature over the raw body.

const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
const seconds = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2147483647));

const notificationBody = v.object({
  id: text(80),
  type: text(60),
  created_at: v.optional(seconds),
  livemode: v.optional(v.boolean()),
  data: v.object({
    object: v.object({
      id: text(80),
      amount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2147483647)),
      currency: v.literal('MXN'),
      payment_status: v.optional(v.pipe(v.string(), v.maxLength(20))),
      paid_at: seconds,
      payment_method: v.object({ type: text(20), reference: v.pipe(text(30), v.transform((r) => r.replace(/\s/g, ''))) }),
    }),
  }),
});

export function createPaymentsRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();

  app.post(
    '/store-notifications',
    async (c, next) => {
      // The body as it came (Hono keeps it for the validator): the signature is over these bytes.
      const body = await c.req.text();
      if (!storeSignatureValid(c.req.header(STORE_SIGNATURE_HEADER), body, deps.payments.config.storeNotificationSecret, deps.clock.now())) {
        return fail(c, 401, 'payments', 'signature_invalid', STORE_SIGNATURE_HEADER);
      }
      await next();
    },
    validate('json', notificationBody, 'payments'),
    async (c) => {
      const event = c.req.valid('json');
      const order = event.data.object;
      const answer = await storeNotification(deps, {
        type: event.type,
        eventId: event.id,
        reference: order.payment_method.reference,
        amountCents: order.amount,
        providerOrderId: order.id,
        paidAt: new Date(order.paid_at * 1000),
      });
      return respond(c, 'payments', answer);
    },
  );

  return app;
}
