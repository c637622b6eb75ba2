// A tour's prices per person type, aligned with the bus fares (docs/rules/tours.md#prices-and-party): the
// operator sets the adult price; minors (3-12) and INAPAM pay what they pay on the bus, and an infant (0-2)
// goes free, one per adult, on the tours that take infants.
import { passengerFareCents } from '../fares';

export const tourPersonTypes = ['adult', 'minor', 'inapam', 'infant'] as const;
export type TourPersonType = (typeof tourPersonTypes)[number];

/** Prices in cents; `infant` is null on a tour that does not take infants. */
export interface TourPricesCents {
  adult: number;
  minor: number;
  inapam: number;
  infant: number | null;
}

export function tourPricesCents(adultCents: number, infantsAllowed: boolean): TourPricesCents {
  return {
    adult: adultCents,
    minor: passengerFareCents(adultCents, 'minor'),
    inapam: passengerFareCents(adultCents, 'inapam'),
    infant: infantsAllowed ? passengerFareCents(adultCents, 'infant') : null,
  };
}
