import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeBase64Json, decodeBase64Utf8, encodeBase64Json, encodeBase64Utf8 } from './base64';

describe('base64 helpers', () => {
  it('encodes ASCII exactly like btoa', () => {
    expect(encodeBase64Utf8('hola')).toBe('aG9sYQ==');
  });

  it('encodes text outside Latin-1 as UTF-8 (what a server decoding UTF-8 expects)', () => {
    expect(encodeBase64Utf8('Peñita €')).toBe(Buffer.from('Peñita €', 'utf8').toString('base64'));
  });

  it("encodes text longer than one chunk, a character's bytes split between two chunks", () => {
    const text = `${'a'.repeat(4095)}ñ${'Peñita € 😀 '.repeat(900)}`;
    expect(encodeBase64Utf8(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
    expect(decodeBase64Utf8(encodeBase64Utf8(text))).toBe(text);
  });

  it('round-trips any string, including emoji and accents', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => decodeBase64Utf8(encodeBase64Utf8(text)) === text));
  });

  it('round-trips JSON values', () => {
    const value = { code: 'ABC123', name: 'José Ñúñez', seats: [1, 2] };
    expect(decodeBase64Json(encodeBase64Json(value))).toEqual(value);
  });

  it('rejects text that is not base64 JSON', () => {
    expect(() => decodeBase64Json('%%%')).toThrow();
    expect(() => decodeBase64Json(encodeBase64Utf8('not json'))).toThrow();
  });
});
