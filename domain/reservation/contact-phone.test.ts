import { describe, expect, it } from 'vitest';
import { composePhone, contactPhoneE164, contactPhoneIssue, nationalPart, phoneCountries, splitPhone } from './contact-phone';

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

  it('offers Mexico first, then the United States and Canada', () => {
    const countries = phoneCountries();
    expect(countries.slice(0, 3)).toEqual(['MX', 'US', 'CA']);
    expect(new Set(countries).size).toBe(countries.length);
  });
});
