import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CFDI_USES, TAX_REGIMES } from '../../domain/invoicing/sat-catalogs';

// The shared table must stay the SAT catalog (copied in server/invoicing/sat/catalogs).
const catalog = (name: string) =>
  (JSON.parse(readFileSync(new URL(`./sat/catalogs/cfdi_40_${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>[]).filter(
    (e) => e.vigencia_hasta === '',
  );
const yes = (v: unknown) => v === 1 || v === '1';

describe('SAT catalogs', () => {
  it('tax regimes match c_RegimenFiscal', () => {
    expect(TAX_REGIMES).toEqual(catalog('regimenes_fiscales').map((r) => ({ code: r.id, description: r.texto, person: yes(r.aplica_fisica), company: yes(r.aplica_moral) })));
  });
  it('CFDI uses match c_UsoCFDI with their receivers regimes', () => {
    expect(CFDI_USES).toEqual(
      catalog('usos_cfdi').map((u) => ({
        code: u.id,
        description: u.texto,
        person: yes(u.aplica_fisica),
        company: yes(u.aplica_moral),
        regimes: String(u.regimenes_fiscales_receptores).split(',').map((s) => s.trim()).filter(Boolean),
      })),
    );
  });
});
