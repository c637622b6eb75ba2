import * as v from 'valibot';
import { savedLegPrice, sumAmounts, summaryTotal } from '../../../../domain/reservation/summary-amounts';
import { passengerTypes, type PassengerType } from '../../../../domain/search/passengers';
import type { Leg } from '../../../../machines/reservation/reservation.ports';
import { chosenOption } from '../../../../machines/reservation/chart-helpers';
import type { ReservationSnapshot } from './reservation-selectors';
import { scheduleFacts } from './schedule-facts';

// The summary panel's model, built from the snapshot in one place so the component only lays
// it out. Amounts come from the server (the summary of the last saved step, the leg prices)
// except a schedule just picked and not yet saved, whose listed price is shown at once.

const lineSchema = v.object({
  concept: v.string(),
  passenger_type: v.optional(v.picklist(passengerTypes)),
  quantity: v.number(),
  unit_price: v.number(),
  amount: v.number(),
});
const summarySchema = v.object({
  origin_name: v.optional(v.string()),
  destination_name: v.optional(v.string()),
  departure_datetime: v.optional(v.nullable(v.string()), null),
  return_datetime: v.optional(v.nullable(v.string()), null),
  lines: v.optional(v.array(lineSchema), []),
  tickets_total: v.optional(v.number(), 0),
  additionals_total: v.optional(v.number(), 0),
  total: v.optional(v.number(), 0),
});
export type SummaryLine = v.InferOutput<typeof lineSchema>;

export interface LegSummary {
  leg: Leg;
  /** The leg's route: the return runs from the destination back to the origin. */
  from: string;
  to: string;
  open: boolean;
  date: string | null;
  /** hh:mm of the chosen schedule, as listed or as saved. */
  time: string | null;
  price: number | null;
  lines: SummaryLine[];
}

export interface SummaryModel {
  origin: string;
  destination: string;
  round: boolean;
  legs: LegSummary[];
  passengers: Array<{ type: PassengerType; count: number }>;
  additionals: SummaryLine[];
  /** null until a leg has a price. */
  total: number | null;
}

/** hh:mm of an ISO instant in the terminals' time zone (the server sends boarding times in UTC). */
function localTime(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** The trip's origin and destination names: the server's summary once saved, else the origins list. */
export function selectRoute(snapshot: ReservationSnapshot): { origin: string; destination: string } {
  const { reservation, origins } = snapshot.context;
  const parsed = v.safeParse(summarySchema, reservation.summary);
  const summary = parsed.success ? parsed.output : null;
  const originEntry = origins.find((origin) => origin.id === reservation.origin);
  const destinationEntry = originEntry?.destinations.find((destination) => destination.id === reservation.destination);
  return {
    origin: summary?.origin_name ?? originEntry?.name ?? reservation.origin,
    destination: summary?.destination_name ?? destinationEntry?.name ?? reservation.destination,
  };
}

/** A leg's ends by name: the return runs from the destination back to the origin. */
export function legRoute(route: { origin: string; destination: string }, leg: Leg): { from: string; to: string } {
  return leg === 'departure' ? { from: route.origin, to: route.destination } : { from: route.destination, to: route.origin };
}

export function selectSummaryModel(snapshot: ReservationSnapshot): SummaryModel {
  const { reservation, schedules, timeZone } = snapshot.context;
  const parsed = v.safeParse(summarySchema, reservation.summary);
  const summary = parsed.success ? parsed.output : null;
  const route = selectRoute(snapshot);

  const legSummary = (leg: Leg): LegSummary => {
    const state = reservation[leg];
    const lines = (summary?.lines ?? []).filter((line) => line.concept === leg);
    const listed = chosenOption(schedules[leg]?.schedules, state);
    const facts = listed ? scheduleFacts(listed) : null;
    const saved = leg === 'departure' ? reservation.price_departure : reservation.price_return;
    const savedPrice = savedLegPrice(saved, lines.map((line) => line.amount));
    const savedTime = localTime(leg === 'departure' ? (summary?.departure_datetime ?? null) : (summary?.return_datetime ?? null), timeZone);
    return {
      leg,
      ...legRoute(route, leg),
      open: state.open,
      date: state.date,
      time: facts?.departureTime ?? (state.schedule_id !== null ? savedTime : null),
      price: facts?.price ?? (state.schedule_id !== null || state.open ? savedPrice : null),
      // Saved per-type lines describe the saved schedule; a different one just picked has none yet.
      lines: facts?.price != null && facts.price !== savedPrice ? [] : lines,
    };
  };

  const legs = reservation.round ? [legSummary('departure'), legSummary('return')] : [legSummary('departure')];
  const additionals = (summary?.lines ?? []).filter((line) => line.concept !== 'departure' && line.concept !== 'return');
  const additionalsTotal = summary?.additionals_total ?? sumAmounts(additionals.map((line) => line.amount));
  return {
    ...route,
    round: reservation.round,
    legs,
    passengers: passengerTypes.filter((type) => reservation.passengers[type] > 0).map((type) => ({ type, count: reservation.passengers[type] })),
    additionals,
    // Nothing is priced until a schedule is chosen: no total to show yet (not "$0.00").
    total: legs.some((leg) => leg.price !== null) ? summaryTotal(legs.map((leg) => leg.price), additionalsTotal) : null,
  };
}
