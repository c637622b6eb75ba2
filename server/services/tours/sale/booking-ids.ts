import { randomBytes, randomInt } from 'node:crypto';

// The booking's ids (decision 054). The id is what the cookie carries and opens the booking: 128 random bits,
// so it cannot be guessed. The code is what a traveller reads out and types with a surname: short, from an
// alphabet without the look-alikes (0/O, 1/I/L).

export function newBookingId(): string {
  return randomBytes(16).toString('base64url');
}

const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `T` and six characters: about 887 million codes. */
export function newBookingCode(): string {
  let code = 'T';
  for (let i = 0; i < 6; i++) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}
