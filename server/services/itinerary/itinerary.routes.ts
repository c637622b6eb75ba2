import { Hono } from 'hono';
import * as v from 'valibot';
import type { ResolvedDeps } from '../service-deps';
import { fail, requestLang, respond } from '../../http/envelope';
import { limitFailedLookups, limitRequests } from '../../http/rate-limit';
import { databaseId, queryPositiveInt, validate } from '../../http/validate';
import { reservationCodeSchema } from '../../../domain/reservation/reservation-code';
import { calendarDateSchema } from '../../../domain/search/search-schema';
import { cancelReservation, quoteCancellation } from './cancel-reservation';
import { changeAvailability, changeSchedule, changeSchedules } from './change-schedule';
import { findItinerary } from './find-itinerary';
import { resendConfirmationEmail } from './resend-email';
import { proveContact, sendProofCode, type Limited } from './proof-code';
import { payPendOnline } from './pay-pend';
import type { Context } from 'hono';

// The itinerary service ("my reservation", docs/rules/my-reservation.md): routes → use cases → queries, like websale.
// Operations not built here answer 501 not_implemented (mounted by app.ts after these routes).

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
// The code is not checked for its shape here: a malformed code is a wrong code, and gets the one
// not-found answer (decision 019) rather than telling a guesser which codes could exist.
const dataQuery = v.object({
  code: reservationCodeSchema,
  last_name: v.optional(v.pipe(text(80), v.minLength(1))),
  token: v.optional(v.pipe(text(128), v.minLength(1))),
});
const tokenQuery = v.object({ token: v.pipe(text(128), v.minLength(1)) });
const cancelBody = v.object({ token: v.pipe(text(128), v.minLength(1)) });
// Who asks for a code reads the reservation: its read token (or a link token), or its surname.
const readerBody = { token: v.optional(v.pipe(text(128), v.minLength(1))), last_name: v.optional(v.pipe(text(80), v.minLength(1))) };
const proofCodeBody = v.object({ ...readerBody, channel: v.picklist(['email', 'sms']) });
const proofBody = v.object({ ...readerBody, proof_code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(12)) });
const readerOf = (b: { token?: string | undefined; last_name?: string | undefined }) => ({ readToken: b.token, linkToken: b.token, lastName: b.last_name });

/** A per-reservation limit reached inside the use case: 429 with Retry-After, as the middleware answers. */
function answerLimited<T>(c: Context, answer: Limited | T) {
  if (answer && typeof answer === 'object' && 'limited' in answer) {
    c.header('Retry-After', String(answer.limited));
    return fail(c, 429, 'itinerary', 'too_many_requests');
  }
  return null;
}
const idParam = v.object({ id: v.pipe(text(64), v.minLength(1)) });
const isoDate = calendarDateSchema;
const schedulesQuery = v.object({ token: v.pipe(text(128), v.minLength(1)), ticket_id: queryPositiveInt, date: isoDate });
const availabilityQuery = v.object({ token: v.pipe(text(128), v.minLength(1)), ticket_id: queryPositiveInt, schedule_id: queryPositiveInt, schedule_detail_id: queryPositiveInt });
const changeBody = v.object({
  token: v.pipe(text(128), v.minLength(1)),
  ticket_id: databaseId,
  date: isoDate,
  schedule_id: databaseId,
  schedule_detail_id: databaseId,
  seat: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999))),
  seats: v.optional(v.pipe(v.array(v.object({ ticket_id: databaseId, seat: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)) })), v.maxLength(10))),
  passenger_name: v.optional(text(80)),
  idempotency_key: v.optional(v.pipe(v.string(), v.trim(), v.minLength(8), v.maxLength(64))),
  card: v.optional(v.object({ number: text(23), name: text(80), expiry: text(7), cvv: text(4) })),
  challenge_code: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(12))),
});

const payPendBody = v.object({
  token: v.pipe(text(128), v.minLength(1)),
  idempotency_key: v.optional(v.pipe(v.string(), v.trim(), v.minLength(8), v.maxLength(64))),
  card: v.optional(v.object({ number: text(23), name: text(80), expiry: text(7), cvv: text(4) })),
  challenge_code: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(12))),
});

export function createItineraryRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();
  // Failed lookups share websale's limit (decision 018): a guesser gets 20 tries per window in all.
  app.on(['GET', 'POST'], ['/reservation/data', '/reservation/:id/cancellation', '/reservation/:id/cancel', '/reservation/:id/schedules', '/reservation/:id/schedule_availability', '/reservation/:id/change_schedule', '/reservation/:id/resend_email', '/reservation/:id/proof_code', '/reservation/:id/proof', '/reservation/:id/pay_pend'], limitFailedLookups(deps, 'itinerary'));
  // Every lookup counts, found or not (decision 063): a surname that opens one reservation does not open hundreds.
  app.get('/reservation/data', limitRequests(deps, 'lookups', 'itinerary'));

  app.get('/reservation/data', validate('query', dataQuery), async (c) => {
    const query = c.req.valid('query');
    const answer = await findItinerary(deps, query.code, { lastName: query.last_name, linkToken: query.token, readToken: query.token }, requestLang(c));
    return respond(c, 'itinerary', answer);
  });

  app.get('/reservation/:id/cancellation', validate('param', idParam), validate('query', tokenQuery), async (c) => {
    const answer = await quoteCancellation(deps, c.req.valid('param').id, c.req.valid('query').token);
    return respond(c, 'itinerary', answer);
  });

  app.post('/reservation/:id/cancel', validate('param', idParam), validate('json', cancelBody), async (c) => {
    const answer = await cancelReservation(deps, c.req.valid('param').id, c.req.valid('json').token, requestLang(c));
    return respond(c, 'itinerary', answer);
  });

  app.get('/reservation/:id/schedules', validate('param', idParam), validate('query', schedulesQuery), async (c) => {
    const q = c.req.valid('query');
    const answer = await changeSchedules(deps, { code: c.req.valid('param').id, token: q.token, ticketId: q.ticket_id, date: q.date, lang: requestLang(c) });
    return respond(c, 'itinerary', answer);
  });

  app.get('/reservation/:id/schedule_availability', validate('param', idParam), validate('query', availabilityQuery), async (c) => {
    const q = c.req.valid('query');
    const input = { code: c.req.valid('param').id, token: q.token, ticketId: q.ticket_id, scheduleId: q.schedule_id, scheduleDetailId: q.schedule_detail_id, lang: requestLang(c) };
    return respond(c, 'itinerary', await changeAvailability(deps, input));
  });

  app.post('/reservation/:id/change_schedule', validate('param', idParam), validate('json', changeBody), async (c) => {
    const b = c.req.valid('json');
    const input = { code: c.req.valid('param').id, token: b.token, ticketId: b.ticket_id, scheduleId: b.schedule_id, scheduleDetailId: b.schedule_detail_id, seat: b.seat, seats: b.seats?.map((s) => ({ ticketId: s.ticket_id, seat: s.seat })), passengerName: b.passenger_name, card: b.card, attemptKey: c.req.header('idempotency-key')?.trim() || b.idempotency_key, challengeCode: b.challenge_code };
    return respond(c, 'itinerary', await changeSchedule(deps, input, requestLang(c)));
  });

  // A PEND paid by card before its deadline, with the proof of the contact (decision 065).
  app.post('/reservation/:id/pay_pend', validate('param', idParam), validate('json', payPendBody), async (c) => {
    const b = c.req.valid('json');
    const input = { code: c.req.valid('param').id, token: b.token, card: b.card, attemptKey: c.req.header('idempotency-key')?.trim() || b.idempotency_key, challengeCode: b.challenge_code };
    return respond(c, 'itinerary', await payPendOnline(deps, input, requestLang(c)));
  });

  app.post('/reservation/:id/resend_email', validate('param', idParam), validate('json', cancelBody), async (c) => {
    const answer = await resendConfirmationEmail(deps, c.req.valid('param').id, c.req.valid('json').token);
    if ('limited' in answer) {
      c.header('Retry-After', String(answer.limited));
      return fail(c, 429, 'itinerary', 'too_many_requests');
    }
    return respond(c, 'itinerary', answer);
  });

  // Proof of the contact (decision 063): a one-time code to the booking's e-mail or phone, typed back for a link token.
  app.post('/reservation/:id/proof_code', validate('param', idParam), validate('json', proofCodeBody), async (c) => {
    const body = c.req.valid('json');
    const answer = await sendProofCode(deps, c.req.valid('param').id, readerOf(body), body.channel);
    return answerLimited(c, answer) ?? respond(c, 'itinerary', answer as Exclude<typeof answer, Limited>);
  });

  app.post('/reservation/:id/proof', validate('param', idParam), validate('json', proofBody), async (c) => {
    const body = c.req.valid('json');
    const answer = await proveContact(deps, c.req.valid('param').id, readerOf(body), body.proof_code);
    return answerLimited(c, answer) ?? respond(c, 'itinerary', answer as Exclude<typeof answer, Limited>);
  });

  return app;
}
