import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { passwordFailureMessage, passwordFailures, passwordMessages, passwordSchema } from './password-rules';

const strict = { minLength: 8, uppercase: true, digit: true, special: true };

describe('passwordFailures', () => {
  it('reports only that an empty password is required', () => {
    expect(passwordFailures('', strict)).toEqual([{ rule: 'required' }]);
  });

  it('accepts anything non-empty when no rule is chosen', () => {
    expect(passwordFailures('a')).toEqual([]);
  });

  it('lists every unmet rule', () => {
    expect(passwordFailures('abc', strict)).toEqual([{ rule: 'minLength', min: 8 }, { rule: 'uppercase' }, { rule: 'digit' }, { rule: 'special' }]);
  });

  it('passes a password that meets all rules', () => {
    expect(passwordFailures('Vallarta#2025', strict)).toEqual([]);
  });

  it('counts Ñ as uppercase and spaces as not special', () => {
    expect(passwordFailures('ñandú Ñ1 x', { uppercase: true })).toEqual([]);
    expect(passwordFailures('abc def', { special: true })).toEqual([{ rule: 'special' }]);
  });

  it('checks only the rules asked for', () => {
    expect(passwordFailures('abcdefgh', { minLength: 8 })).toEqual([]);
    expect(passwordFailures('abcdefg', { minLength: 8 })).toEqual([{ rule: 'minLength', min: 8 }]);
  });
});

describe('messages', () => {
  it('exist in Spanish and English', () => {
    expect(passwordMessages.es.minLength(8)).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(passwordMessages.en.minLength(8)).toBe('The password must have at least 8 characters.');
    expect(passwordFailureMessage({ rule: 'digit' }, 'es')).toBe('La contraseña debe tener al menos un número.');
    expect(passwordFailureMessage({ rule: 'special' }, 'en')).toBe('The password must have at least one special character.');
  });
});

describe('passwordSchema', () => {
  it('returns one issue per unmet rule, named by the rule', () => {
    const result = v.safeParse(passwordSchema(strict), 'abcdefgh');
    expect(result.issues?.map((issue) => issue.message)).toEqual(['uppercase', 'digit', 'special']);
    expect(v.safeParse(passwordSchema(strict), 'Abcdefg1!').success).toBe(true);
  });
});
