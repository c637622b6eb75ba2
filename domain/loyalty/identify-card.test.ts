import { describe, expect, it } from 'vitest';
import { readIdentifier } from './identify-card';

describe('readIdentifier', () => {
  it('reads an e-mail, a card or a mobile', () => {
    expect(readIdentifier(' Maria.Lopez@Example.com ')).toEqual({ ok: true, value: { kind: 'email', value: 'maria.lopez@example.com' } });
    expect(readIdentifier('3100000001')).toEqual({ ok: true, value: { kind: 'number', value: '3100000001' } });
    expect(readIdentifier('322 123 4567')).toEqual({ ok: true, value: { kind: 'number', value: '3221234567' } });
  });

  it('reads a mobile with its country code as E.164, whatever its country', () => {
    expect(readIdentifier('+1 (415) 555-0123')).toEqual({ ok: true, value: { kind: 'phone', value: '+14155550123' } });
    expect(readIdentifier('+52 322 123 4567')).toEqual({ ok: true, value: { kind: 'phone', value: '+523221234567' } });
    expect(readIdentifier('+52 322 123 456')).toEqual({ ok: false, code: 'identify_card_invalid' });
    expect(readIdentifier('+1')).toEqual({ ok: false, code: 'identify_card_invalid' });
  });

  it('names what is wrong', () => {
    expect(readIdentifier('  ')).toEqual({ ok: false, code: 'identify_card_required' });
    expect(readIdentifier('maria@')).toEqual({ ok: false, code: 'email_invalid' });
    expect(readIdentifier('12345')).toEqual({ ok: false, code: 'identify_card_invalid' });
    expect(readIdentifier('maria')).toEqual({ ok: false, code: 'identify_card_invalid' });
  });
});
