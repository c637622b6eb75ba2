import type { PageDataInput } from '../content-module';
import { catalogueData, ratesListQuery, schedulesListQuery, terminalsListQuery, toursListQuery, type RateListItem, type ScheduleListItem, type Terminal, type TourProduct } from '../content-queries';

// What a landing page about one place shows, from the real timetable and fares: every route that
// reaches the place's terminal, its departures and its "from" price, and the terminal itself.

/** The terminal a landing page's place is sold as ("vallarta" is Puerto Vallarta's central station). */
export const terminalOfPlace = (place: string) => (place === 'vallarta' ? 'puerto-vallarta' : place);

export interface LandingData {
  place: string;
  schedules: ScheduleListItem[] | null;
  rates: RateListItem[] | null;
  terminal: Terminal | null;
  /** The tours that meet at the place's terminal (empty when there are none, or the tours service failed). */
  tours: TourProduct[];
}

export async function loadData(input: PageDataInput): Promise<LandingData> {
  const place = input.params.destination ?? input.params.city ?? '';
  const destination = terminalOfPlace(place);
  const [schedules, rates, terminals, tours] = await Promise.all([
    catalogueData(input, schedulesListQuery({ destination })),
    catalogueData(input, ratesListQuery({ destination })),
    catalogueData(input, terminalsListQuery()),
    catalogueData(input, toursListQuery(input.lang)),
  ]);
  return { place, schedules, rates, terminal: terminals?.find((t) => t.id === destination) ?? null, tours: toursMeetingAt(tours?.product ?? [], destination) };
}

/** The tours with a meeting point at the terminal: a traveller arriving there by bus can walk to them. */
export function toursMeetingAt(tours: readonly TourProduct[], terminal: string): TourProduct[] {
  return tours.filter((tour) => tour.meeting_points.some((point) => point.terminal_id === terminal));
}

export interface RouteFact {
  origin: { id: string; name: string };
  duration: number;
  times: string[];
  busTypes: string[];
  adultFare: number | null;
}

/** One fact per origin serving the place, cheapest first so the "from" price leads. */
export function routeFacts(data: LandingData): RouteFact[] {
  const fares = new Map((data.rates ?? []).map((rate) => [rate.origin.id, rate.fares.adult]));
  return (data.schedules ?? [])
    .map((item) => ({ origin: item.origin, duration: item.duration, times: item.times, busTypes: item.bus_type, adultFare: fares.get(item.origin.id) ?? null }))
    .sort((a, b) => (a.adultFare ?? Infinity) - (b.adultFare ?? Infinity) || a.origin.name.localeCompare(b.origin.name, 'es'));
}

/** The lowest adult fare to the place, or null when no fare is known. */
export function fromPrice(facts: RouteFact[]): number | null {
  const fares = facts.map((fact) => fact.adultFare).filter((fare): fare is number => fare !== null);
  return fares.length > 0 ? Math.min(...fares) : null;
}
