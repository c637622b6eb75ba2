import { createHash, timingSafeEqual } from 'node:crypto';

// A tour booking's read token (decision 059): with the booking's code it opens the ticket to read it, never to
// change it. Derived from the booking's id (128 random bits) by a one-way hash, so it is as hard to guess as the
// id, gives the id away to no one, and needs no row: a lookup that answers it writes nothing.

export function tourReadToken(bookingId: string): string {
  return createHash('sha256').update(`tour-read:${bookingId}`).digest('base64url').slice(0, 22);
}

export function readTokenMatches(bookingId: string, token: string): boolean {
  const expected = Buffer.from(tourReadToken(bookingId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
