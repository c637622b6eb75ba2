import { addDays, localDate, type Clock } from '../../platform/clock';
import type { OctoAvailability, OctoCalendarDay } from '../octo/octo-types';
import type { SimCatalogue, SimOption, SimProduct } from './simulator-catalogue';
import type { SimBooking, SimStore } from './simulator-store';

// The simulator's departures: every open day from tomorrow (its local time, central Mexico) for `daysAhead`
// days, at the option's start times; a departure's vacancies are its capacity less the people of the bookings
// that hold it (confirmed, redeemed, or on hold and not yet expired).

const OFFSET = '-06:00';

export const availabilityIdOf = (date: string, time: string) => `${date}T${time}:00${OFFSET}`;

/** The status a booking reads as now: a hold past its expiry is EXPIRED. */
export function liveStatus(booking: SimBooking, now: Date): SimBooking['status'] {
  if (booking.status === 'ON_HOLD' && booking.utcExpiresAt !== null && new Date(booking.utcExpiresAt).getTime() <= now.getTime()) return 'EXPIRED';
  return booking.status;
}

function taken(store: SimStore, availabilityId: string, productId: string, optionId: string, now: Date): number {
  let people = 0;
  for (const b of store.all()) {
    if (b.availabilityId !== availabilityId || b.productId !== productId || b.optionId !== optionId) continue;
    const status = liveStatus(b, now);
    if (status === 'ON_HOLD' || status === 'CONFIRMED' || status === 'REDEEMED') people += b.units.length;
  }
  return people;
}

function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

function endOf(date: string, time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const day = addDays(date, Math.floor(total / 1440));
  const rest = total % 1440;
  return `${day}T${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}:00${OFFSET}`;
}

export interface DepartureQuery {
  localDateStart?: string;
  localDateEnd?: string;
  availabilityIds?: string[];
}

export function departures(catalogue: SimCatalogue, store: SimStore, clock: Clock, product: SimProduct, option: SimOption, query: DepartureQuery): OctoAvailability[] {
  const now = clock.now();
  const first = addDays(localDate(now), 1);
  const last = addDays(localDate(now), catalogue.daysAhead);
  const from = query.localDateStart && query.localDateStart > first ? query.localDateStart : first;
  const to = query.localDateEnd && query.localDateEnd < last ? query.localDateEnd : last;
  const wanted = query.availabilityIds ? new Set(query.availabilityIds) : null;
  const out: OctoAvailability[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const closed = product.closedWeekdays.includes(weekday(date));
    for (const time of option.startTimes) {
      const id = availabilityIdOf(date, time);
      if (wanted && !wanted.has(id)) continue;
      const vacancies = closed ? 0 : Math.max(0, option.capacity - taken(store, id, product.id, option.id, now));
      out.push({
        id,
        localDateTimeStart: id,
        localDateTimeEnd: endOf(date, time, product.durationMinutes),
        allDay: false,
        available: vacancies > 0,
        status: closed ? 'CLOSED' : vacancies === 0 ? 'SOLD_OUT' : vacancies * 2 < option.capacity ? 'LIMITED' : 'AVAILABLE',
        vacancies,
        capacity: option.capacity,
        unitPricing: option.units.map((u) => ({ unitId: u.id, original: u.priceCents, retail: u.priceCents, net: Math.round(u.priceCents * 0.8), currency: 'MXN', currencyPrecision: 2 })),
      });
    }
  }
  return out;
}

export function calendar(all: OctoAvailability[]): OctoCalendarDay[] {
  const days = new Map<string, OctoCalendarDay>();
  for (const a of all) {
    const date = a.id.slice(0, 10);
    const day = days.get(date) ?? { localDate: date, available: false, status: 'CLOSED' as const, vacancies: 0, capacity: 0 };
    if (a.status !== 'CLOSED') {
      day.vacancies = Math.max(day.vacancies ?? 0, a.vacancies ?? 0);
      day.capacity = Math.max(day.capacity ?? 0, a.capacity ?? 0);
      day.available ||= a.available;
      day.status = day.available ? 'AVAILABLE' : 'SOLD_OUT';
    }
    days.set(date, day);
  }
  return [...days.values()];
}
