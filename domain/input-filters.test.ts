import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allowsKey, applyCase, applyInputFilter, keepDigits, keepLetters, keepNameCharacters, keepRestricted, maskEmail } from './input-filters';

describe('digits only', () => {
  it('removes everything but digits, including e, + and .', () => {
    expect(keepDigits('1e5+2.3 abc')).toBe('1523');
  });

  it('keeps one leading minus only when negatives are allowed', () => {
    expect(keepDigits('-12-3')).toBe('123');
    expect(keepDigits('-12-3', true)).toBe('-123');
    expect(keepDigits('1-2', true)).toBe('12');
  });

  it('always yields only digits', () => {
    fc.assert(fc.property(fc.string(), (text) => /^\d*$/.test(keepDigits(text))));
  });

  it('blocks the e key and other non-digits, lets named keys through', () => {
    const digits = { kind: 'digits' } as const;
    expect(['0', '7'].every((key) => allowsKey(digits, key))).toBe(true);
    expect(['e', 'E', '+', '.', '-', 'a', ' '].some((key) => allowsKey(digits, key))).toBe(false);
    expect(['Backspace', 'Tab', 'ArrowLeft', 'Enter', 'Delete'].every((key) => allowsKey(digits, key))).toBe(true);
    expect(allowsKey({ kind: 'digits', allowNegative: true }, '-')).toBe(true);
  });
});

describe('letters only', () => {
  it('keeps Spanish accented letters, ñ, ü and spaces', () => {
    expect(keepLetters('José Ñúñez Güemes 3º!')).toBe('José Ñúñez Güemes ');
    expect(keepLetters('ÁÉÍÓÚÜÑ áéíóúüñ')).toBe('ÁÉÍÓÚÜÑ áéíóúüñ');
  });

  it('keeps an accent typed as a combining mark', () => {
    expect(keepLetters('Jose\u0301')).toBe('José');
  });

  it('accepts letter keys and refuses digits and symbols', () => {
    expect(['a', 'Ñ', 'é', ' '].every((key) => allowsKey({ kind: 'letters' }, key))).toBe(true);
    expect(['1', '@', '-'].some((key) => allowsKey({ kind: 'letters' }, key))).toBe(false);
  });
});

describe('names', () => {
  it("keeps any alphabet's letters, apostrophes, hyphens and dots, and drops digits and symbols", () => {
    expect(keepNameCharacters("François O'Neil-Łukasz Jr. 3@")).toBe("François O'Neil-Łukasz Jr. ");
    expect(keepNameCharacters('Zoë Søren Ærø')).toBe('Zoë Søren Ærø');
  });

  it("turns a phone keyboard's typographic apostrophe into the plain one", () => {
    expect(keepNameCharacters('O\u2019Neil D\u02BCAngelo')).toBe("O'Neil D'Angelo");
  });

  it('accepts the keys a name needs and refuses digits', () => {
    expect(["'", '-', '.', 'ç', 'ł', ' '].every((key) => allowsKey({ kind: 'name' }, key))).toBe(true);
    expect(['1', '@', '/'].some((key) => allowsKey({ kind: 'name' }, key))).toBe(false);
  });
});

describe('restricted', () => {
  it('letters only by default', () => {
    expect(keepRestricted('Asiento 12B')).toBe('Asiento B');
  });

  it('letters and digits', () => {
    expect(keepRestricted('Asiento 12-B', { digits: true })).toBe('Asiento 12B');
  });

  it('decimals keep a single point', () => {
    expect(keepRestricted('12.5.0 kg', { decimals: true })).toBe('12.50 kg');
    expect(allowsKey({ kind: 'restricted', decimals: true }, '.')).toBe(true);
    expect(allowsKey({ kind: 'restricted', digits: true }, '.')).toBe(false);
  });
});

describe('case transforms', () => {
  it.each([
    ['uppercase', 'gode561231gr8', 'GODE561231GR8'],
    ['lowercase', 'Ana@Example.MX', 'ana@example.mx'],
    ['capitalize', 'pUERTO vallarta', 'Puerto vallarta'],
    ['wordCapitalize', 'maría de la o-ñúñez', 'María De La O-Ñúñez'],
  ] as const)('%s', (transform, input, expected) => {
    expect(applyCase(input, transform)).toBe(expected);
  });

  it('combine with a character filter', () => {
    expect(applyInputFilter('josé 42 pérez', { accept: { kind: 'letters' }, transform: 'wordCapitalize' })).toBe('José  Pérez');
  });

  it('are idempotent', () => {
    const filter = { accept: { kind: 'letters' }, transform: 'wordCapitalize' } as const;
    fc.assert(fc.property(fc.string(), (text) => applyInputFilter(applyInputFilter(text, filter), filter) === applyInputFilter(text, filter)));
  });
});

describe('maskEmail', () => {
  it('keeps the first character of user and domain and the top-level domain', () => {
    expect(maskEmail('juan@example.com')).toBe('j***@e******.com');
    expect(maskEmail('a@b.mx')).toBe('a@b.mx');
    expect(maskEmail('ana.lopez@correo.com.mx')).toBe('a********@c*********.mx');
  });

  it('keeps the length of the address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        return masked.length === email.length && masked.endsWith(email.slice(email.lastIndexOf('.')));
      }),
    );
  });

  it('leaves text that is not an address unchanged', () => {
    expect(maskEmail('no-address')).toBe('no-address');
    expect(maskEmail('@example.com')).toBe('@example.com');
  });
});
