import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  emailSchema,
  formatMessages,
  isBase64,
  isBirthday,
  isEmail,
  isImageUrl,
  isLatitude,
  isLongitude,
  isMobile,
  nationalMobile,
  isRfc,
  isTag,
  isTime,
  isUuid,
  latitudeSchema,
  mobileSchema,
  rfcSchema,
} from './format-validators';
import { encodeBase64Utf8 } from './base64';

describe('RFC', () => {
  it.each(['GODE561231GR8', 'XAXX010101000', 'ABC680524P76', 'ÑAÑ801231AB1', 'A&C991231XY9', 'PEGJ000229AB1', 'gode561231gr8'])(
    'accepts %s',
    (rfc) => expect(isRfc(rfc)).toBe(true),
  );

  it.each([
    ['too few letters', 'AB561231GR8'],
    ['too many letters', 'ABCDE561231GR8'],
    ['month 13', 'GODE561331GR8'],
    ['31 April', 'GODE560431GR8'],
    ['29 February of a non-leap year', 'GODE010229GR8'],
    ['short homoclave', 'GODE561231GR'],
    ['symbols in the homoclave', 'GODE561231G-8'],
    ['digits in the name part', 'G0DE561231GR8'],
  ])('refuses %s', (_, rfc) => expect(isRfc(rfc)).toBe(false));

  it('schema trims and upper-cases, and reports a code', () => {
    expect(v.parse(rfcSchema, ' gode561231gr8 ')).toBe('GODE561231GR8');
    const result = v.safeParse(rfcSchema, 'nope');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('invalid_rfc');
    expect(formatMessages.es.invalid_rfc).toBe('El RFC no es válido.');
  });
});

describe('birthday and time', () => {
  it('accepts real DD/MM days only', () => {
    expect(['01/01', '29/02', '31/12', '30/04'].every(isBirthday)).toBe(true);
    expect(['31/04', '30/02', '00/01', '15/13', '1/1', '01-01'].some(isBirthday)).toBe(false);
  });

  it('accepts HH:MM:SS on the 24-hour clock', () => {
    expect(['00:00:00', '23:59:59', '12:30:05'].every(isTime)).toBe(true);
    expect(['24:00:00', '12:60:00', '12:00', '1:00:00'].some(isTime)).toBe(false);
  });
});

describe('coordinates', () => {
  it('bounds latitude to ±90 and longitude to ±180', () => {
    expect(isLatitude(20.6534)).toBe(true);
    expect(isLatitude('-90')).toBe(true);
    expect(isLatitude(90.0001)).toBe(false);
    expect(isLongitude('-105.2253')).toBe(true);
    expect(isLongitude(180.5)).toBe(false);
    expect(isLatitude('20,65')).toBe(false);
    expect(isLatitude('')).toBe(false);
  });

  it('schema returns a number', () => {
    expect(v.parse(latitudeSchema, '20.65')).toBe(20.65);
  });

  it('any latitude inside the range is accepted, as number and as text', () => {
    fc.assert(fc.property(fc.double({ min: -90, max: 90, noNaN: true }), (lat) => isLatitude(lat) && isLatitude(lat.toFixed(6))));
  });
});

describe('identifiers and encodings', () => {
  it('UUID', () => {
    expect(isUuid('123e4567-e89b-12d3-a456-426614174000')).toBe(true);
    expect(isUuid('123e4567e89b12d3a456426614174000')).toBe(false);
    expect(isUuid('123e4567-e89b-12d3-a456-42661417400g')).toBe(false);
  });

  it('base64 accepts whatever the encoder produces and refuses broken padding', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (text) => isBase64(encodeBase64Utf8(text))));
    expect(isBase64('abc')).toBe(false);
    expect(isBase64('ab=c')).toBe(false);
    expect(isBase64('')).toBe(false);
  });

  it('tag of 1 to 5 letters', () => {
    expect(['a', 'VIP', 'Promo'].every(isTag)).toBe(true);
    expect(['', 'promos', 'ab1', 'a b'].some(isTag)).toBe(false);
  });

  it('image URL ending in png or jpg', () => {
    expect(isImageUrl('https://cdn.example.mx/slider/vallarta.PNG')).toBe(true);
    expect(isImageUrl('http://cdn.example.mx/a.jpeg?v=2')).toBe(true);
    expect(isImageUrl('https://cdn.example.mx/a.gif')).toBe(false);
    expect(isImageUrl('https://cdn.example.mx/png')).toBe(false);
    expect(isImageUrl('javascript:alert(1)//.png')).toBe(false);
    expect(isImageUrl('/local/a.png')).toBe(false);
  });
});

describe('contact formats', () => {
  it('mobile has exactly 10 digits', () => {
    expect(isMobile('3221234567')).toBe(true);
    expect(isMobile('322123456')).toBe(false);
    expect(isMobile('32212345678')).toBe(false);
    expect(isMobile('322-123-4567')).toBe(false);
    expect(v.safeParse(mobileSchema, '12345').issues?.[0]?.message).toBe('invalid_mobile');
  });

  it('a pasted or formatted mobile keeps its 10 national digits', () => {
    expect(nationalMobile('322 123 4567')).toBe('3221234567');
    expect(nationalMobile('(322) 123-4567')).toBe('3221234567');
    expect(nationalMobile('+52 322 123 4567')).toBe('3221234567');
    expect(nationalMobile('+52 1 322 123 4567')).toBe('3221234567');
    expect(nationalMobile('32212345678')).toBe('3221234567');
    expect(nationalMobile('322')).toBe('322');
  });

  it('e-mail', () => {
    expect(['ana@example.mx', 'j.perez+viajes@correo.com.mx', 'a_b@sub-domain.example.com'].every(isEmail)).toBe(true);
    expect(['ana@', '@example.mx', 'ana@example', 'ana..b@example.mx', '.ana@example.mx', 'ana@-example.mx', 'ana @example.mx'].some(isEmail)).toBe(
      false,
    );
    expect(v.parse(emailSchema, ' ana@example.mx ')).toBe('ana@example.mx');
  });
});
