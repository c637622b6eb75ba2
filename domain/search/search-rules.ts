import * as v from 'valibot';
import { checkFareWindow, nextFareWindow, type FareWindowOpening, type FareWindows } from './fare-windows';
import { openFareIssues, passengerCountIssues } from './passenger-mix';
import { windowedFares } from './passengers';
import { lastSaleDay } from './sales-horizon';
import { searchInputSchema, type Search } from './search-schema';

// The search rules (docs/rules/booking.md#the-search-form), as plain functions over a parsed search. Every failure is a
// websale catalogue code (domain/errors/catalogue.gen.ts) plus the field it concerns, never text:
// the UI and the server translate codes with the catalogue. Not yet in the catalogue:
// destination_same_as_origin, departure_in_past, return_required.

export const searchIssueCodes = [
  'invalid_request',
  'origin_required',
  'destination_required',
  'destination_same_as_origin',
  'passengers_required',
  'departure_required',
  'departure_in_past',
  'departure_beyond_horizon',
  'return_required',
  'return_without_departure',
  'return_before_departure',
  'return_beyond_horizon',
  'passengers_exceeded',
  'students_exceeded',
  'teachers_exceeded',
  'student_cannot_be_open',
  'flex_cannot_be_open',
  'infant_per_adult',
  'fare_window_closed',
] as const;

export type SearchIssueCode = (typeof searchIssueCodes)[number];

export interface SearchIssue {
  code: SearchIssueCode;
  /** Dotted path of the input field, e.g. `return.date` or `passengers.student`. */
  field: string;
  /** A closed fare window: when the fare is sold next, and for which travel dates (null: none configured ahead). */
  opening?: FareWindowOpening | null;
}

export interface SearchRuleContext {
  /** Today's date (yyyy-mm-dd) in the company's time zone, from an injected clock. */
  today: string;
  windows: FareWindows;
  /** Days ahead tickets are sold (sales-horizon.ts); the server passes its configured value. */
  horizonDays?: number;
}

export type SearchValidation = { ok: true; value: Search } | { ok: false; issues: SearchIssue[] };

/** The dates actually travelled: open legs and the return of a one-way trip have none. */
export function travelDates(search: Search): string[] {
  const dates: string[] = [];
  if (!search.departure.open && search.departure.date) dates.push(search.departure.date);
  if (search.round && !search.return.open && search.return.date) dates.push(search.return.date);
  return dates;
}

function placeIssues(search: Search): SearchIssue[] {
  const issues: SearchIssue[] = [];
  if (!search.origin) issues.push({ code: 'origin_required', field: 'origin' });
  if (!search.destination) issues.push({ code: 'destination_required', field: 'destination' });
  else if (search.destination === search.origin) issues.push({ code: 'destination_same_as_origin', field: 'destination' });
  return issues;
}

function dateIssues(search: Search, today: string, lastDay: string): SearchIssue[] {
  const issues: SearchIssue[] = [];
  const { departure } = search;
  const departureDate = departure.open ? null : departure.date;
  if (!departure.open && !departure.date) issues.push({ code: 'departure_required', field: 'departure' });
  if (departureDate && departureDate < today) issues.push({ code: 'departure_in_past', field: 'departure.date' });
  if (departureDate && departureDate > lastDay) issues.push({ code: 'departure_beyond_horizon', field: 'departure.date' });
  if (!search.round) return issues;
  const ret = search.return;
  if (!ret.open && !ret.date) issues.push({ code: 'return_required', field: 'return' });
  if (ret.open || !ret.date) return issues;
  if (!departureDate) issues.push({ code: 'return_without_departure', field: 'return.date' });
  else if (ret.date < departureDate) issues.push({ code: 'return_before_departure', field: 'return.date' });
  if (ret.date > lastDay) issues.push({ code: 'return_beyond_horizon', field: 'return.date' });
  return issues;
}

function fareWindowIssues(search: Search, context: SearchRuleContext): SearchIssue[] {
  const dates = travelDates(search);
  return windowedFares.flatMap((fare): SearchIssue[] => {
    if (search.passengers[fare] === 0) return [];
    const verdict = checkFareWindow(context.windows[fare], context.today, dates);
    if (verdict === 'ok') return [];
    // One catalogue code covers both a closed sale window and travel dates outside it; the window ahead says when.
    return [{ code: 'fare_window_closed', field: `passengers.${fare}`, opening: nextFareWindow(context.windows[fare], context.today) }];
  });
}

/** Every rule failure of a parsed search, in form order. */
export function searchRuleIssues(search: Search, context: SearchRuleContext): SearchIssue[] {
  return [
    ...placeIssues(search),
    ...passengerCountIssues(search.passengers),
    ...dateIssues(search, context.today, lastSaleDay(context.today, context.horizonDays)),
    ...openFareIssues(search),
    ...fareWindowIssues(search, context),
  ];
}

function normalise(search: Search): Search {
  // Open legs carry no date, and a one-way trip carries no return, so nothing downstream has to
  // remember to ignore them.
  return {
    ...search,
    departure: search.departure.open ? { date: null, open: true } : search.departure,
    return: search.round ? (search.return.open ? { date: null, open: true } : search.return) : { date: null, open: true },
  };
}

/** Parses and checks a search, returning all failures at once. */
export function validateSearch(input: unknown, context: SearchRuleContext): SearchValidation {
  const parsed = v.safeParse(searchInputSchema, input);
  if (!parsed.success) {
    const issues = parsed.issues.map((issue): SearchIssue => ({
      code: 'invalid_request',
      field: v.getDotPath(issue) ?? '',
    }));
    return { ok: false, issues };
  }
  const issues = searchRuleIssues(parsed.output, context);
  return issues.length === 0 ? { ok: true, value: normalise(parsed.output) } : { ok: false, issues };
}
