// What a party picker may offer next (docs/rules/tours.md#prices-and-party), beside the rules in tour-party.ts:
// up to the largest party, infants only where the tour takes them and never more than adults.
import { placesOf, type PartyLimits, type TourQuantities } from './tour-party';
import type { TourPersonType } from './tour-prices';

export const noPeople: TourQuantities = { adult: 0, minor: 0, inapam: 0, infant: 0 };

/** How many more of a type the picker may offer. */
export function roomFor(type: TourPersonType, quantities: TourQuantities, limits: PartyLimits): number {
  const room = Math.max(0, limits.maxParty - placesOf(quantities));
  if (type !== 'infant') return room;
  if (!limits.infantsAllowed) return 0;
  return Math.min(room, Math.max(0, quantities.adult - quantities.infant));
}

/** Fewer of a type may always be chosen, except adults below the infants they carry. */
export function canRemove(type: TourPersonType, quantities: TourQuantities): boolean {
  if (quantities[type] === 0) return false;
  return type !== 'adult' || quantities.adult > quantities.infant;
}
