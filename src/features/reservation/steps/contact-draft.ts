import { composePhone, splitPhone, type PhoneCountry } from '../../../../domain/reservation/contact-phone';
import type { ContactStepInput } from '../../../../domain/reservation/contact-rules';
import type { Contact, Reservation } from '../../../../domain/reservation/reservation-state';
import { ageOf, reservationTravellers, type Traveller } from '../../../../domain/reservation/traveller-rules';

// What the contact step holds while the traveller types, and how it becomes the chart's event. Pure,
// so the prefilling of passenger 1 is tested without a page.

export interface TravellerDraft {
  first_name: string;
  last_name: string;
  /** As typed; the rule reads whole years from it. */
  age: string;
}

export interface ContactDraft {
  contact: Contact;
  phoneCountry: PhoneCountry;
  phoneNational: string;
  /** The contact travels, as passenger 1: their name is copied there while it was not changed. */
  goesContact: boolean;
  travellers: TravellerDraft[];
}

const nameOf = (t: Pick<Traveller, 'first_name' | 'last_name'>) => `${t.first_name}\u0000${t.last_name}`;

/** The draft of a reservation: what was saved, else the contact travelling as passenger 1. */
export function initialContactDraft(reservation: Reservation): ContactDraft {
  const saved = reservation.contact.first_name.trim() !== '';
  const goesContact = saved ? reservation.goes_contact : true;
  const travellers = reservationTravellers(reservation).map((t) => ({ first_name: t.first_name, last_name: t.last_name, age: t.age === null ? '' : String(t.age) }));
  const first = travellers[0];
  if (goesContact && first && !first.first_name && !first.last_name) {
    travellers[0] = { ...first, first_name: reservation.contact.first_name, last_name: reservation.contact.last_name };
  }
  const phone = splitPhone(reservation.contact.cell_phone);
  return { contact: reservation.contact, phoneCountry: phone.country, phoneNational: phone.national, goesContact, travellers };
}

/** Passenger 1 follows the contact's name while the contact travels and it still reads the contact's name. */
export function withContactName(draft: ContactDraft, field: 'first_name' | 'last_name', value: string): ContactDraft {
  const contact = { ...draft.contact, [field]: value };
  const first = draft.travellers[0];
  if (!draft.goesContact || !first || nameOf(first) !== nameOf(draft.contact)) return { ...draft, contact };
  return { ...draft, contact, travellers: [{ ...first, [field]: value }, ...draft.travellers.slice(1)] };
}

/** Ticked: an empty passenger 1 takes the contact's name. Unticked: a passenger 1 still named as the contact is emptied. */
export function withGoesContact(draft: ContactDraft, goesContact: boolean): ContactDraft {
  const first = draft.travellers[0];
  if (!first) return { ...draft, goesContact };
  const empty = !first.first_name && !first.last_name;
  const named = nameOf(first) === nameOf(draft.contact);
  let next = first;
  if (goesContact && empty) next = { ...first, first_name: draft.contact.first_name, last_name: draft.contact.last_name };
  if (!goesContact && named) next = { ...first, first_name: '', last_name: '' };
  return { ...draft, goesContact, travellers: [next, ...draft.travellers.slice(1)] };
}

export function withTraveller(draft: ContactDraft, index: number, field: keyof TravellerDraft, value: string): ContactDraft {
  return { ...draft, travellers: draft.travellers.map((t, i) => (i === index ? { ...t, [field]: value } : t)) };
}

/** What contact.submit carries: the phone in E.164, ages in whole years. */
export function contactSubmission(draft: ContactDraft): ContactStepInput {
  return {
    contact: { ...draft.contact, cell_phone: composePhone(draft.phoneCountry, draft.phoneNational) },
    goesContact: draft.goesContact,
    travellers: draft.travellers.map((t) => ({ first_name: t.first_name, last_name: t.last_name, age: ageOf(t.age) })),
  };
}

/** What a signed-in frequent traveller brings to the contact step (the loyalty profile). */
export interface MemberDetails {
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  passengers?: Array<{ first_name: string; last_name: string }>;
}

/**
 * docs/rules/loyalty.md#members-in-the-booking-flow: a signed-in member's contact and saved passengers fill in; only empty fields are filled, so what
 * the traveller typed stays, and everything stays editable. Passenger 1 is the member while the contact
 * travels; the other passengers take the saved ones in order.
 */
export function withMember(draft: ContactDraft, member: MemberDetails): ContactDraft {
  const fill = (current: string, value: string) => (current.trim() ? current : value);
  let next: ContactDraft = draft;
  if (!draft.contact.first_name.trim()) next = withContactName(next, 'first_name', member.first_name);
  if (!draft.contact.last_name.trim()) next = withContactName(next, 'last_name', member.last_name);
  const phone = splitPhone(member.cell_phone);
  const noPhone = !draft.phoneNational.trim();
  next = {
    ...next,
    contact: { ...next.contact, email: fill(next.contact.email, member.email), cell_phone: noPhone ? member.cell_phone : next.contact.cell_phone },
    ...(noPhone ? { phoneCountry: phone.country, phoneNational: phone.national } : {}),
  };
  const saved = [...(member.passengers ?? [])];
  const travellers = next.travellers.map((t, i) => {
    if (i === 0 && next.goesContact) return t;
    if (t.first_name.trim() || t.last_name.trim()) return t;
    const passenger = saved.shift();
    return passenger ? { ...t, first_name: passenger.first_name, last_name: passenger.last_name } : t;
  });
  return { ...next, travellers };
}
