import { passengerList, type PassengerCounts, type PassengerType } from '../search/passengers';

// Every ticket carries its own passenger (docs/rules/booking.md#every-ticket-carries-its-passenger: tickets are personal and non-transferable).
// One entry per passenger, in the reservation's passenger order (domain/search/passengers' passengerList):
// a first and last name each, and an age for the fares that depend on it (docs/rules/booking.md#passenger-types: minor 3-12 years,
// infant 0-2). The age is the one on the day of travel, in whole years, as the traveller declares it;
// the browser checks it early, the server decides with the same function.

export interface TravellerName {
  first_name: string;
  last_name: string;
  /** Whole years; null when not given (only minors and infants are asked). */
  age: number | null;
}

/** A passenger as the reservation answers it: its stable id (seats are assigned by it), type and name. */
export interface Traveller extends TravellerName {
  id: number;
  type: PassengerType;
}

export type TravellerField = 'first_name' | 'last_name' | 'age';
export const travellerIssueCodes = [
  'first_name_required',
  'last_name_required',
  'invalid_name',
  'age_required',
  'minor_age_out_of_range',
  'infant_age_out_of_range',
] as const;
export type TravellerIssueCode = (typeof travellerIssueCodes)[number];

export interface TravellerIssue {
  code: TravellerIssueCode;
  /** `travellers.<index>.<field>`, the path the server names too. */
  field: `travellers.${number}.${TravellerField}`;
}

/** The fares whose price depends on the traveller's age, with the ages they are for (inclusive). */
export const fareAges: Partial<Record<PassengerType, { min: number; max: number }>> = {
  minor: { min: 3, max: 12 },
  infant: { min: 0, max: 2 },
};

export const needsAge = (type: PassengerType): boolean => fareAges[type] !== undefined;

// Letters of any alphabet (accents, ñ, ü) with single spaces, apostrophes, hyphens or dots between words.
const namePattern = /^\p{L}+(?:[ '.-]{1,2}\p{L}+)*\.?$/u;

/** The first rule a person's name breaks, as a catalogue code; null when it is a name. */
export function nameIssue(value: string, required: 'first_name_required' | 'last_name_required') {
  const trimmed = value.trim();
  if (trimmed === '') return required;
  return namePattern.test(trimmed) ? null : ('invalid_name' as const);
}

/** The age's issue for a fare: missing, or outside the fare's range; null for fares without an age. */
export function ageIssue(type: PassengerType, age: number | null): TravellerIssueCode | null {
  const range = fareAges[type];
  if (!range) return null;
  if (age === null || !Number.isInteger(age)) return 'age_required';
  if (age >= range.min && age <= range.max) return null;
  return type === 'minor' ? 'minor_age_out_of_range' : 'infant_age_out_of_range';
}

/** Every issue of the passengers' names and ages; a missing entry is a passenger without a name. */
export function travellerIssues(types: readonly PassengerType[], travellers: readonly TravellerName[]): TravellerIssue[] {
  const issues: TravellerIssue[] = [];
  types.forEach((type, index) => {
    const traveller = travellers[index] ?? { first_name: '', last_name: '', age: null };
    const first = nameIssue(traveller.first_name, 'first_name_required');
    if (first) issues.push({ code: first, field: `travellers.${index}.first_name` });
    const last = nameIssue(traveller.last_name, 'last_name_required');
    if (last) issues.push({ code: last, field: `travellers.${index}.last_name` });
    const age = ageIssue(type, traveller.age);
    if (age) issues.push({ code: age, field: `travellers.${index}.age` });
  });
  return issues;
}

/** A typed age as the rule reads it: whole years, or null while the field is empty. */
export function ageOf(typed: string): number | null {
  return /^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : null;
}

/** The name a seat map or a ticket shows for a passenger; empty until the contact step named them. */
export function travellerFullName(traveller: Pick<TravellerName, 'first_name' | 'last_name'>): string {
  return [traveller.first_name.trim(), traveller.last_name.trim()].filter(Boolean).join(' ');
}

/**
 * The reservation's passengers as the contact step and the seat map show them: the server's list
 * (with ids) once it answered one, else one unnamed entry per passenger of the search (id 0).
 */
export function reservationTravellers(reservation: { passengers: PassengerCounts; travellers: readonly Traveller[] }): Traveller[] {
  if (reservation.travellers.length > 0) return reservation.travellers.map((t) => ({ ...t }));
  return passengerList(reservation.passengers).map((type) => ({ id: 0, type, first_name: '', last_name: '', age: null }));
}

/** The passengers with the names (and ages) the contact step gave them, in order; ids and types kept. */
export function namedTravellers(reservation: { passengers: PassengerCounts; travellers: readonly Traveller[] }, names: readonly TravellerName[]): Traveller[] {
  return reservationTravellers(reservation).map((traveller, i) => {
    const name = names[i];
    return name ? { ...traveller, first_name: name.first_name.trim(), last_name: name.last_name.trim(), age: needsAge(traveller.type) ? name.age : null } : traveller;
  });
}
