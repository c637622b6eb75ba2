import { describe, expect, it } from 'vitest';
import { savedLegPrice, sumAmounts, summaryTotal } from './summary-amounts';

describe('summary amounts', () => {
  it('adds in whole cents and ignores negative amounts', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([915, -10, 1830.5])).toBe(2745.5);
  });

  it('takes the server price of a leg, else its lines, else none', () => {
    expect(savedLegPrice(915, [1, 2])).toBe(915);
    expect(savedLegPrice(0, [400.25, 400.25])).toBe(800.5);
    expect(savedLegPrice(0, [])).toBeNull();
  });

  it('totals the legs and the additionals', () => {
    expect(summaryTotal([915, null], 35.5)).toBe(950.5);
  });
});
