import { randomInt } from 'node:crypto';

// Read aloud over the phone and typed from a screenshot: no 0/O, 1/I/L, 5/S, 2/Z, 8/B look-alikes.
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const RESERVATION_CODE_LENGTH = 6;

/** A random reservation code (25^6 ≈ 244 million values); uniqueness is the database's unique key. */
export function newReservationCode(): string {
  let code = '';
  for (let i = 0; i < RESERVATION_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export const reservationCodePattern = new RegExp(`^[${ALPHABET}]{${RESERVATION_CODE_LENGTH}}$`);
