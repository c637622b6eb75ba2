import { describe, expect, it } from 'vitest';
import { ageIssue, ageOf, nameIssue, travellerFullName, travellerIssues } from './traveller-rules';

const named = (first_name: string, last_name: string, age: number | null = null) => ({ first_name, last_name, age });

describe('the age a fare is for (minor 3-12, infant 0-2)', () => {
  it('accepts the ends of each range and refuses one year past them', () => {
    expect([3, 12].map((age) => ageIssue('minor', age))).toEqual([null, null]);
    expect([2, 13].map((age) => ageIssue('minor', age))).toEqual(['minor_age_out_of_range', 'minor_age_out_of_range']);
    expect([0, 2].map((age) => ageIssue('infant', age))).toEqual([null, null]);
    expect(ageIssue('infant', 5)).toBe('infant_age_out_of_range');
  });

  it('asks the age of a minor or an infant, and of nobody else', () => {
    expect(ageIssue('minor', null)).toBe('age_required');
    expect(ageIssue('infant', 1.5)).toBe('age_required');
    expect(ageIssue('adult', null)).toBeNull();
    expect(ageIssue('inapam', 3)).toBeNull();
  });

  it('reads a typed age as whole years, empty as none', () => {
    expect(ageOf(' 7 ')).toBe(7);
    expect(ageOf('')).toBeNull();
    expect(ageOf('7a')).toBeNull();
  });
});

describe('every passenger named', () => {
  it('names the passenger and the field of each issue, in passenger order', () => {
    const issues = travellerIssues(['adult', 'minor', 'infant'], [named('Ana', 'López'), named('', 'López', 14), named('Bebé', 'López 2', 1)]);
    expect(issues).toEqual([
      { code: 'first_name_required', field: 'travellers.1.first_name' },
      { code: 'minor_age_out_of_range', field: 'travellers.1.age' },
      { code: 'invalid_name', field: 'travellers.2.last_name' },
    ]);
  });

  it('counts a passenger left out of the list as unnamed', () => {
    expect(travellerIssues(['adult', 'adult'], [named('Ana', 'López')]).map((i) => i.field)).toEqual(['travellers.1.first_name', 'travellers.1.last_name']);
  });

  it('takes names of any alphabet with apostrophes, hyphens and spaces', () => {
    expect(["María José", "O'Brien", 'Pérez-Núñez', 'Zoë'].map((n) => nameIssue(n, 'last_name_required'))).toEqual([null, null, null, null]);
    expect(nameIssue('   ', 'last_name_required')).toBe('last_name_required');
    expect(nameIssue('Ana2', 'first_name_required')).toBe('invalid_name');
  });

  it('writes a full name without stray spaces', () => {
    expect(travellerFullName({ first_name: ' Ana ', last_name: 'López' })).toBe('Ana López');
    expect(travellerFullName({ first_name: '', last_name: '' })).toBe('');
  });
});
