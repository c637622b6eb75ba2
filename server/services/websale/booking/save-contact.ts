import { isEmail, isMobile } from '../../../../domain/format-validators';
import type { AppDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../failure';
import { loadReservation } from '../reservation/reservation.queries';
import { reservationForStep } from '../reservation/reservation-for-step';
import { reservationPayload } from '../reservation/reservation-view';
import { saveContact } from './booking.queries';

// Letters of any alphabet (accents, ñ, ü) with single spaces, apostrophes, hyphens or dots between words.
const namePattern = /^\p{L}+(?:[ '.-]{1,2}\p{L}+)*\.?$/u;

interface Name {
  first_name: string;
  last_name: string;
}

export interface ContactInput {
  flowToken: string | undefined;
  code: string;
  contact: Name & { cell_phone: string; email: string; privacy: boolean };
  goes_contact: boolean;
  travellers: Name[];
  lang: Lang;
}

/** The first rule a name breaks, as a catalogue code. */
function nameIssue(value: string, required: 'first_name_required' | 'last_name_required') {
  if (value === '') return required;
  return namePattern.test(value) ? null : ('invalid_name' as const);
}

/** setContact: who to reach about the reservation, and optionally each traveller's name. */
export async function saveReservationContact(deps: AppDeps, input: ContactInput) {
  const { db, clock, config } = deps;
  const { contact, travellers } = input;
  // Whose reservation it is comes first: a stranger learns nothing, not even which fields are wrong.
  const step = await reservationForStep(deps, input, true);
  if (!step.ok) return step;
  const first = nameIssue(contact.first_name, 'first_name_required');
  if (first) return refuse(400, first, 'contact.first_name');
  const last = nameIssue(contact.last_name, 'last_name_required');
  if (last) return refuse(400, last, 'contact.last_name');
  if (!isMobile(contact.cell_phone)) return refuse(400, 'invalid_mobile', 'contact.cell_phone');
  if (!isEmail(contact.email)) return refuse(400, 'invalid_email', 'contact.email');
  if (!contact.privacy) return refuse(400, 'privacy_required', 'contact.privacy');
  for (const [i, t] of travellers.entries()) {
    const issue = nameIssue(t.first_name, 'first_name_required') ?? nameIssue(t.last_name, 'last_name_required');
    if (issue) return refuse(400, issue, `travellers.${i}`);
  }
  const loaded = step.value;
  if (travellers.length > loaded.passengers.length) return refuse(400, 'invalid_request', 'travellers');
  // Names follow the passengers' order (the reservation's passenger-type order).
  const names = travellers.flatMap((t, i) => {
    const passenger = loaded.passengers[i];
    return passenger ? [{ passengerId: passenger.id, firstName: t.first_name, lastName: t.last_name }] : [];
  });
  const contactRow = {
    contactFirstName: contact.first_name,
    contactLastName: contact.last_name,
    contactCellPhone: contact.cell_phone,
    contactEmail: contact.email.toLowerCase(),
    goesContact: input.goes_contact,
  };
  await saveContact(db, loaded.row.id, contactRow, names, clock.now());
  const updated = await loadReservation(db, loaded.row.code);
  if (!updated) return refuse(404, 'reservation_not_found', 'code');
  return success(reservationPayload(updated, config, input.lang, clock.now()));
}
