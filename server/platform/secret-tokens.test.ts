import { describe, expect, it } from 'vitest';
import { newSecretToken, NO_DIGEST, sameDigest, tokenDigest, tokenMatches } from './secret-tokens';

describe('tokenMatches', () => {
  const token = newSecretToken();

  it('opens with the token whose digest is stored, and with no other', () => {
    expect(tokenMatches(token, tokenDigest(token))).toBe(true);
    expect(tokenMatches(newSecretToken(), tokenDigest(token))).toBe(false);
    expect(tokenMatches(`${token} `, tokenDigest(token))).toBe(false);
    expect(tokenMatches('', NO_DIGEST)).toBe(false);
  });

  it('answers as comparing the two hex digests would, whatever is stored', () => {
    for (const stored of [tokenDigest(token), tokenDigest(''), NO_DIGEST, 'abc', '', 'zz'.repeat(32), tokenDigest(token).toUpperCase()]) {
      for (const given of [token, '', 'x']) {
        expect(tokenMatches(given, stored)).toBe(sameDigest(tokenDigest(given), stored));
      }
    }
  });
});
