import { Hono } from 'hono';
import { requestLang, respond } from '../../http/envelope';
import { limitFailedLookups } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { ResolvedDeps } from '../service-deps';
import { checkoutBody, checkPaymentQuery, codeParam, datesQuery, listQuery, paymentBody, ticketQuery } from './adventure-schemas';
import { adventureDates, listAdventures } from './catalogue/adventure-catalogue';
import { openOrder } from './order/open-order';
import { payOrder, showOrder } from './order/pay-order';
import { showAdventureTicket } from './ticket/show-ticket';

// Partner adventures (docs/decisions/060-partner-adventures-over-octo.md): the partner's catalogue and
// departures, the order held at the partner, its payment through the one checkout with the partner's
// confirmation after it, and the ticket. An order opens with its code and its 128-bit `order_id`; failed
// look-ups count against the shared lookup limit.

export function createAdventuresRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();

  app.get('/tour/list', validate('query', listQuery, 'adventures'), async (c) => respond(c, 'adventures', await listAdventures(deps, c.req.valid('query').lang)));

  app.get('/tour/:booking_code/dates', validate('param', codeParam, 'adventures'), validate('query', datesQuery, 'adventures'), async (c) => {
    const query = c.req.valid('query');
    const found = await adventureDates(deps, { productId: c.req.valid('param').booking_code, optionId: query.option_id, from: query.from, days: Number(query.days), lang: requestLang(c) });
    return respond(c, 'adventures', found);
  });

  app.post('/tour/:booking_code/checkout', validate('param', codeParam, 'adventures'), validate('json', checkoutBody, 'adventures'), async (c) => {
    const body = c.req.valid('json');
    const opened = await openOrder(deps, {
      productId: c.req.valid('param').booking_code,
      optionId: body.option_id,
      availabilityId: body.availability_id,
      adults: body.adults,
      minors: body.minors,
      brandId: body.brand_id,
      operativeSource: body.operative_source,
      contact: body.contact,
      lang: body.lang ?? requestLang(c),
    });
    return respond(c, 'adventures', opened);
  });

  app.put('/tour/:booking_code/checkout', limitFailedLookups(deps, 'adventures'), validate('param', codeParam, 'adventures'), validate('json', paymentBody, 'adventures'), async (c) => {
    const body = c.req.valid('json');
    const paid = await payOrder(deps, {
      code: c.req.valid('param').booking_code,
      token: body.order_id,
      paymentMethod: body.payment_method,
      key: body.idempotency_key,
      card: body.card,
      challengeCode: body.challenge_code,
    });
    return respond(c, 'adventures', paid);
  });

  app.get('/tour/:booking_code/checkout', limitFailedLookups(deps, 'adventures'), validate('param', codeParam, 'adventures'), validate('query', checkPaymentQuery, 'adventures'), async (c) =>
    respond(c, 'adventures', await showOrder(deps, c.req.valid('param').booking_code, c.req.valid('query').order_id)),
  );

  app.get('/tour/:booking_code/ticket', limitFailedLookups(deps, 'adventures'), validate('param', codeParam, 'adventures'), validate('query', ticketQuery, 'adventures'), async (c) => {
    const query = c.req.valid('query');
    const ticket = await showAdventureTicket(deps, {
      code: c.req.valid('param').booking_code,
      token: query.order_id,
      fileType: query.file_type,
      sendConfirmation: query.send_confirmation as boolean,
      lang: query.lang,
      name: query.name_tour,
    });
    return respond(c, 'adventures', ticket);
  });

  return app;
}
