// Who may go on a tour together (docs/rules/tours.md#prices-and-party), and what they pay. Plain rules shared
// by the tours service (which decides) and the web app (which may check early).
import { tourPersonTypes, type TourPersonType, type TourPricesCents } from './tour-prices';

export type TourQuantities = Record<TourPersonType, number>;

/** What a tour allows of a party. */
export interface PartyLimits {
  minParty: number;
  maxParty: number;
  infantsAllowed: boolean;
}

export type PartyProblem = 'party_too_small' | 'party_too_large' | 'infants_not_allowed' | 'infants_exceed_adults';

/** Every person takes a place, an infant too (on a lap, but counted: the boat's and the guide's limits are per head). */
export function placesOf(quantities: TourQuantities): number {
  return tourPersonTypes.reduce((sum, type) => sum + quantities[type], 0);
}

/**
 * Why a party cannot book the tour, or null. The party (infants included) is between the tour's smallest and
 * largest; an infant goes only on a tour that takes infants, and each goes with an adult.
 */
export function partyProblem(quantities: TourQuantities, limits: PartyLimits): PartyProblem | null {
  if (quantities.infant > 0 && !limits.infantsAllowed) return 'infants_not_allowed';
  if (quantities.infant > quantities.adult) return 'infants_exceed_adults';
  const places = placesOf(quantities);
  if (places < Math.max(1, limits.minParty)) return 'party_too_small';
  if (places > limits.maxParty) return 'party_too_large';
  return null;
}

/** What the party pays, in cents: each person at their type's price (an infant's is 0, or null where not taken). */
export function partySubtotalCents(quantities: TourQuantities, prices: TourPricesCents): number {
  return tourPersonTypes.reduce((sum, type) => sum + quantities[type] * (prices[type] ?? 0), 0);
}
