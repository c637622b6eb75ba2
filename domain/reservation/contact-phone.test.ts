import { describe, expect, it } from 'vitest';
import { composePhone, contactPhoneE164, contactPhoneIssue, displayPhone, nationalPart, phoneCountries, phoneEntry, splitPhone, type PhoneCountry } from './contact-phone';
import { mexicanMobileOf, storedPhoneE164, storedPhoneForms } from './phone-shape';

describe('the contact phone (10-digit Mexican mobile; foreign visitors in E.164)', () => {
  it('keeps a Mexican mobile at exactly 10 digits, with or without +52', () => {
    expect(contactPhoneE164('3221234567')).toBe('+523221234567');
    expect(contactPhoneE164('+523221234567')).toBe('+523221234567');
    expect(contactPhoneIssue('+52322123456')).toBe('invalid_mobile');
    expect(contactPhoneIssue('+5232212345678')).toBe('invalid_mobile');
    expect(contactPhoneIssue('+5213221234567')).toBe('invalid_mobile');
    expect(contactPhoneIssue('322123456')).toBe('invalid_mobile');
    expect(contactPhoneIssue('')).toBe('invalid_mobile');
  });

  it('takes a foreign number valid for its country and refuses one that is not', () => {
    expect(contactPhoneE164('+12133734253')).toBe('+12133734253');
    expect(contactPhoneE164('+447400123456')).toBe('+447400123456');
    expect(contactPhoneIssue('+1213373425')).toBe('invalid_phone');
    expect(contactPhoneIssue('+44 7400 123456')).toBe('invalid_phone');
  });

  it('composes and splits what the field shows', () => {
    expect(composePhone('US', '2133734253')).toBe('+12133734253');
    expect(composePhone('MX', '')).toBe('+52');
    expect(contactPhoneIssue(composePhone('MX', ''))).toBe('invalid_mobile');
    expect(contactPhoneIssue(composePhone('US', ''))).toBe('invalid_phone');
    expect(splitPhone('+12133734253')).toEqual({ country: 'US', national: '2133734253' });
    expect(splitPhone('+16045551234')).toEqual({ country: 'CA', national: '6045551234' });
    expect(splitPhone('3221234567')).toEqual({ country: 'MX', national: '3221234567' });
    expect(splitPhone('')).toEqual({ country: 'MX', national: '' });
  });

  it('keeps the national digits of a pasted international number', () => {
    expect(nationalPart('MX', '+52 322 123 4567')).toBe('3221234567');
    expect(nationalPart('US', '+1 (213) 373-4253')).toBe('2133734253');
    expect(nationalPart('GB', '07400 123456')).toBe('07400123456');
  });

  it('moves to the country of a number pasted or typed whole with its +, never keeping 10 of its digits', () => {
    expect(phoneEntry('MX', '+1 415 555 0123')).toEqual({ country: 'US', national: '4155550123' });
    expect(composePhone('US', '4155550123')).toBe('+14155550123');
    expect(phoneEntry('MX', '0044 7400 123456')).toEqual({ country: 'GB', national: '7400123456' });
    expect(phoneEntry('US', '+52 1 322 123 4567')).toEqual({ country: 'MX', national: '3221234567' });
    // Typed a key at a time: the + is kept until the number tells its country.
    let field: { country: PhoneCountry; national: string } = { country: 'MX', national: '' };
    for (const key of '+1 415 555 0123') field = phoneEntry(field.country, field.national + key);
    expect(field).toEqual({ country: 'US', national: '4155550123' });
    expect(phoneEntry('MX', '+4')).toEqual({ country: 'MX', national: '+4' });
    expect(composePhone('MX', '+4')).toBe('+4');
    // Without a +, the digits are the chosen country's.
    expect(phoneEntry('MX', '1 415 555 0123')).toEqual({ country: 'MX', national: '1415555012' });
  });

  it('drops a national trunk prefix typed out of habit', () => {
    expect(composePhone('GB', '07400123456')).toBe('+447400123456');
    expect(contactPhoneE164(composePhone('GB', '07400123456'))).toBe('+447400123456');
  });

  it('reads a stored number as E.164 for messages, older 10 digits as +52’s, and shows it with its country code', () => {
    expect(storedPhoneE164('3221234567')).toBe('+523221234567');
    expect(storedPhoneE164('+14155550123')).toBe('+14155550123');
    expect(storedPhoneE164('')).toBeNull();
    expect(storedPhoneForms('+523221234567')).toEqual(['+523221234567', '3221234567']);
    expect(storedPhoneForms('+14155550123')).toEqual(['+14155550123']);
    expect(mexicanMobileOf('+523221234567')).toBe('3221234567');
    expect(mexicanMobileOf('+14155550123')).toBe('');
    expect(displayPhone('+14155550123')).toBe('+1 415 555 0123');
    expect(displayPhone('3221234567')).toBe('+52 322 123 4567');
  });

  it('offers Mexico first, then the United States and Canada', () => {
    const countries = phoneCountries();
    expect(countries.slice(0, 3)).toEqual(['MX', 'US', 'CA']);
    expect(new Set(countries).size).toBe(countries.length);
  });
});
