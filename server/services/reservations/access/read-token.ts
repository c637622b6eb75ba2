import { createHash, timingSafeEqual } from 'node:crypto';

// A reservation's read token (decision 063): with the code it opens the reservation to read it (the trip, the
// tickets, the documents), never to change it. Derived from the reservation's random read key by a one-way hash,
// so it is as hard to guess as the key, tells nothing of it, and needs no row: a lookup that answers it writes
// nothing. A tour booking's read token is made the same way (decision 059).

const LENGTH = 22;

export function readTokenOf(readKey: string): string {
  return createHash('sha256').update(`reservation-read:${readKey}`).digest('base64url').slice(0, LENGTH);
}

/** Whether `token` is the read token of `readKey` (a stand-in key when the code is unknown), in constant time. */
export function readTokenMatches(readKey: string, token: string | undefined): boolean {
  const expected = Buffer.from(readTokenOf(readKey));
  const given = Buffer.alloc(LENGTH);
  given.write(token ?? '', 'utf8');
  return timingSafeEqual(expected, given) && (token ?? '').length === LENGTH;
}
