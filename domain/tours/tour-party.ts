// Who may go on a tour together (docs/rules/tours.md#prices-and-party): the party, infants included (each takes
// a place), is between the tour's smallest and largest; an infant (0-2) goes only on a tour that takes infants,
// one per adult. The browser checks early with these, the server decides with the same codes.
import type { TourPersonType } from './tour-prices';

export type TourQuantities = Record<TourPersonType, number>;

export interface TourPartyLimits {
  minParty: number;
  maxParty: number;
  /** False on a tour with no infant price (the Marietas swim, the canopy, the tasting). */
  infantsAllowed: boolean;
}

/** The contract's codes (openapi/tours.yaml ErrorCode), so a screen words them from the same catalogue. */
export type TourPartyIssue = 'party_too_small' | 'party_too_large' | 'infants_not_allowed' | 'infants_exceed_adults';

export const noPeople: TourQuantities = { adult: 0, minor: 0, inapam: 0, infant: 0 };

export function partySize(quantities: TourQuantities): number {
  return quantities.adult + quantities.minor + quantities.inapam + quantities.infant;
}

/** The first rule the party breaks, or null when it may book. */
export function partyIssue(quantities: TourQuantities, limits: TourPartyLimits): TourPartyIssue | null {
  if (quantities.infant > 0 && !limits.infantsAllowed) return 'infants_not_allowed';
  if (quantities.infant > quantities.adult) return 'infants_exceed_adults';
  const size = partySize(quantities);
  if (size < Math.max(1, limits.minParty)) return 'party_too_small';
  if (size > limits.maxParty) return 'party_too_large';
  return null;
}

/**
 * How many more of a type the picker may offer: up to the largest party, and for infants up to the adults
 * (none on a tour that does not take them).
 */
export function roomFor(type: TourPersonType, quantities: TourQuantities, limits: TourPartyLimits): number {
  const room = Math.max(0, limits.maxParty - partySize(quantities));
  if (type !== 'infant') return room;
  if (!limits.infantsAllowed) return 0;
  return Math.min(room, Math.max(0, quantities.adult - quantities.infant));
}

/** Fewer of a type may always be chosen, except adults below the infants they carry. */
export function canRemove(type: TourPersonType, quantities: TourQuantities): boolean {
  if (quantities[type] === 0) return false;
  return type !== 'adult' || quantities.adult > quantities.infant;
}
