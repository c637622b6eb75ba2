import * as v from 'valibot';
import type { ScheduleOption } from '../../../../machines/reservation/reservation.ports';
import { passengerTypes, type PassengerCounts, type PassengerType } from '../../../../domain/search/passengers';
import { amenities, serviceClasses, type Amenity, type ServiceClass } from '../../../../domain/fleet/service-classes';
import { intlTag } from '../../../i18n/locale';

// What one schedule row shows. The chart's ScheduleOption names the common fields; the rest of
// the contract's Schedule (duration, discount seats, dates) travels in `details`, or on the
// option itself, depending on how the edge maps it, so both places are read.

const discountSeatsSchema = v.object({
  student: v.optional(v.number(), 0),
  teacher: v.optional(v.number(), 0),
  inapam: v.optional(v.number(), 0),
});

const pricesSchema = v.record(v.picklist(passengerTypes), v.number());
const amenitiesSchema = v.array(v.picklist(amenities));

export interface ScheduleFacts {
  departureTime: string | null;
  arrivalTime: string | null;
  arrivalDate: string | null;
  departureDate: string | null;
  durationMinutes: number | null;
  busType: string | null;
  freeSeats: number | null;
  discountSeats: v.InferOutput<typeof discountSeatsSchema> | null;
  price: number | null;
  /** Price per person of each passenger type on this bus. */
  prices: Partial<Record<PassengerType, number>> | null;
  serviceClass: ServiceClass | null;
  amenities: Amenity[];
}

function field(option: ScheduleOption, key: string): unknown {
  const own = (option as unknown as Record<string, unknown>)[key];
  return own !== undefined ? own : option.details?.[key];
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function scheduleFacts(option: ScheduleOption): ScheduleFacts {
  const discount = v.safeParse(discountSeatsSchema, field(option, 'discount_seats'));
  const prices = v.safeParse(pricesSchema, field(option, 'prices'));
  const onBoard = v.safeParse(amenitiesSchema, field(option, 'amenities'));
  const serviceClass = field(option, 'service_class');
  return {
    departureTime: text(option.departure_time),
    arrivalTime: text(option.arrival_time),
    departureDate: text(field(option, 'departure_date')),
    arrivalDate: text(field(option, 'arrival_date')),
    durationMinutes: count(field(option, 'duration')),
    busType: text(option.bus_type),
    freeSeats: count(option.free_seats),
    discountSeats: discount.success ? discount.output : null,
    price: count(option.price) ?? count(field(option, 'total')),
    prices: prices.success ? prices.output : null,
    serviceClass: (serviceClasses as readonly unknown[]).includes(serviceClass) ? (serviceClass as ServiceClass) : null,
    amenities: onBoard.success ? onBoard.output : [],
  };
}

/** How the traveller chose to order the day's list; a view preference, not a rule of the flow. */
export type ScheduleOrder = 'departure' | 'price';

/**
 * The day's list in the chosen order. By price, a bus without one (it cannot take the party) goes
 * last; equal prices, and the departure order, follow the boarding date and time.
 */
export function sortSchedules(options: readonly ScheduleOption[], order: ScheduleOrder, priced: (option: ScheduleOption) => number | null): ScheduleOption[] {
  const when = (option: ScheduleOption) => {
    const facts = scheduleFacts(option);
    return `${facts.departureDate ?? ''} ${facts.departureTime ?? ''}`;
  };
  const byTime = (a: ScheduleOption, b: ScheduleOption) => when(a).localeCompare(when(b));
  if (order === 'departure') return [...options].sort(byTime);
  const price = (option: ScheduleOption) => priced(option) ?? Number.POSITIVE_INFINITY;
  return [...options].sort((a, b) => price(a) - price(b) || byTime(a, b));
}

/** The seat arrangement a bus type names ("2+1"), kept beside the translated class name. */
export function seatArrangement(busType: string | null): string | null {
  return busType ? (/\d\+\d/.exec(busType)?.[0] ?? null) : null;
}

/**
 * The class a bus name names. The seat map's name comes in Spanish whatever the page's language (the
 * services' fixed es header, docs/rules/services-and-api.md#the-language-header), so the page shows it through its own class labels.
 */
export function serviceClassOfBus(busName: string | null): ServiceClass | null {
  if (!busName) return null;
  if (/^(primera clase|first class)\b/i.test(busName)) return 'first';
  if (/^(ejecutivo|executive)\b/i.test(busName)) return 'executive';
  return null;
}

/** Which discount-seat counts matter to this reservation: only those of passengers it carries. */
export function discountKinds(passengers: PassengerCounts): Array<'student' | 'teacher' | 'inapam'> {
  const kinds: Array<'student' | 'teacher' | 'inapam'> = [];
  if (passengers.student + passengers.student_flex > 0) kinds.push('student');
  if (passengers.teacher + passengers.teacher_flex > 0) kinds.push('teacher');
  if (passengers.inapam > 0) kinds.push('inapam');
  return kinds;
}

/** Hours and minutes of a duration in minutes: [5, 30] for 330. */
export function splitDuration(minutes: number): [number, number] {
  return [Math.floor(minutes / 60), minutes % 60];
}

/** The weekday of a yyyy-mm-dd date in the given language, read as a calendar day (no time zone shift). */
export function weekdayOf(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return '';
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlTag(locale), { weekday: 'long', timeZone: 'UTC' }).format(day);
}
