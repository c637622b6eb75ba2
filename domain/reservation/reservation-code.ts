import * as v from 'valibot';
import { RESERVATION_CODE_MAX_LENGTH } from './reservation-limits';

// Read aloud over the phone and typed from a screenshot: no 0/O, 1/I/L, 5/S, 2/Z, 8/B look-alikes.
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const RESERVATION_CODE_LENGTH = 6;

/**
 * A random reservation code (25^6 ≈ 244 million values); uniqueness is the database's unique key.
 * The caller passes its random source so this module stays free of Node APIs.
 */
export function newReservationCode(randomInt: (bound: number) => number): string {
  let code = '';
  for (let i = 0; i < RESERVATION_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Trimmed and upper-cased, so a code typed by hand still matches the stored one. */
export const normalizeReservationCode = (code: string) => code.trim().toUpperCase();

// The longest code (reservation-limits.ts, kept apart for the routes' first JavaScript).
export { RESERVATION_CODE_MAX_LENGTH };

/** The code as typed, possibly empty: for a lookup that answers an empty code with its own error. */
export const reservationCodeTextSchema = v.pipe(v.string(), v.maxLength(RESERVATION_CODE_MAX_LENGTH));

/**
 * A reservation code as every operation that takes one accepts it. Deliberately loose (any 1–20
 * characters, no pattern): an unknown code must get the same `reservation_not_found` whether or not it
 * could ever have been issued, so the shape check cannot be used to probe codes.
 */
export const reservationCodeSchema = v.pipe(reservationCodeTextSchema, v.minLength(1), v.transform(normalizeReservationCode));
