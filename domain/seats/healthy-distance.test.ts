import { describe, expect, it } from 'vitest';
import { healthyDistanceGaps } from './healthy-distance';

// One row: seat 1, seat 2, aisle, seat 3, seat 4.
const row = [
  { deck: 1, row: 0, col: 0, kind: 'seat', seatNumber: 1 },
  { deck: 1, row: 0, col: 1, kind: 'seat', seatNumber: 2 },
  { deck: 1, row: 0, col: 2, kind: 'aisle', seatNumber: null },
  { deck: 1, row: 0, col: 3, kind: 'seat', seatNumber: 3 },
  { deck: 1, row: 0, col: 4, kind: 'seat', seatNumber: 4 },
];

describe('healthy distance', () => {
  it('withholds the seat beside a taken one, not the one across the aisle', () => {
    expect([...healthyDistanceGaps(row, [2])]).toEqual([1]);
  });

  it('does not withhold seats that are themselves taken', () => {
    expect([...healthyDistanceGaps(row, [1, 2, 3])].sort()).toEqual([4]);
  });
});
