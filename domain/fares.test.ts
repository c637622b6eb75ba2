import { describe, expect, it } from 'vitest';
import { centsToAmount, fareCentsByPassengerType, fareForPassenger, faresByPassengerType, passengerFareCents, toCents } from './fares';

describe('passenger fares', () => {
  it('applies the passenger-type discounts to the adult fare', () => {
    expect(faresByPassengerType('915.00')).toEqual({
      adult: 915,
      minor: 457.5,
      inapam: 457.5,
      infant: 0,
      student: 457.5,
      student_flex: 457.5,
      teacher: 686.25,
      teacher_flex: 686.25,
    });
  });

  it('truncates to two decimals instead of rounding', () => {
    // 25% off 98.99 is 74.2425 and 50% of 0.99 is 0.495: both must drop the third decimal.
    expect(fareForPassenger('98.99', 'teacher')).toBe(74.24);
    expect(fareForPassenger('0.99', 'minor')).toBe(0.49);
    expect(fareForPassenger('1085.99', 'teacher')).toBe(814.49);
  });

  it('stacks an extra percentage (promotional code) after the passenger discount, truncating again', () => {
    expect(fareForPassenger('915.00', 'adult', 10)).toBe(823.5);
    expect(fareForPassenger('915.00', 'teacher', 15)).toBe(583.31);
  });

  it('reads amounts as exact cents', () => {
    expect(toCents('0.29')).toBe(29);
    expect(toCents(1085.5)).toBe(108550);
    expect(toCents('12.345')).toBe(1234);
    expect(() => toCents('-1')).toThrow(RangeError);
  });
});

describe('fares in cents', () => {
  it('prices every type from an adult fare in cents, promotion after the type discount', () => {
    expect(fareCentsByPassengerType(9850, 15)).toEqual({
      adult: 8372,
      minor: 4186,
      inapam: 4186,
      infant: 0,
      student: 4186,
      student_flex: 4186,
      teacher: 6278,
      teacher_flex: 6278,
    });
    expect(passengerFareCents(99, 'minor')).toBe(49);
    expect(centsToAmount(45750)).toBe(457.5);
  });
});
