import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { reservationCodeSchema } from '../../../../domain/reservation/reservation-code';
import type { ResolvedDeps } from '../../service-deps';
import { fail, requestLang, respond } from '../../../http/envelope';
import { validate } from '../../../http/validate';
import { exchangeTicketAtOffice } from './exchange-ticket';
import { payPendAtOffice } from './pay-pend';

const codeBody = v.object({ code: reservationCodeSchema });
const ticketBody = v.object({ ticket: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(30)) });

const digest = (value: string) => createHash('sha256').update(value).digest();

/** x-api-key must equal OFFICE_API_KEY; with no key configured the office operations are off (403). */
export function requireOfficeKey(expected: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!expected) return fail(c, 403, 'websale', 'office_disabled');
    // Compared as digests so the check takes the same time whatever the length of the guess.
    if (!timingSafeEqual(digest(c.req.header('x-api-key') ?? ''), digest(expected))) return fail(c, 401, 'websale', 'office_key_invalid');
    await next();
  };
}

/** Ticket-office operations (docs/rules/tickets-and-documents.md#ticket-office-operations): a PEND paid at the office, an E-ticket exchanged for OK. */
export function createOfficeRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();
  app.use('/office/*', requireOfficeKey(deps.config.officeApiKey));

  app.post('/office/pend/pay', validate('json', codeBody), async (c) => {
    const answer = await payPendAtOffice(deps, c.req.valid('json').code, requestLang(c));
    return respond(c, 'websale', answer);
  });

  app.post('/office/tickets/exchange', validate('json', ticketBody), async (c) => {
    const answer = await exchangeTicketAtOffice(deps, c.req.valid('json').ticket, requestLang(c));
    return respond(c, 'websale', answer);
  });

  return app;
}
