import { Hono, type Context } from 'hono';
import { LOYALTY_SESSION_HEADER } from '../../../../domain/loyalty/account-rules';
import type { ResolvedDeps } from '../../service-deps';
import { requestLang, respond } from '../../../http/envelope';
import { limitFailedLookups } from '../../../http/rate-limit';
import { validate } from '../../../http/validate';
import { cancelTourBooking, quoteTourCancellation } from './cancel-booking';
import { checkReservation } from './check-reservation';
import { checkSession } from './check-session';
import { confirmBooking } from './confirm-booking';
import { answerChallenge, payBooking } from './pay-booking';
import { currentPayment } from './pay-by-card';
import { bookingQuery, challengeBody, checkoutBody, optionalBookingQuery, paymentBody, shoppingBody, ticketQuery } from './sale-schemas';
import { saveShopping } from './save-shopping';
import { setContact } from './set-contact';
import { showShopping } from './show-shopping';
import { showTicket, type TicketLookup } from './show-ticket';

// The tours sale (docs/rules/tours.md, decision 054): the cart and its session, the contact, the payment, the
// booking, the ticket and the reservation check. The booking id travels in `booking_id`.

/** A signed-in frequent traveller's loyalty session (points, decision 069), when sent. */
const sessionOf = (c: Context) => c.req.header(LOYALTY_SESSION_HEADER)?.slice(0, 200) || undefined;

/** The booking's id; else its code with the contact's surname or a read token (never both). */
function ticketLookup(query: { booking_id?: string; code?: string; last_name?: string; read_token?: string }): TicketLookup | null {
  if (query.booking_id !== undefined) return { bookingId: query.booking_id };
  if (query.code === undefined || (query.last_name === undefined) === (query.read_token === undefined)) return null;
  return query.last_name !== undefined ? { code: query.code, lastName: query.last_name } : { code: query.code, readToken: query.read_token! };
}

export function createTourSaleRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();

  app.get('/tour/check/shopping', validate('query', bookingQuery, 'tours'), async (c) =>
    respond(c, 'tours', await showShopping(deps, c.req.valid('query').booking_id, requestLang(c))),
  );

  app.post('/tour/check/shopping', validate('query', optionalBookingQuery, 'tours'), validate('json', shoppingBody, 'tours'), async (c) => {
    const bookingId = c.req.valid('query').booking_id;
    const body = c.req.valid('json');
    const lang = requestLang(c);
    if (body.shopping === undefined) return respond(c, 'tours', await checkSession(deps, bookingId, lang));
    return respond(c, 'tours', await saveShopping(deps, { bookingId, cart: body.shopping.shopping, approve: body.approve, lang }));
  });

  app.put('/tour/sale/checkout', validate('query', bookingQuery, 'tours'), validate('json', checkoutBody, 'tours'), async (c) =>
    respond(c, 'tours', await setContact(deps, c.req.valid('query').booking_id, c.req.valid('json').contact)),
  );

  app.get('/tour/sale/payment', validate('query', bookingQuery, 'tours'), async (c) =>
    respond(c, 'tours', await currentPayment(deps, c.req.valid('query').booking_id, sessionOf(c))),
  );

  app.post('/tour/sale/payment', validate('query', bookingQuery, 'tours'), validate('json', paymentBody, 'tours'), async (c) => {
    const body = c.req.valid('json');
    const input = { bookingId: c.req.valid('query').booking_id, paymentType: body.payment_type, key: body.idempotency_key, card: body.card, points: body.points, session: sessionOf(c) };
    return respond(c, 'tours', await payBooking(deps, input));
  });

  app.put('/tour/sale/payment', validate('query', bookingQuery, 'tours'), validate('json', challengeBody, 'tours'), async (c) => {
    const body = c.req.valid('json');
    const input = { bookingId: c.req.valid('query').booking_id, number: body.number, key: body.idempotency_key, code: body.challenge_code };
    return respond(c, 'tours', await answerChallenge(deps, input));
  });

  app.post('/tour/sale/booking', validate('query', bookingQuery, 'tours'), async (c) =>
    respond(c, 'tours', await confirmBooking(deps, c.req.valid('query').booking_id, requestLang(c))),
  );

  app.get('/tour/sale/cancel', validate('query', bookingQuery, 'tours'), async (c) => respond(c, 'tours', await quoteTourCancellation(deps, c.req.valid('query').booking_id)));

  app.post('/tour/sale/cancel', validate('query', bookingQuery, 'tours'), async (c) =>
    respond(c, 'tours', await cancelTourBooking(deps, c.req.valid('query').booking_id, requestLang(c))),
  );

  // A ticket found by code and surname (My reservation) is a lookup like a bus reservation's: its failures count
  // against the shared lookup limit (decision 018), so codes and surnames cannot be tried at will.
  app.get('/tour/sale/ticket', limitFailedLookups(deps, 'tours'), validate('query', ticketQuery, 'tours'), async (c) => {
    const query = c.req.valid('query');
    const lookup = ticketLookup(query);
    if (lookup === null) return respond(c, 'tours', { ok: false, status: 400, errors: [{ code: 'invalid_request', field: 'booking_id' }] });
    // A download link (My reservation's PDF and HTML) names its language: a link sends no header.
    const found = await showTicket(deps, lookup, query.lang ?? requestLang(c));
    if (!found.ok || query.file_type === 'json') return respond(c, 'tours', found.ok ? { ok: true, value: { ticket: found.value.ticket } } : found);
    if (query.file_type === 'html') return c.html(found.value.html);
    return c.body(new Uint8Array(found.value.pdf), 200, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="tours-${found.value.ticket.number}.pdf"` });
  });

  app.post('/tour/check/reservation', validate('query', bookingQuery, 'tours'), async (c) => {
    const checked = await checkReservation(deps, c.req.valid('query').booking_id);
    // A failed reservation check carries no error detail (docs/rules/tours.md#the-calls): its bare code, no field.
    return respond(c, 'tours', checked.ok ? checked : { ...checked, errors: checked.errors.map((e) => ({ code: e.code })) });
  });

  return app;
}
