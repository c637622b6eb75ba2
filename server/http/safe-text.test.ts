import { describe, expect, it } from 'vitest';
import { isSafeText, unsafeTextField } from './safe-text';

describe('safe text', () => {
  it('accepts any well-formed Unicode, pairs of surrogates (emoji) included', () => {
    for (const text of ['', 'Peña Núñez', '🚌 a Guadalajara', '\u0001\t\n', 'x'.repeat(1000)]) expect(isSafeText(text)).toBe(true);
  });

  it('refuses NUL and lone surrogates of either half', () => {
    for (const text of ['\u0000', 'ABC\u0000', 'a\uD800', '\uD800b', '\uDC00', 'x\uDFFFy', '\uDC00\uD800']) expect(isSafeText(text)).toBe(false);
  });

  it('names the first unsafe field, keys included, through objects and arrays', () => {
    expect(unsafeTextField({ code: 'ABC', contact: { first_name: 'Ana', last_name: 'L\u0000' } })).toBe('contact.last_name');
    expect(unsafeTextField({ travellers: [{ first_name: 'a' }, { first_name: '\uD800' }] })).toBe('travellers.1.first_name');
    expect(unsafeTextField({ wheelchair: { ['no\u0000te']: 'x' } })).toBe('wheelchair.(key)');
    expect(unsafeTextField('\u0000')).toBe('body');
    expect(unsafeTextField({ n: 1, b: true, z: null, list: [1, 'ok'] })).toBeNull();
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(unsafeTextField(deep)).toMatch(/^0(\.0)+$/);
  });
});
