// A bus trip with a tour in one order (docs/rules/tours.md#a-bus-trip-with-a-tour): which tours a reservation
// may add and for whom. Plain rules shared by the server (which decides) and tests.
import { isWalletId } from '../payments/payment-methods';
import type { PassengerType } from '../search/passengers';
import { MARGIN_MINUTES } from './buses-in-time';
import type { TourQuantities } from './tour-party';

/**
 * The tour party of a bus party: every passenger goes. Students and teachers are adults on a tour (the tour's
 * discounts are the minor's and INAPAM's only); minors, INAPAM and infants keep their type.
 */
export function tourPartyOf(passengers: readonly PassengerType[]): TourQuantities {
  const party: TourQuantities = { adult: 0, minor: 0, inapam: 0, infant: 0 };
  for (const type of passengers) {
    if (type === 'minor' || type === 'inapam' || type === 'infant') party[type] += 1;
    else party.adult += 1;
  }
  return party;
}

/**
 * A timeslot a traveller can reach from the bus: its meeting time (the start less the meeting point's lead) is
 * at least the margin after the bus arrives, the same margin a tour's page uses for the buses that arrive in time.
 */
export function reachableFromBus(arrivesAtMs: number, startsAtMs: number, minutesBefore: number): boolean {
  return startsAtMs - minutesBefore * 60_000 >= arrivesAtMs + MARGIN_MINUTES * 60_000;
}

/** At most this many tours in one bus reservation's order: one a day is what a trip's arrival day holds. */
export const MAX_TRIP_TOURS = 2;

/**
 * What pays an order with tours: a card or a wallet, the whole order at once. A store or an office order pays
 * later or never (the tours' places would wait on a bus office's rules), and points pay bus tickets.
 */
export const paysTripTours = (method: string): boolean => method === 'card' || isWalletId(method);
