import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

// Bearer tokens of decision 019 (flow and link tokens): random, handed out once, stored only as their
// SHA-256 and compared in constant time. `hash` is the one-shot form (Node 20.12+): every booking call checks a
// token, and createHash's object costs more than the 43 bytes it digests.

/** 256 random bits, base64url (43 characters): fits a header and a URL as it is. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token: SHA-256, hex. */
export const tokenDigest = (token: string): string => hash('sha256', token, 'hex');

const DUMMY = Buffer.alloc(32);

/** A digest no token has (no one can find a preimage of all zeros): the stand-in for an unknown code. */
export const NO_DIGEST = DUMMY.toString('hex');

/**
 * Whether two hex SHA-256 digests are equal, in a time that does not depend on where they differ.
 * Anything that is not a digest of the right length answers false after the same comparison.
 */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  if (left.length !== 32 || right.length !== 32) {
    timingSafeEqual(DUMMY, DUMMY);
    return false;
  }
  return timingSafeEqual(left, right);
}

/**
 * Whether `token`'s SHA-256 is the stored hex digest, compared in constant time (as sameDigest of
 * tokenDigest), without writing the fresh digest out as hex only to read it back.
 */
export function tokenMatches(token: string, digestHex: string): boolean {
  const fresh = hash('sha256', token, 'buffer');
  const stored = Buffer.from(digestHex, 'hex');
  if (stored.length !== 32) {
    timingSafeEqual(DUMMY, DUMMY);
    return false;
  }
  return timingSafeEqual(fresh, stored);
}
