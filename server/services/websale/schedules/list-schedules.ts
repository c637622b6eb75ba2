import { earliestDayFor } from '../../../../domain/search/earliest-day';
import type { AppDeps } from '../../service-deps';
import { addDays, localDate } from '../../../platform/clock';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../failure';
import { reservationSummaryForStep } from '../reservation/reservation-for-step';
import { legEnds, scheduleItem, scheduleOptions, type Direction } from './schedule-options';

export interface ListSchedulesInput {
  code: string;
  direction: Direction;
  /** The day to list; the leg's searched day when absent. */
  date?: string;
  lang: Lang;
}

/** getSchedules: one leg's departures on one day, with the neighbouring days a traveller may move to. */
export async function listSchedules(deps: AppDeps, input: ListSchedulesInput) {
  const { db, clock, config } = deps;
  const step = await reservationSummaryForStep(deps, input.code, false);
  if (!step.ok) return step;
  const loaded = step.value;
  const { direction } = input;
  if (direction === 'return' && !loaded.row.roundTrip) return refuse(400, 'invalid_request', 'direction');
  const date = input.date ?? (direction === 'departure' ? loaded.row.departureDate : loaded.row.returnDate);
  if (!date) return refuse(400, 'invalid_request', 'date');
  const now = clock.now();
  const today = localDate(now);
  const lastDay = addDays(today, config.salesHorizonDays - 1);
  const firstDay = earliestDayFor(direction, today, loaded.row.departureDate);
  if (date < firstDay || date > lastDay) return refuse(404, 'schedules_not_found', 'date');
  const options = await scheduleOptions(db, config, loaded, direction, date, now);
  if (options.length === 0) return refuse(404, 'schedules_not_found');
  const { from, to } = legEnds(loaded, direction);
  return success({
    next_day: date < lastDay ? addDays(date, 1) : null,
    prev_day: date > firstDay ? addDays(date, -1) : null,
    schedules: options.map((o) => scheduleItem(o, from, to, input.lang)),
  });
}
