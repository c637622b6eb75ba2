import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateIn, formatDateTimeIn, formatMoney, formatMoneyMxn, formatPoints, formatTime, parseMoney, truncatePrice } from './display-format';

describe('truncatePrice', () => {
  it.each([
    [1.005, 1],
    [0.29, 0.29],
    [4.35, 4.35],
    [1.239, 1.23],
    [1.999, 1.99],
    [-1.239, -1.23],
    [-0.001, 0],
    [10, 10],
    [1e-7, 0],
    [1234.5678, 1234.56],
  ])('truncates %d to %d', (input, expected) => {
    expect(truncatePrice(input)).toBe(expected);
  });

  it('never exceeds the value and loses less than one cent', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
        const truncated = truncatePrice(value);
        return truncated <= value && value - truncated < 0.01 + 1e-9 * Math.max(1, value);
      }),
    );
  });

  it('keeps values that already have two decimals', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => truncatePrice(cents / 100) === cents / 100));
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [0.29, '$0.29'],
    [1.005, '$1.00'],
    [999.999, '$999.99'],
    [1234567.891, '$1,234,567.89'],
    [-1234.5, '-$1,234.50'],
  ])('formats %d as %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('round-trips through parseMoney to the truncated amount', () => {
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => parseMoney(formatMoney(value)) === truncatePrice(value)));
  });

  it('always shows a dollar sign, comma groups of three and two decimals', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (value) => /^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(formatMoney(value))));
  });

  it('says MX$ in English, where a bare "$" reads as dollars, with the same digits', () => {
    expect(formatMoney(98.5, 'en')).toBe('MX$98.50');
    expect(formatMoney(-1234.5, 'en')).toBe('-MX$1,234.50');
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => formatMoney(value, 'en') === formatMoney(value).replace('$', 'MX$')));
    expect(parseMoney('MX$1,234.50')).toBe(1234.5);
  });

  it('names the currency once: "$ … MXN" in Spanish, the MX$ sign in English', () => {
    expect(formatMoneyMxn(877.2)).toBe('$877.20 MXN');
    expect(formatMoneyMxn(877.2, 'en')).toBe('MX$877.20');
  });

  it('parseMoney refuses other spellings', () => {
    expect(parseMoney('1,234.50')).toBeUndefined();
    expect(parseMoney('$1234.5')).toBeUndefined();
  });
});

describe('formatPoints', () => {
  it('adds thousands separators, two decimals always and the PTS suffix', () => {
    expect(formatPoints(1500)).toBe('1,500.00 PTS');
    expect(formatPoints(0)).toBe('0.00 PTS');
    expect(formatPoints(877.2)).toBe('877.20 PTS');
    expect(formatPoints(12.567)).toBe('12.56 PTS');
    expect(formatPoints(-50)).toBe('-50.00 PTS');
  });

  it('always has two decimals', () => {
    fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => /^-?\d{1,3}(,\d{3})*\.\d{2} PTS$/.test(formatPoints(value))));
  });
});

describe('formatDate', () => {
  it('writes yyyy/mm/dd from an ISO date without shifting the day', () => {
    expect(formatDate('2025-03-09')).toBe('2025/03/09');
    expect(formatDate('2025-12-31T23:30:00-06:00')).toBe('2025/12/31');
  });

  it('uses the local calendar day of a Date', () => {
    expect(formatDate(new Date(2024, 1, 29, 23, 59))).toBe('2024/02/29');
  });

  it('returns an empty text for non-dates', () => {
    expect(formatDate('09/03/2025')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatTime', () => {
  it.each([
    ['14:05', '2:05 PM'],
    ['14:05:59', '2:05 PM'],
    ['00:30:00', '12:30 AM'],
    ['12:00', '12:00 PM'],
    ['09:07', '9:07 AM'],
    ['23:59', '11:59 PM'],
    ['2025-03-09T18:45:00', '6:45 PM'],
  ])('shows %s as %s', (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });

  it('uses the local time of a Date', () => {
    expect(formatTime(new Date(2025, 0, 1, 0, 5))).toBe('12:05 AM');
  });

  it('returns an empty text for invalid times', () => {
    expect(formatTime('25:00')).toBe('');
    expect(formatTime('noon')).toBe('');
  });
});

describe('formatDateTimeIn', () => {
  it('shows an instant in the terminals\' time zone as yyyy/mm/dd and 12-hour time', () => {
    // 02:07 UTC on 22 November is 8:07 PM of the 21st in Mexico City (UTC-6).
    expect(formatDateTimeIn('2026-11-22T02:07:00Z', 'America/Mexico_City')).toBe('2026/11/21 8:07 PM');
    expect(formatDateTimeIn('2026-11-22T06:00:00Z', 'America/Mexico_City')).toBe('2026/11/22 12:00 AM');
    expect(formatDateTimeIn('not a date', 'America/Mexico_City')).toBe('');
  });
});

describe('formatDateIn', () => {
  it('gives an instant\'s day in the company\'s time zone, not UTC\'s', () => {
    expect(formatDateIn('2026-11-28T02:07:00Z', 'America/Mexico_City')).toBe('2026/11/27');
    expect(formatDateIn('not a date', 'America/Mexico_City')).toBe('');
  });
});
