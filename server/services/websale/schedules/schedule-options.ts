import { centsToAmount, fareCentsByPassengerType } from '../../../../domain/fares';
import { seatsNeeded, type PassengerCounts, type PassengerType } from '../../../../domain/search/passengers';
import { discountSeatsLeft, quotasFitParty, type DiscountCounts } from '../../../../domain/seats/discount-quota';
import { classAmenities } from '../../../../domain/fleet/service-classes';
import type { ServerConfig } from '../../../platform/config';
import type { Database } from '../../../db/database';
import type { Lang } from '../../../http/envelope';
import type { ReservationRow, ReservationSummary, TerminalInfo } from '../../reservations';
import { adultFareCents, type ServiceClass } from '../reservation/fares.queries';
import { dateAt, listLegDepartures, timeAt, type LegDeparture, type LegDepartureWithHolds } from './schedules.queries';

export type Direction = 'departure' | 'return';

export interface ScheduleOption {
  departure: LegDeparture;
  freeSeats: number;
  discountSeats: DiscountCounts;
  faresCents: Record<PassengerType, number>;
  totalCents: number;
}

/** What pricing a leg's buses reads of a reservation: its ends, its promotion and its passengers' types. */
export interface PricedParty {
  row: Pick<ReservationRow, 'id' | 'promotionalPercentOff'>;
  origin: TerminalInfo;
  destination: TerminalInfo;
  passengers: ReadonlyArray<{ type: PassengerType }>;
}

/** The leg's ends: the return runs from the destination back to the origin. */
export function legEnds(loaded: Pick<ReservationSummary, 'origin' | 'destination'>, direction: Direction): { from: TerminalInfo; to: TerminalInfo } {
  return direction === 'departure' ? { from: loaded.origin, to: loaded.destination } : { from: loaded.destination, to: loaded.origin };
}

/** Whether a bus still has a seat for everyone who needs one. */
export function seatsFitParty(option: ScheduleOption, passengers: PassengerCounts): boolean {
  return option.freeSeats >= seatsNeeded(passengers);
}

/** Whether a bus still has a seat for everyone who needs one and enough discounted seats for this party. */
export function fitsParty(option: ScheduleOption, passengers: PassengerCounts): boolean {
  return seatsFitParty(option, passengers) && quotasFitParty(option.discountSeats, passengers);
}

/** Departures of one leg on one day that have not left yet, with seats left and prices for this reservation. */
export async function scheduleOptions(
  db: Database,
  config: ServerConfig,
  loaded: PricedParty,
  direction: Direction,
  date: string,
  now: Date,
  /** The day's departures when the caller has read them already (the schedules search's one statement). */
  read?: LegDepartureWithHolds[],
): Promise<ScheduleOption[]> {
  const { from, to } = legEnds(loaded, direction);
  // One query: the day's departures of the leg with their live holds (fares come from the kept catalogue).
  const upcoming = (read ?? (await listLegDepartures(db, from, to, date, now, loaded.row.id))).filter((d) => d.boardsAt.getTime() > now.getTime());
  // Prices depend on the bus class only: worked out once per class, shared by its buses (read-only).
  const pricing = new Map<ServiceClass, ClassPricing | null>();
  const options: ScheduleOption[] = [];
  for (const departure of upcoming) {
    let priced = pricing.get(departure.serviceClass);
    if (priced === undefined) {
      const adult = await adultFareCents(db, from.id, to.id, departure.serviceClass);
      priced = adult === null ? null : classPricing(adult, loaded);
      pricing.set(departure.serviceClass, priced);
    }
    // A bus class without a fare for this pair cannot be sold; leave it out rather than price it at zero.
    if (priced === null) continue;
    const { held } = departure;
    options.push({
      departure,
      freeSeats: Math.max(0, departure.seatCount - held.total),
      discountSeats: discountSeatsLeft(config.discountSeatsPerBus, held),
      faresCents: priced.faresCents,
      totalCents: priced.totalCents,
    });
  }
  return options;
}

interface ClassPricing {
  faresCents: Record<PassengerType, number>;
  totalCents: number;
}

function classPricing(adultCents: number, loaded: PricedParty): ClassPricing {
  const faresCents = fareCentsByPassengerType(adultCents, loaded.row.promotionalPercentOff);
  let totalCents = 0;
  for (const p of loaded.passengers) totalCents += faresCents[p.type];
  return { faresCents, totalCents };
}

// The contract's prices of a class's fares, made once per fares object (options of one class share it).
const amountsOf = new WeakMap<Record<PassengerType, number>, Record<PassengerType, number>>();

function amounts(cents: Record<PassengerType, number>): Record<PassengerType, number> {
  let made = amountsOf.get(cents);
  if (!made) {
    made = Object.fromEntries(Object.entries(cents).map(([type, value]) => [type, centsToAmount(value)])) as Record<PassengerType, number>;
    amountsOf.set(cents, made);
  }
  return made;
}

/** The contract's Schedule item. */
export function scheduleItem(option: ScheduleOption, from: TerminalInfo, to: TerminalInfo, lang: Lang) {
  const d = option.departure;
  return {
    id: d.scheduleId,
    schedule_id: d.scheduleId,
    schedule_detail_id: d.scheduleDetailId,
    layout_id: d.layoutId,
    departure_date: dateAt(d.boardsAt, from),
    departure_time: timeAt(d.boardsAt, from),
    arrival_date: dateAt(d.arrivesAt, to),
    arrival_time: timeAt(d.arrivesAt, to),
    duration: d.durationMinutes,
    bus_type: lang === 'en' ? d.busTypeEn : d.busTypeEs,
    free_seats: option.freeSeats,
    discount_seats: option.discountSeats,
    prices: amounts(option.faresCents),
    total: centsToAmount(option.totalCents),
    service_class: d.serviceClass,
    amenities: classAmenities[d.serviceClass],
  };
}
