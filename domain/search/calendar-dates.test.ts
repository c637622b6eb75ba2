import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone, isCalendarDate, isWithin } from './calendar-dates';
import { checkFareWindow } from './fare-windows';
import { isWellFormedPromotionalCode } from './search-schema';

describe('calendar dates', () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('01/12/2026')).toBe(false);
  });

  it('gives today in Mexico, not in UTC', () => {
    // 03:00 UTC on 2 December is still the evening of 1 December in Mexico City (UTC-6).
    expect(dateInTimeZone(Date.UTC(2026, 11, 2, 3, 0))).toBe('2026-12-01');
    expect(dateInTimeZone(Date.UTC(2026, 11, 2, 7, 0))).toBe('2026-12-02');
    expect(dateInTimeZone(Date.UTC(2026, 11, 2, 3, 0), 'UTC')).toBe('2026-12-02');
  });

  it('adds days across month and year ends, and back again', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -400, max: 400 }), (offset, days) => {
        const start = addDays('2025-01-01', offset);
        expect(isCalendarDate(addDays(start, days))).toBe(true);
        expect(addDays(addDays(start, days), -days)).toBe(start);
      }),
    );
  });

  it('treats ranges as inclusive', () => {
    const range = { from: '2026-12-10', to: '2026-12-20' };
    expect([isWithin('2026-12-09', range), isWithin('2026-12-10', range), isWithin('2026-12-20', range), isWithin('2026-12-21', range)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('checkFareWindow', () => {
  const summer = { name: 'summer', sale: { from: '2026-06-01', to: '2026-07-31' }, travel: { from: '2026-07-01', to: '2026-08-31' } };
  const winter = { name: 'winter', sale: { from: '2026-11-01', to: '2026-12-31' }, travel: { from: '2026-12-10', to: '2027-01-10' } };

  it('does not let a purchase in one window cover travel in another', () => {
    expect(checkFareWindow([summer, winter], '2026-07-15', ['2026-07-20'])).toBe('ok');
    expect(checkFareWindow([summer, winter], '2026-07-15', ['2026-12-20'])).toBe('outside_travel_window');
    expect(checkFareWindow([summer, winter], '2026-09-15', ['2026-12-20'])).toBe('not_on_sale');
    expect(checkFareWindow([], '2026-07-15', [])).toBe('not_on_sale');
  });
});

describe('promotional code format', () => {
  it('accepts short alphanumeric codes and refuses empty or odd ones', () => {
    expect(isWellFormedPromotionalCode('VERANO26')).toBe(true);
    expect(isWellFormedPromotionalCode(' buen-fin ')).toBe(true);
    expect(isWellFormedPromotionalCode('')).toBe(false);
    expect(isWellFormedPromotionalCode('   ')).toBe(false);
    expect(isWellFormedPromotionalCode('AB')).toBe(false);
    expect(isWellFormedPromotionalCode("X' OR 1=1")).toBe(false);
  });
});
