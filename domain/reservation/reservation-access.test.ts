import { describe, expect, it } from 'vitest';
import { linkExpiry, normalizeSurname } from './reservation-access';

describe('surnames as compared', () => {
  it('ignores accents, case and extra spaces', () => {
    expect(normalizeSurname('  López   NÚÑEZ ')).toBe('lopez nunez');
    expect(normalizeSurname('Ibáñez')).toBe(normalizeSurname('IBANEZ'));
    // A tourist types the apostrophe or not, the plain or the typographic one; a hyphen as a space.
    expect(['O’Neil', 'oneil', 'O\'NEIL'].map(normalizeSurname)).toEqual(Array(3).fill(normalizeSurname("O'Neil")));
    expect(normalizeSurname('Ibáñez-Peña')).toBe(normalizeSurname('ibanez pena'));
  });

  it('keeps different surnames different', () => {
    expect(normalizeSurname('López')).not.toBe(normalizeSurname('López Núñez'));
    expect(normalizeSurname('')).toBe('');
  });
});

describe('link token lifetime', () => {
  const issued = new Date('2026-03-10T18:00:00Z');

  it('lasts a week past the last boarding', () => {
    const expiry = linkExpiry(issued, [new Date('2026-03-20T21:30:00Z'), new Date('2026-03-25T16:00:00Z'), null]);
    expect(expiry.toISOString()).toBe('2026-04-01T16:00:00.000Z');
  });

  it("lasts a week past an open ticket's validity", () => {
    expect(linkExpiry(issued, [null, new Date('2027-03-10T18:00:00Z')]).toISOString()).toBe('2027-03-17T18:00:00.000Z');
  });

  it('never ends before a week after issue', () => {
    expect(linkExpiry(issued, [null, null]).toISOString()).toBe('2026-03-17T18:00:00.000Z');
  });
});
