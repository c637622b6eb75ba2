import { describe, expect, it } from 'vitest';
import { freeWheelchairPlace, isWheelchairPlace, wheelchairPlaceLabel, wheelchairPlaceNumber, wheelchairPlacesPerLayout } from './wheelchair';

describe('wheelchair places', () => {
  it('are numbered apart from seats, from 901, and read as place 1, 2…', () => {
    expect(wheelchairPlaceNumber(0)).toBe(901);
    expect(isWheelchairPlace(901)).toBe(true);
    expect(isWheelchairPlace(44)).toBe(false);
    expect(wheelchairPlaceLabel(902)).toBe(2);
  });

  it('first class has one place, executive none', () => {
    expect(wheelchairPlacesPerLayout['FIRST-2-2']).toBe(1);
    expect(wheelchairPlacesPerLayout['EXEC-2-1'] ?? 0).toBe(0);
  });

  it('gives the first place nobody else holds, or none', () => {
    expect(freeWheelchairPlace([902, 901], new Set())).toBe(901);
    expect(freeWheelchairPlace([901, 902], new Set([901]))).toBe(902);
    expect(freeWheelchairPlace([901], new Set([901]))).toBeNull();
    expect(freeWheelchairPlace([], new Set())).toBeNull();
  });
});
