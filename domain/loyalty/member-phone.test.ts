import { describe, expect, it } from 'vitest';
import { memberPhone } from './member-phone';

describe('a frequent traveller’s mobile', () => {
  it('is stored in E.164, a Mexican one of 10 digits with +52', () => {
    expect(memberPhone(' 3221234567 ')).toEqual({ ok: true, e164: '+523221234567' });
    expect(memberPhone('+523221234567')).toEqual({ ok: true, e164: '+523221234567' });
    expect(memberPhone('+14155550123')).toEqual({ ok: true, e164: '+14155550123' });
  });

  it('is refused with the 10-digit message for Mexico, the country’s otherwise', () => {
    expect(memberPhone('322123456')).toEqual({ ok: false, code: 'cell_phone_invalid' });
    expect(memberPhone('+52322123456')).toEqual({ ok: false, code: 'cell_phone_invalid' });
    expect(memberPhone('')).toEqual({ ok: false, code: 'cell_phone_invalid' });
    expect(memberPhone('+1415555012')).toEqual({ ok: false, code: 'cell_phone_invalid_country' });
  });
});
