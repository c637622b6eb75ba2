import { randomBytes, randomInt } from 'node:crypto';
import { newTourBookingCode } from '../../../../domain/tours/tour-booking-code';

// The booking's ids (decision 054). The id is what the cookie carries and opens the booking: 128 random bits,
// so it cannot be guessed. The code is what a traveller reads out and types with a surname: its shape is
// domain/tours/tour-booking-code.ts, which My reservation also reads.

export function newBookingId(): string {
  return randomBytes(16).toString('base64url');
}

/** `T` and six characters: about 887 million codes. */
export function newBookingCode(): string {
  return newTourBookingCode(randomInt);
}
