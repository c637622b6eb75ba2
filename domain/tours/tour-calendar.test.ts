import { describe, expect, it } from 'vitest';
import { beforeCutoff, endTime, EVERY_DAY, monthsMask, runsOn, timeslotStatus, weekdaysMask } from './tour-calendar';
import { tourPricesCents } from './tour-prices';

describe('when a tour runs', () => {
  const whales = { daysOfWeek: EVERY_DAY, months: monthsMask(12, 1, 2, 3) };

  it('runs a seasonal tour from December to March only, across the new year', () => {
    expect(['2026-11-30', '2026-12-01', '2027-01-15', '2027-03-31', '2027-04-01'].map((d) => runsOn(whales, d))).toEqual([false, true, true, true, false]);
  });

  it('skips the days of the week it does not run (ISO numbers, 1 Monday)', () => {
    const wednesdayToSunday = { daysOfWeek: weekdaysMask(3, 4, 5, 6, 7), months: monthsMask(...Array.from({ length: 12 }, (_, i) => i + 1)) };
    // 2026-03-16 is a Monday.
    expect(['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-22'].map((d) => runsOn(wednesdayToSunday, d))).toEqual([false, false, true, true]);
  });

  it('sells a timeslot until an hour before it starts, in central Mexico time', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(beforeCutoff('2026-03-10', '15:00:00', -360, at('2026-03-10T20:00:00Z'))).toBe(true);
    expect(beforeCutoff('2026-03-10', '15:00:00', -360, at('2026-03-10T20:00:01Z'))).toBe(false);
  });

  it('ends a timeslot its duration after the start', () => {
    expect(endTime('08:30:00', 240)).toBe('12:30:00');
    expect(endTime('18:00', 150)).toBe('20:30:00');
  });
});

describe('what a timeslot shows', () => {
  it('says available, few left (five or fewer) or sold out', () => {
    expect([20, 6, 5, 1, 0].map((left) => timeslotStatus(left, 1))).toEqual(['available', 'available', 'few_left', 'few_left', 'sold_out']);
  });

  it('is sold out when fewer places are left than the smallest party', () => {
    expect(timeslotStatus(1, 2)).toBe('sold_out');
    expect(timeslotStatus(2, 2)).toBe('few_left');
  });
});

describe('prices per person type', () => {
  it('follow the bus fares: minors and INAPAM half, an infant free where the tour takes infants', () => {
    expect(tourPricesCents(129_000, true)).toEqual({ adult: 129_000, minor: 64_500, inapam: 64_500, infant: 0 });
    expect(tourPricesCents(89_099, false)).toEqual({ adult: 89_099, minor: 44_549, inapam: 44_549, infant: null });
  });
});
