// The invoice engine against SAT's own definitions: the XML validates against cfdv40.xsd (and the stamp
// against TimbreFiscalDigitalv11.xsd), the cadena original is the one SAT's XSLT gives, the seals verify.
import { describe, expect, it } from 'vitest';
import { splitGross } from './cfdi-amounts';
import { buildCfdi, sealCfdi, type CfdiInput } from './cfdi-build';
import { sealVerifies } from './csd';
import { loadIssuerCsd, SANDBOX_ISSUER } from './issuer-config';
import { satCadenaOriginal, satTfdCadenaOriginal, xsdErrors } from './sat-validation.test-harness';
import { createSandboxPac } from './sandbox-pac';
import { tfdCadenaOriginal } from './timbre-fiscal-digital';

const csd = loadIssuerCsd(SANDBOX_ISSUER);
const issuer = { rfc: SANDBOX_ISSUER.rfc, nombre: SANDBOX_ISSUER.name, regimenFiscal: SANDBOX_ISSUER.regimenFiscal, postalCode: SANDBOX_ISSUER.postalCode };

function input(overrides: Partial<CfdiInput> = {}): CfdiInput {
  return {
    issuer,
    receiver: { rfc: 'MASO451221PM4', nombre: 'MARIA OLIVIA MARTINEZ SAGAZ', domicilioFiscalReceptor: '80290', regimenFiscalReceptor: '612', usoCFDI: 'G03' },
    payments: [
      { paymentId: 11, concept: 'Boletos  Guadalajara → Puerto Vallarta, reservación ABC123 & "ida"', amountCents: 123_450, type: 'credit' },
      { paymentId: 12, concept: 'Seguro de viajero', amountCents: 5_000, type: 'cash' },
    ],
    serie: 'WEB',
    folio: '17',
    fecha: '2026-11-24T10:15:00',
    certificateNumber: csd.certificateNumber,
    ...overrides,
  };
}

const pac = createSandboxPac({ csd, now: () => '2026-11-24T10:15:05', uuid: () => '5f4e3d2c-1b0a-4987-8654-3210fedcba98' });

describe('CFDI 4.0 engine', () => {
  it("reads SAT's test CSD: its number, RFC and validity", () => {
    expect(csd.certificateNumber).toBe('30001000000500003416');
    expect(csd.rfc).toBe('EKU9003173C9');
    expect(csd.validTo.getUTCFullYear()).toBe(2027);
  });

  it('splits a price with IVA into base and tax that add up to it', () => {
    for (let cents = 1; cents < 200_000; cents += 97) {
      const { baseCents, ivaCents } = splitGross(cents);
      expect(baseCents + ivaCents).toBe(cents);
      expect(Math.abs(ivaCents - baseCents * 0.16)).toBeLessThanOrEqual(1);
    }
  });

  it('totals one concept per payment with IVA 16% transferred, PUE, MXN and the main payment form', () => {
    const cfdi = buildCfdi(input());
    expect(cfdi.conceptos.map((c) => c.noIdentificacion)).toEqual(['11', '12']);
    expect(cfdi.conceptos[0]).toMatchObject({ claveProdServ: '78111802', claveUnidad: 'E48', objetoImp: '02', valorUnitario: '1064.22' });
    expect(cfdi).toMatchObject({ subTotal: '1107.32', total: '1284.50', moneda: 'MXN', metodoPago: 'PUE', formaPago: '04' });
    expect(cfdi.impuestos.totalImpuestosTrasladados).toBe('177.18');
  });

  it("validates against cfdv40.xsd, its cadena original is SAT's XSLT's, and the seal verifies", { timeout: 120_000 }, async () => {
    const sealed = sealCfdi(buildCfdi(input()), csd);
    expect(await xsdErrors(sealed.xml)).toEqual([]);
    expect(sealed.cadenaOriginal).toBe(await satCadenaOriginal(sealed.xml));
    expect(sealVerifies(csd.certificateBase64, sealed.cadenaOriginal, sealed.sello)).toBe(true);
    expect(sealVerifies(csd.certificateBase64, sealed.cadenaOriginal.replace('1284.50', '1284.51'), sealed.sello)).toBe(false);
  });

  it('matches the XSLT for a company receiver with one concept and odd whitespace', { timeout: 120_000 }, async () => {
    const one = input({
      receiver: { rfc: 'XIA190128J61', nombre: '  XENON   INDUSTRIAL ARTICLES ', domicilioFiscalReceptor: '76343', regimenFiscalReceptor: '601', usoCFDI: 'G03' },
      payments: [{ paymentId: 3, concept: 'Boleto\nsencillo\t Zapopan', amountCents: 99, type: 'debit' }],
    });
    const sealed = sealCfdi(buildCfdi(one), csd);
    expect(await xsdErrors(sealed.xml)).toEqual([]);
    expect(sealed.cadenaOriginal).toBe(await satCadenaOriginal(sealed.xml));
  });

  it('the sandbox PAC adds a TimbreFiscalDigital 1.1 that validates, whose seal verifies', { timeout: 120_000 }, async () => {
    const sealed = sealCfdi(buildCfdi(input()), csd);
    const stamped = await pac.stamp({ xml: sealed.xml, cadenaOriginal: sealed.cadenaOriginal });
    if (!stamped.ok) throw new Error('not stamped');
    expect(stamped.data.uuid).toBe('5F4E3D2C-1B0A-4987-8654-3210FEDCBA98');
    expect(await xsdErrors(stamped.data.xml)).toEqual([]);
    expect(await xsdErrors(`<?xml version="1.0" encoding="UTF-8"?>\n${stamped.data.tfdXml}`)).toEqual([]);
    const tfdCadena = tfdCadenaOriginal(stamped.data);
    expect(tfdCadena).toBe(await satTfdCadenaOriginal(stamped.data.tfdXml));
    expect(sealVerifies(csd.certificateBase64, tfdCadena, stamped.data.selloSat)).toBe(true);
    // The stamp does not change the document's own cadena original.
    expect(await satCadenaOriginal(stamped.data.xml)).toBe(sealed.cadenaOriginal);
  });

  it('a substitute names the invoice it replaces (relation 04), validates, and its cadena is the XSLT\'s', { timeout: 120_000 }, async () => {
    const sealed = sealCfdi(buildCfdi(input({ substitutes: ['5F4E3D2C-1B0A-4987-8654-3210FEDCBA98'] })), csd);
    expect(sealed.xml).toContain('<cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="5F4E3D2C-1B0A-4987-8654-3210FEDCBA98"/></cfdi:CfdiRelacionados><cfdi:Emisor');
    expect(await xsdErrors(sealed.xml)).toEqual([]);
    expect(sealed.cadenaOriginal).toBe(await satCadenaOriginal(sealed.xml));
  });

  it('the sandbox PAC cancels with motive 01 only naming the substitute', async () => {
    const cancel = { uuid: '5F4E3D2C-1B0A-4987-8654-3210FEDCBA98', issuerRfc: issuer.rfc, receiverRfc: 'MASO451221PM4', total: '1284.50' };
    expect(await pac.cancel({ ...cancel, motive: '01', substitute: 'AAAAAAAA-1B0A-4987-8654-3210FEDCBA98' })).toMatchObject({ ok: true, data: { status: 'cancelled' } });
    expect(await pac.cancel({ ...cancel, motive: '01' })).toMatchObject({ ok: false, errors: [{ code: 'cannot_cancel_invoice' }] });
  });

  it('the sandbox PAC refuses a document whose seal does not verify', async () => {
    const sealed = sealCfdi(buildCfdi(input()), csd);
    const tampered = await pac.stamp({ xml: sealed.xml.replace('Total="1284.50"', 'Total="1.00"'), cadenaOriginal: sealed.cadenaOriginal.replace('1284.50', '1.00') });
    expect(tampered).toMatchObject({ ok: false, errors: [{ code: 'cannot_stamp_invoice' }] });
  });

  it('a schema violation is caught by the validation', async () => {
    const sealed = sealCfdi(buildCfdi(input()), csd);
    expect((await xsdErrors(sealed.xml.replace('UsoCFDI="G03"', 'UsoCFDI="ZZZ"'))).length).toBeGreaterThan(0);
  });
});
