import {
  MAX_PASSENGERS,
  MAX_STUDENTS,
  MAX_TEACHERS,
  emptyPassengers,
  faresThatCannotBeOpen,
  infantCompanionCount,
  studentCount,
  teacherCount,
  passengerTypes,
  totalPassengers,
  type PassengerCounts,
} from './passengers';
import type { SearchIssue, SearchIssueCode } from './search-rules';

// The rules on who travels together (docs/rules/booking.md#who-may-travel-together), apart from the rest of the search rules and free of
// the schema library: the search form on home checks a mix as the steppers move and the
// saved search is checked before it is restored, both before the booking flow has loaded.

/** What the mix rules look at: the counts, and which legs travel on an open date. */
export interface PassengerMix {
  passengers: PassengerCounts;
  departure: { open: boolean };
  round: boolean;
  return: { open: boolean };
}

export function passengerCountIssues(passengers: PassengerCounts): SearchIssue[] {
  const issues: SearchIssue[] = [];
  const total = totalPassengers(passengers);
  if (total === 0) issues.push({ code: 'passengers_required', field: 'passengers' });
  if (total > MAX_PASSENGERS) issues.push({ code: 'passengers_exceeded', field: 'passengers' });
  if (studentCount(passengers) > MAX_STUDENTS) issues.push({ code: 'students_exceeded', field: 'passengers.student' });
  if (teacherCount(passengers) > MAX_TEACHERS) issues.push({ code: 'teachers_exceeded', field: 'passengers.teacher' });
  if (passengers.infant > infantCompanionCount(passengers)) issues.push({ code: 'infant_per_adult', field: 'passengers.infant' });
  return issues;
}

export function openFareIssues(mix: PassengerMix): SearchIssue[] {
  const openLegs: string[] = [];
  if (mix.departure.open) openLegs.push('departure.open');
  if (mix.round && mix.return.open) openLegs.push('return.open');
  const { passengers } = mix;
  // The catalogue words the plain student fare and the flex fares separately.
  const codes: SearchIssueCode[] = [];
  if (passengers.student > 0) codes.push('student_cannot_be_open');
  if (faresThatCannotBeOpen.some((fare) => fare !== 'student' && passengers[fare] > 0)) codes.push('flex_cannot_be_open');
  return openLegs.flatMap((field) => codes.map((code) => ({ code, field })));
}

/** Every refusal the search will give this mix (fare sale windows aside, which need the calendar). */
export function passengerMixIssues(mix: PassengerMix): SearchIssue[] {
  return [...passengerCountIssues(mix.passengers), ...openFareIssues(mix)];
}

/** A search as stored or typed: every part may be missing. */
export interface SearchDraftMix {
  passengers?: Partial<Record<keyof PassengerCounts, unknown>>;
  departure?: { open?: boolean | null } | null;
  round?: boolean | null;
  return?: { open?: boolean | null } | null;
}

/**
 * A saved search to restore, with its passengers put back to one adult when the rules would refuse
 * the mix (or the counts are not counts): a restored form never starts from a search it cannot make.
 */
export function searchWithAllowedMix<T extends SearchDraftMix>(search: T): T {
  const counts = { ...emptyPassengers(), ...search.passengers };
  const wellFormed = passengerTypes.every((type) => Number.isInteger(counts[type]) && (counts[type] as number) >= 0);
  const mix: PassengerMix = {
    passengers: counts as PassengerCounts,
    departure: { open: search.departure?.open === true },
    round: search.round !== false,
    return: { open: search.return?.open !== false },
  };
  if (wellFormed && passengerMixIssues(mix).length === 0) return search;
  return { ...search, passengers: { ...emptyPassengers(), adult: 1 } };
}
