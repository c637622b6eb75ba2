import { describe, expect, it } from 'vitest';
import { pointsConceptOf } from './points-concept';

describe('pointsConceptOf', () => {
  it.each([
    [{ kind: 'traveller_win', points: 250, reservation_code: null }, 'welcome'],
    [{ kind: 'traveller_win', points: 12.5, reservation_code: 'ABC123' }, 'earned'],
    [{ kind: 'traveller_win', points: -12.5, reservation_code: 'ABC123' }, 'earnedTakenBack'],
    [{ kind: 'traveller_loyalty', points: -100, reservation_code: 'ABC123' }, 'paid'],
    [{ kind: 'traveller_prepaid', points: -100, reservation_code: 'ABC123' }, 'paid'],
    [{ kind: 'traveller_loyalty', points: 100, reservation_code: 'ABC123' }, 'returned'],
    [{ kind: 'traveller_purchased', points: 500, reservation_code: null }, 'purchased'],
    [{ kind: 'traveller_win', points: -3, reservation_code: null }, 'other'],
    [{ kind: 'something_else', points: 3, reservation_code: null }, 'other'],
  ] as const)('reads %o as %s', (movement, concept) => {
    expect(pointsConceptOf(movement)).toBe(concept);
  });
});
