import { describe, expect, it } from 'vitest';
import { isoDate, isoTime } from './iso-format';

describe('isoDate and isoTime', () => {
  it('give what toISOString gives, over centuries, leap days and instants before 1970', () => {
    const instants = [0, -1, 1, 951_782_400_000, 951_868_799_999, 4_107_542_400_000, -2_208_988_800_001, Date.parse('2026-12-31T23:59:59.999Z')];
    // Every 7 h 1 min 1.5 s from 1800 to 2200: every hour of day, every day of month, both sides of leap days.
    for (let ms = Date.parse('1800-01-01T00:00:00Z'); ms < Date.parse('2200-01-01T00:00:00Z'); ms += 25_261_500) instants.push(ms);
    const wrong = instants.filter((ms) => {
      const iso = new Date(ms).toISOString();
      return isoDate(ms) !== iso.slice(0, 10) || isoTime(ms) !== iso.slice(11, 19);
    });
    expect(instants.length).toBeGreaterThan(400_000);
    expect(wrong).toEqual([]);
  });

  it('writes years outside 1000-9999 as toISOString does', () => {
    const ms = Date.parse('0999-05-01T10:00:00Z');
    expect(isoDate(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
  });
});

describe('isoDate of an invalid instant', () => {
  it('throws as toISOString does', () => {
    expect(() => isoDate(Number.NaN)).toThrow(RangeError);
  });
});
