import { describe, expect, it } from 'vitest';
import { busesInTime, MARGIN_MINUTES, type TimetableRoute } from './buses-in-time';

const gdl = { id: 'guadalajara', name: 'Guadalajara' };
const tepic = { id: 'tepic', name: 'Tepic' };
const route = (origin: { id: string; name: string }, times: string[], duration: number, originOffset = -360): TimetableRoute => ({ origin, times, duration, originOffset, destinationOffset: -360 });

describe('the buses that arrive in time for a tour', () => {
  it('keeps the buses arriving at least the margin before the meeting, the latest first', () => {
    // Meeting 08:45: 08:25 is the latest arrival that makes it.
    const buses = busesInTime([route(gdl, ['01:00', '02:00', '03:05', '03:30'], 325)], '08:45');
    expect(MARGIN_MINUTES).toBe(20);
    expect(buses).toEqual([
      { origin: gdl, departs: '02:00', arrives: '07:25', dayBefore: false },
      { origin: gdl, departs: '01:00', arrives: '06:25', dayBefore: false },
    ]);
    // 03:05 arrives at 08:30, past 08:25; 03:30 at 08:55.
    expect(buses.map((bus) => bus.departs)).not.toContain('03:05');
  });

  it('counts an overnight bus from the day before, and not one that arrives the evening before', () => {
    const buses = busesInTime([route(gdl, ['23:00', '17:00'], 330)], '09:00');
    // 23:00 + 5 h 30 = 04:30 the tour's day; 17:00 arrives 22:30 the day before: a night there.
    expect(buses).toEqual([{ origin: gdl, departs: '23:00', arrives: '04:30', dayBefore: true }]);
  });

  it('turns an origin an hour behind (Pacific time) into the meeting terminal’s clock', () => {
    // Leaves Tepic at 06:00 Pacific (07:00 central), 3 h 30 on the road: arrives 10:30 central.
    const buses = busesInTime([route(tepic, ['06:00'], 210, -420)], '11:00');
    expect(buses).toEqual([{ origin: tepic, departs: '06:00', arrives: '10:30', dayBefore: false }]);
    expect(busesInTime([route(tepic, ['06:00'], 210, -420)], '10:45')).toEqual([]);
  });

  it('offers at most two per origin', () => {
    expect(busesInTime([route(gdl, ['01:00', '01:30', '02:00'], 300)], '12:00')).toHaveLength(2);
  });
});
