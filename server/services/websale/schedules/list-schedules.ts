import { earliestDayFor } from '../../../../domain/search/earliest-day';
import type { AppDeps } from '../../service-deps';
import { addDays, localDate } from '../../../platform/clock';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import { normalizeReservationCode } from '../../../../domain/reservation/reservation-code';
import { flowTokenOpens, notFound } from '../../reservations';
import { stepGate } from '../../reservations';
import { reservationEnds } from '../../reservations';
import { readScheduleSearch } from './schedule-search.queries';
import { legEnds, scheduleItem, scheduleOptions, type Direction } from './schedule-options';

export interface ListSchedulesInput {
  flowToken: string | undefined;
  code: string;
  direction: Direction;
  /** The day to list; the leg's searched day when absent. */
  date?: string;
  lang: Lang;
}

/** getSchedules: one leg's departures on one day, with the neighbouring days a traveller may move to. */
export async function listSchedules(deps: AppDeps, input: ListSchedulesInput) {
  const { db, clock, config } = deps;
  const { direction } = input;
  const now = clock.now();
  // One statement: the reservation, its passengers and the day's departures of the leg with live holds.
  const read = await readScheduleSearch(db, normalizeReservationCode(input.code), direction, input.date ?? null, now);
  const found = read ? { row: read.row, passengers: read.passengers, ...(await reservationEnds(db, read.row)) } : null;
  // Only the booking flow's own token opens it (decision 019); the row read carries the token's digest.
  const step = flowTokenOpens(found?.row ?? null, input.flowToken) ? stepGate(clock, found, false) : notFound();
  if (!step.ok) return step;
  const loaded = step.value;
  if (direction === 'return' && !loaded.row.roundTrip) return refuse(400, 'invalid_request', 'direction');
  const date = input.date ?? (direction === 'departure' ? loaded.row.departureDate : loaded.row.returnDate);
  if (!date) return refuse(400, 'invalid_request', 'date');
  const today = localDate(now);
  const lastDay = addDays(today, config.salesHorizonDays - 1);
  const firstDay = earliestDayFor(direction, today, loaded.row.departureDate);
  if (date < firstDay || date > lastDay) return refuse(404, 'schedules_not_found', 'date');
  const { from, to } = legEnds(loaded, direction);
  const options = await scheduleOptions(db, config, loaded, direction, date, now, read?.departures(from, date));
  if (options.length === 0) return refuse(404, 'schedules_not_found');
  return success({
    next_day: date < lastDay ? addDays(date, 1) : null,
    prev_day: date > firstDay ? addDays(date, -1) : null,
    schedules: options.map((o) => scheduleItem(o, from, to, input.lang)),
  });
}
