import { describe, expect, it } from 'vitest';
import { taxFieldOf } from './tax-data-rules';

describe('taxFieldOf: the form field a server refusal is about', () => {
  it('reads the field the answer names, under any of its names or a dotted path', () => {
    expect(taxFieldOf({ code: 'invalid_request', field: 'cp' })).toBe('cp');
    expect(taxFieldOf({ code: 'invalid_request', field: 'body.postal_code' })).toBe('cp');
    expect(taxFieldOf({ code: 'invalid_request', field: 'email' })).toBe('email');
    expect(taxFieldOf({ code: 'invalid_request', field: 'regimen' })).toBe('regimen_fiscal');
    expect(taxFieldOf({ code: 'invalid_request', field: 'use_cfdi' })).toBe('useCfdi');
  });

  it('trusts the code over the field, and knows no field for the payments or the access', () => {
    expect(taxFieldOf({ code: 'invalid_rfc' })).toBe('rfc');
    expect(taxFieldOf({ code: 'unexpected_use_cfdi', field: 'form' })).toBe('useCfdi');
    expect(taxFieldOf({ code: 'payment_already_invoiced', field: 'payments' })).toBeNull();
    expect(taxFieldOf({ code: 'proof_required' })).toBeNull();
  });
});
