import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { isEmail, isMobile } from '../../../domain/format-validators';
import type { AppDeps } from '../../app-deps';
import { passengers, reservations } from '../../db/schema/reservations.schema';
import { fail, ok, requestLang } from '../../http/envelope';
import { readJsonBody } from '../../http/request-input';
import { parseInput } from '../../http/validate';
import { loadReservation } from './reservation.queries';
import { reservationForStep } from './reservation-step';
import { reservationPayload, shuttleDestinations, type AdditionalsSelection } from './reservation-view';
import { createSchedulesRoutes } from './schedules.routes';
import { createSeatsRoutes } from './seats.routes';

// Letters of any alphabet (accents, ñ, ü) with single spaces, apostrophes, hyphens or dots between words.
const namePattern = /^\p{L}+(?:[ '.-]{1,2}\p{L}+)*\.?$/u;
const SERVED_BY_SHUTTLE = new Set(['guadalajara', 'zapopan']);

const code = v.pipe(v.string(), v.minLength(1), v.maxLength(20));
const name = v.pipe(v.string(), v.trim(), v.maxLength(80));
const contactBody = v.object({
  code,
  contact: v.object({
    first_name: name,
    last_name: name,
    cell_phone: v.pipe(v.string(), v.trim(), v.maxLength(20)),
    email: v.pipe(v.string(), v.trim(), v.maxLength(120)),
    privacy: v.boolean(),
  }),
  goes_contact: v.optional(v.boolean(), false),
  travellers: v.optional(v.pipe(v.array(v.object({ first_name: name, last_name: name })), v.maxLength(10)), []),
});

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10));
const additionalsBody = v.object({
  code,
  insurance: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9))),
      v.maxLength(10),
      v.check((list) => new Set(list).size === list.length),
    ),
    [],
  ),
  shuttle: v.optional(v.nullable(v.object({ destination: v.picklist(shuttleDestinations) })), null),
  pets: v.optional(count, 0),
  wheelchair: v.optional(v.nullable(v.object({ spaces: count, note: v.pipe(v.string(), v.trim(), v.maxLength(300)) })), null),
});

/** The first rule a name breaks, as a catalogue code. */
function nameIssue(value: string, required: 'first_name_required' | 'last_name_required') {
  if (value === '') return required;
  return namePattern.test(value) ? null : ('invalid_name' as const);
}

/** Booking steps after the search: schedules, contact and additional services. */
export function createBookingStepRoutes(deps: AppDeps): Hono {
  const { db, clock, config } = deps;
  const app = new Hono();
  app.route('/', createSchedulesRoutes(deps));
  app.route('/', createSeatsRoutes(deps));

  app.post('/reservation/contact', async (c) => {
    const body = await readJsonBody(c, 'websale');
    if (!body.ok) return body.response;
    const input = parseInput(c, 'websale', contactBody, body.value);
    if (!input.ok) return input.response;
    const { contact, travellers } = input.value;
    const first = nameIssue(contact.first_name, 'first_name_required');
    if (first) return fail(c, 400, 'websale', first, 'contact.first_name');
    const last = nameIssue(contact.last_name, 'last_name_required');
    if (last) return fail(c, 400, 'websale', last, 'contact.last_name');
    if (!isMobile(contact.cell_phone)) return fail(c, 400, 'websale', 'invalid_mobile', 'contact.cell_phone');
    if (!isEmail(contact.email)) return fail(c, 400, 'websale', 'invalid_email', 'contact.email');
    if (!contact.privacy) return fail(c, 400, 'websale', 'privacy_required', 'contact.privacy');
    for (const [i, t] of travellers.entries()) {
      const issue = nameIssue(t.first_name, 'first_name_required') ?? nameIssue(t.last_name, 'last_name_required');
      if (issue) return fail(c, 400, 'websale', issue, `travellers.${i}`);
    }
    const step = await reservationForStep(c, deps, input.value.code, true);
    if (!step.ok) return step.response;
    const loaded = step.value;
    if (travellers.length > loaded.passengers.length) return fail(c, 400, 'websale', 'invalid_request', 'travellers');
    await db.transaction(async (tx) => {
      await tx
        .update(reservations)
        .set({
          contactFirstName: contact.first_name,
          contactLastName: contact.last_name,
          contactCellPhone: contact.cell_phone,
          contactEmail: contact.email.toLowerCase(),
          privacyAccepted: true,
          goesContact: input.value.goes_contact,
          updatedAt: clock.now(),
        })
        .where(eq(reservations.id, loaded.row.id));
      // Names follow the passengers' order (the reservation's passenger-type order).
      for (const [i, t] of travellers.entries()) {
        const passenger = loaded.passengers[i];
        if (passenger) await tx.update(passengers).set({ firstName: t.first_name, lastName: t.last_name }).where(eq(passengers.id, passenger.id));
      }
    });
    const updated = await loadReservation(db, loaded.row.code);
    if (!updated) return fail(c, 404, 'websale', 'reservation_not_found', 'code');
    return ok(c, reservationPayload(updated, config, requestLang(c), clock.now()));
  });

  app.post('/reservation/additionals', async (c) => {
    const body = await readJsonBody(c, 'websale');
    if (!body.ok) return body.response;
    const input = parseInput(c, 'websale', additionalsBody, body.value);
    if (!input.ok) return input.response;
    const { insurance, shuttle, pets, wheelchair } = input.value;
    const step = await reservationForStep(c, deps, input.value.code, true);
    if (!step.ok) return step.response;
    const loaded = step.value;
    const outOfRange = insurance.findIndex((index) => index >= loaded.passengers.length);
    if (outOfRange >= 0) return fail(c, 400, 'websale', 'insurance_passenger_invalid', `insurance.${outOfRange}`);
    if (shuttle && !SERVED_BY_SHUTTLE.has(loaded.origin.slug) && !SERVED_BY_SHUTTLE.has(loaded.destination.slug)) {
      return fail(c, 400, 'websale', 'shuttle_not_available', 'shuttle');
    }
    if (pets > 1) return fail(c, 400, 'websale', 'pet_limit_exceeded', 'pets');
    const spaces = wheelchair?.spaces ?? 0;
    if (spaces > 1) return fail(c, 400, 'websale', 'wheelchair_limit_exceeded', 'wheelchair.spaces');
    if (spaces === 1 && wheelchair?.note === '') return fail(c, 400, 'websale', 'wheelchair_note_required', 'wheelchair.note');
    const selection: AdditionalsSelection = {
      insurance: [...insurance].sort((a, b) => a - b),
      shuttle,
      pets,
      wheelchair: wheelchair && spaces > 0 ? wheelchair : null,
    };
    await db.update(reservations).set({ additionals: selection, updatedAt: clock.now() }).where(eq(reservations.id, loaded.row.id));
    const updated = await loadReservation(db, loaded.row.code);
    if (!updated) return fail(c, 404, 'websale', 'reservation_not_found', 'code');
    return ok(c, reservationPayload(updated, config, requestLang(c), clock.now()));
  });

  return app;
}
