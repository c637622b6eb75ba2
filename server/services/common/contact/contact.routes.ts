import { Hono } from 'hono';
import * as v from 'valibot';
import { requestLang, respond } from '../../../http/envelope';
import { limitRequests } from '../../../http/rate-limit';
import { validate } from '../../../http/validate';
import type { ResolvedDeps } from '../../service-deps';
import { RESERVATION_CODE_MAX_LENGTH } from '../../../../domain/reservation/reservation-code';
import { captchaFromConfig, type CaptchaVerifier } from './captcha';
import { sendContactMessage } from './send-contact-message';

export const contactTopics = ['reservation', 'invoicing', 'luggage', 'frequent_traveller', 'suggestion', 'complaint', 'other'] as const;

const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));

// openapi/common.yaml ContactMessageRequest; unknown fields are refused like the contract's additionalProperties.
const contactBody = v.strictObject({
  name: text(1, 120),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
  phone: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{10}$/)))),
  topic: v.picklist(contactTopics),
  reservation_code: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(RESERVATION_CODE_MAX_LENGTH)))),
  message: text(10, 4000),
  privacy: v.boolean(),
  captcha_token: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(4000)))),
});

/** POST /contact/message, rate limited per client (decision 018) before its body is read. */
export function createContactRoutes(deps: ResolvedDeps, captcha: CaptchaVerifier = captchaFromConfig(deps.config.captcha)): Hono {
  const app = new Hono();
  app.post('/contact/message', limitRequests(deps, 'contactMessages', 'common'), validate('json', contactBody, 'common'), async (c) => {
    const outcome = await sendContactMessage({ db: deps.db, clock: deps.clock, inbox: deps.config.contactInbox, captcha }, c.req.valid('json'), requestLang(c));
    return respond(c, 'common', outcome);
  });
  return app;
}
