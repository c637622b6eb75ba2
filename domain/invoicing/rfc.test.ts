import { describe, expect, it } from 'vitest';
import { rfcCheckDigit, rfcIssue, rfcKind } from './rfc';

describe('RFC rule', () => {
  it("accepts SAT's test RFCs, a company and people", () => {
    for (const rfc of ['EKU9003173C9', 'XIA190128J61', 'MASO451221PM4', 'CACX7605101P8', 'XAXX010101000']) {
      expect(rfcIssue(rfc), rfc).toBeUndefined();
    }
  });
  it('computes the check digit with the leading space of a company', () => {
    expect(rfcCheckDigit('EKU9003173C')).toBe('9');
    expect(rfcCheckDigit('MASO451221PM')).toBe('4');
  });
  it('refuses a wrong pattern, a date that does not exist and a wrong check digit', () => {
    expect(rfcIssue('')).toBe('empty');
    expect(rfcIssue('EK9003173C9')).toBe('pattern');
    expect(rfcIssue('EKU9013173C9')).toBe('date');
    expect(rfcIssue('MASO450230PM4')).toBe('date');
    expect(rfcIssue('EKU9003173C8')).toBe('check_digit');
  });
  it('accepts 29 February of a leap year', () => {
    const base = 'GOMA000229AB';
    expect(rfcIssue(base + rfcCheckDigit(base))).toBeUndefined();
  });
  it('tells a person from a company by length', () => {
    expect(rfcKind('EKU9003173C9')).toBe('company');
    expect(rfcKind('MASO451221PM4')).toBe('person');
  });
});
