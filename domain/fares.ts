// Passenger-type fares (docs/rules/booking.md#fares-and-discounts): discounts on the adult fare, prices truncated (never rounded) to 2 decimals.
import { passengerTypes, type PassengerType } from './search/passengers';

/** Percent off the adult fare. Flex variants keep their base discount; infants (0-2) travel free. */
export const passengerDiscountPercent: Readonly<Record<PassengerType, number>> = {
  adult: 0,
  minor: 50,
  inapam: 50,
  infant: 100,
  student: 50,
  student_flex: 50,
  teacher: 25,
  teacher_flex: 25,
};

/** Converts a decimal MXN amount ("915.00", 915 or 915.5) to integer cents, truncating beyond 2 decimals. */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`Not a non-negative decimal amount: ${text}`);
  const fraction = (match[2] ?? '').padEnd(2, '0').slice(0, 2);
  return Number(match[1]) * 100 + Number(fraction);
}

/** Price in cents of one passenger type for an adult fare in cents, after the type's and an extra (promotional) discount. */
export function passengerFareCents(adultCents: number, type: PassengerType, extraPercentOff = 0): number {
  const afterType = Math.floor((adultCents * (100 - passengerDiscountPercent[type])) / 100);
  return Math.floor((afterType * (100 - extraPercentOff)) / 100);
}

/**
 * Price of one passenger type for an adult fare. Integer arithmetic on cents, so 50% of $0.99 is
 * $0.49 (truncated) and no float artefact can push a value below a cent boundary.
 */
export function fareForPassenger(adultFare: string | number, type: PassengerType, extraPercentOff = 0): number {
  return passengerFareCents(toCents(adultFare), type, extraPercentOff) / 100;
}

/** Cents to the MXN number the contracts carry (two decimals at most, exact for whole cents). */
export function centsToAmount(cents: number): number {
  return cents / 100;
}

/** Every passenger type's price in cents, with the promotional discount applied after the type's. */
export function fareCentsByPassengerType(adultCents: number, extraPercentOff = 0): Record<PassengerType, number> {
  return Object.fromEntries(passengerTypes.map((t) => [t, passengerFareCents(adultCents, t, extraPercentOff)])) as Record<PassengerType, number>;
}

/** The price for every passenger type, in the key order of the contracts' FaresByPassengerType. */
export function faresByPassengerType(adultFare: string | number): Record<PassengerType, number> {
  return Object.fromEntries(passengerTypes.map((t) => [t, fareForPassenger(adultFare, t)])) as Record<PassengerType, number>;
}
