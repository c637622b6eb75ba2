import { parseReservation, type Reservation } from '../../domain/reservation/reservation-state';
import { reservationSteps } from '../../domain/reservation/step-rules';
import { earliestDayFor } from '../../domain/search/earliest-day';
import type { SearchInput } from '../../domain/search/search-schema';
import { seatsNeeded, type PassengerCounts } from '../../domain/search/passengers';
import { quotaShortfalls } from '../../domain/seats/discount-quota';
import { validateSearch } from '../../domain/search/search-rules';
import type { Leg, Origin, ReservationPatch, ScheduleOption } from './reservation.ports';
import { adjacentDay, todayOf, type ReservationContext, type ScheduleRefusal, type ScheduleShortfall } from './reservation-context';

// Plain helpers the chart's guards and actions share (no xstate here).

export const stepIndex = (step: string) => (reservationSteps as readonly string[]).indexOf(step);

export const searchContext = (context: ReservationContext) => ({ today: todayOf(context), windows: context.fareWindows });

export const merged = (reservation: Reservation, patch: ReservationPatch): Reservation =>
  parseReservation({ ...reservation, ...patch }) ?? reservation;

export function issuesOf(context: ReservationContext) {
  const result = validateSearch(context.search, searchContext(context));
  return result.ok ? [] : result.issues;
}

export function adjacentDayOf(context: ReservationContext, params: { leg: Leg; direction: 1 | -1 }): string | null {
  const earliest = earliestDayFor(params.leg, todayOf(context), context.reservation.departure.date);
  return adjacentDay(context.schedules[params.leg], context.reservation[params.leg].date, params.direction, earliest);
}

/**
 * What every websale call of the flow carries to say whose reservation it is: the code and the flow
 * token create answered (decision 019). Without the token the server treats the caller as a stranger.
 */
export const flowAccess = (context: ReservationContext) => ({ code: context.reservation.code ?? '', flowToken: context.flowToken ?? '' });

/** The option of a page matching the leg's chosen schedule, if that page lists it. */
export function chosenOption(
  options: readonly ScheduleOption[] | undefined,
  leg: { schedule_id: string | number | null; schedule_detail_id: string | number | null },
): ScheduleOption | undefined {
  if (leg.schedule_id === null) return undefined;
  return options?.find(
    (option) => String(option.schedule_id) === String(leg.schedule_id) && String(option.schedule_detail_id) === String(leg.schedule_detail_id),
  );
}

/**
 * A form change with the destination dropped when the change picks an origin that does not serve
 * it (docs/rules/booking.md#the-search-form: only the chosen origin's destinations are offered). A change naming both keeps both.
 */
export function withServedDestination(search: SearchInput, patch: SearchInput, origins: readonly Origin[]): SearchInput {
  if (patch.origin === undefined || patch.destination !== undefined || !search.destination) return patch;
  const served = origins.find((origin) => origin.id === patch.origin)?.destinations.some((d) => d.id === search.destination);
  return served ? patch : { ...patch, destination: '' };
}

/**
 * What a listed bus lacks for the party (docs/rules/booking.md#schedules): seats for everyone who needs one, or places of a
 * discount quota; null when it can take them all. A list that does not say leaves it to the server.
 */
export function scheduleShortfall(option: ScheduleOption | undefined, passengers: PassengerCounts): ScheduleShortfall | null {
  if (!option) return null;
  const seatsShort = option.free_seats !== undefined && option.free_seats < seatsNeeded(passengers);
  const quotas = option.discount_seats ? quotaShortfalls(option.discount_seats, passengers) : [];
  if (!seatsShort && quotas.length === 0) return null;
  return { seatsLeft: seatsShort ? (option.free_seats ?? 0) : null, quotas };
}

/**
 * The first other bus of a listed day that takes the whole party (seats and every discount quota), in departure
 * order: what a refused choice offers instead.
 */
export function busThatFits(options: readonly ScheduleOption[] | undefined, passengers: PassengerCounts, refused: ScheduleChoiceIds): ScheduleRefusal['instead'] {
  const fits = (options ?? [])
    .filter((option) => String(option.schedule_id) !== String(refused.schedule_id) || String(option.schedule_detail_id) !== String(refused.schedule_detail_id))
    .filter((option) => scheduleShortfall(option, passengers) === null)
    .sort((a, b) => (a.departure_time ?? '').localeCompare(b.departure_time ?? ''))[0];
  return fits ? { schedule_id: fits.schedule_id, schedule_detail_id: fits.schedule_detail_id, departure_time: fits.departure_time ?? null } : null;
}

type ScheduleChoiceIds = Pick<ScheduleOption, 'schedule_id' | 'schedule_detail_id'>;

/**
 * Origin and destination exchanged (the form's swap button). The old origin stays the destination
 * only where the new origin serves it; otherwise it is dropped, as a change of origin drops it.
 * Before the origins are loaded nothing can be checked, and both are kept for the server to judge.
 */
export function swappedPlaces(search: SearchInput, origins: readonly Origin[]): SearchInput {
  const origin = search.destination ?? '';
  const destination = search.origin ?? '';
  if (origins.length === 0) return { origin, destination };
  const from = origins.find((candidate) => candidate.id === origin);
  if (!from) return { origin: '', destination: '' };
  return { origin, destination: from.destinations.some((d) => d.id === destination) ? destination : '' };
}
