// A tour booking's code (docs/rules/tours.md#the-ticket): `T` and six characters, read out and typed with the
// contact's surname in My reservation. Written once here: the server issues codes with it
// (server/services/tours/sale/booking-ids.ts) and the itinerary chart tells a tour booking's code from a bus
// reservation's with it (machines/itinerary/itinerary.setup.ts). Free of Node APIs: the caller passes its random source.

/** No look-alikes (0/O, 1/I/L) among the six characters after the `T`. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TOUR_BOOKING_CODE_PREFIX = 'T';
/** The prefix and six characters: seven in all, one more than a bus reservation's code, so the two never meet. */
export const TOUR_BOOKING_CODE_LENGTH = 7;

/**
 * A code typed in the shape of a tour booking's, in any case and with surrounding spaces. Loose after the
 * `T` (any letter or digit, not only the issuing alphabet): a mistyped tour code is still asked of the tours
 * service and gets its not-found, rather than the bus lookup's.
 */
export function isTourBookingCode(code: string): boolean {
  return /^T[A-Z0-9]{6}$/.test(code.trim().toUpperCase());
}

/** A new code, `T` and six characters of the alphabet (about 887 million); uniqueness is the database's key. */
export function newTourBookingCode(randomInt: (bound: number) => number): string {
  let code = TOUR_BOOKING_CODE_PREFIX;
  for (let i = 1; i < TOUR_BOOKING_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
