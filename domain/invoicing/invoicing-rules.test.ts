import { describe, expect, it } from 'vitest';
import { invoicingLimitDate, isPointsPayment, withinInvoicingDeadline } from './invoicing-rules';
import { cfdiUsesFor, regimesFor, taxDataIssues } from './tax-data-rules';

describe('invoicing deadline', () => {
  it('is the last day of the month of the payment, leap years included', () => {
    expect(invoicingLimitDate('2026-11-03')).toBe('2026-11-30');
    expect(invoicingLimitDate('2028-02-10')).toBe('2028-02-29');
    expect(invoicingLimitDate('2026-12-31')).toBe('2026-12-31');
  });
  it('allows invoicing up to the limit date and refuses it after', () => {
    expect(withinInvoicingDeadline('2026-11-03', '2026-11-30')).toBe(true);
    expect(withinInvoicingDeadline('2026-11-03', '2026-12-01')).toBe(false);
  });
});

describe('points payments', () => {
  it('are the prepaid and earned points types', () => {
    for (const t of ['traveller_loyalty', 'traveller_win', 'traveller_prepaid', 'traveller_purchased']) expect(isPointsPayment(t)).toBe(true);
    for (const t of ['cash', 'credit', 'debit', 'paypal']) expect(isPointsPayment(t)).toBe(false);
  });
});

describe('tax data', () => {
  const valid = { useCfdi: 'G03', name: 'ESCUELA KEMPER URGATE', email: 'a@b.mx', cp: '42501', rfc: 'EKU9003173C9', regimen_fiscal: '601' };
  it('offers company regimes for a company and person regimes for a person', () => {
    expect(regimesFor('company').map((r) => r.code)).toContain('601');
    expect(regimesFor('company').map((r) => r.code)).not.toContain('605');
    expect(regimesFor('person').map((r) => r.code)).toContain('605');
  });
  it('offers only the CFDI uses SAT allows with the regime', () => {
    const salaried = cfdiUsesFor('person', '605').map((u) => u.code);
    expect(salaried).toContain('D01');
    expect(salaried).not.toContain('G03');
    expect(cfdiUsesFor('company', '601').map((u) => u.code)).toContain('G03');
    expect(cfdiUsesFor('company', '601').map((u) => u.code)).not.toContain('D01');
  });
  it('accepts valid data and names each empty field', () => {
    expect(taxDataIssues(valid)).toEqual([]);
    expect(taxDataIssues({ ...valid, rfc: '', cp: ' ' }).map((i) => i.code)).toEqual(['empty_cp', 'empty_rfc']);
  });
  it('refuses a bad RFC, a regime of the other kind and a use the regime does not allow', () => {
    expect(taxDataIssues({ ...valid, rfc: 'EKU9003173C8' })).toEqual([{ field: 'rfc', code: 'invalid_rfc' }]);
    expect(taxDataIssues({ ...valid, regimen_fiscal: '605' })).toEqual([{ field: 'regimen_fiscal', code: 'unexpected_regimen' }]);
    expect(taxDataIssues({ ...valid, useCfdi: 'D01' })).toEqual([{ field: 'useCfdi', code: 'unexpected_use_cfdi' }]);
  });
});
