import { contactPhoneE164, contactPhoneIssue } from '../../../../domain/reservation/contact-phone';
import { contactStepIssues } from '../../../../domain/reservation/contact-rules';
import { needsAge, type TravellerName } from '../../../../domain/reservation/traveller-rules';
import type { PassengerType } from '../../../../domain/search/passengers';
import type { AppDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import type { LoadedReservation } from '../../reservations';
import { reservationForStep } from '../../reservations';
import { reservationPayload } from '../../reservations';
import { saveContact, type ContactRow, type SavedName } from './booking.queries';

interface Name {
  first_name: string;
  last_name: string;
}

export interface ContactInput {
  flowToken: string | undefined;
  code: string;
  contact: Name & { cell_phone: string; email: string; privacy: boolean };
  goes_contact: boolean;
  travellers: Array<Name & { type?: PassengerType | undefined; age?: number | null | undefined }>;
  lang: Lang;
}

/**
 * setContact: who to reach about the reservation, and every passenger's own name (and age for the
 * fares that depend on it), since each ticket is issued in its passenger's name (docs/rules/booking.md#every-ticket-carries-its-passenger). The rules
 * are the chart's (domain/reservation/contact-rules.ts); the first issue is the answer, on its field.
 */
export async function saveReservationContact(deps: AppDeps, input: ContactInput) {
  const { db, clock, config } = deps;
  const { contact } = input;
  // Whose reservation it is comes first: a stranger learns nothing, not even which fields are wrong.
  const step = await reservationForStep(deps, input, true);
  if (!step.ok) return step;
  const loaded = step.value;
  if (input.travellers.length > loaded.passengers.length) return refuse(400, 'invalid_request', 'travellers');
  // A `type` sent with a name must be that passenger's: names never slide onto another passenger.
  const misplaced = input.travellers.findIndex((t, i) => t.type !== undefined && t.type !== loaded.passengers[i]?.type);
  if (misplaced >= 0) return refuse(400, 'invalid_request', `travellers.${misplaced}.type`);
  const travellers: TravellerName[] = input.travellers.map((t) => ({ first_name: t.first_name, last_name: t.last_name, age: t.age ?? null }));
  const types = loaded.passengers.map((p) => p.type);
  const [issue] = contactStepIssues({ contact, goesContact: input.goes_contact, travellers }, types, contactPhoneIssue);
  if (issue) return refuse(400, issue.code, issue.field.startsWith('travellers.') ? issue.field : `contact.${issue.field}`);
  // Names follow the passengers' order (the reservation's passenger-type order); the age only where the fare asks it.
  const names = loaded.passengers.map((passenger, i) => ({
    passengerId: passenger.id,
    firstName: travellers[i]!.first_name.trim(),
    lastName: travellers[i]!.last_name.trim(),
    age: needsAge(passenger.type) ? travellers[i]!.age : null,
  }));
  const contactRow = {
    contactFirstName: contact.first_name,
    contactLastName: contact.last_name,
    contactCellPhone: contactPhoneE164(contact.cell_phone)!,
    contactEmail: contact.email.toLowerCase(),
    goesContact: input.goes_contact,
  };
  const now = clock.now();
  await saveContact(db, loaded.row.id, contactRow, names, now);
  return success(reservationPayload(withContact(loaded, contactRow, names, now), config, input.lang, clock.now()));
}

/**
 * The reservation as the step loaded it with what saveContact wrote (its columns, the names and ages by passenger id),
 * rather than read again (decision 081): the statement changes nothing else, and a change another tab made meanwhile
 * shows on the next step's read.
 */
export function withContact(loaded: LoadedReservation, contact: ContactRow, names: ReadonlyArray<SavedName>, now: Date): LoadedReservation {
  const byId = new Map(names.map((name) => [name.passengerId, name]));
  return {
    ...loaded,
    row: { ...loaded.row, ...contact, privacyAccepted: true, updatedAt: now },
    passengers: loaded.passengers.map((p) => {
      const name = byId.get(p.id);
      return name ? { ...p, firstName: name.firstName, lastName: name.lastName, age: name.age } : p;
    }),
  };
}
