// docs/rules/invoicing.md#invoice-search: invoicing searchSerie (decision 037). The invoices of a reservation opened with its code and a
// surname, narrowed by series, folio and the receiver's RFC; every refusal of the reservation is the
// lookup's one 404. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { BRAND_ID, SURNAME, errorCodes, generate, paidReservation, taxData } from './support/invoicing';

async function search(t: TestApp, body: Record<string, unknown>) {
  const res = await call(t.app, '/api/invoicing/documents/searchserie', { method: 'POST', body, flowToken: null });
  expectMatchesContract('invoicing', 'searchSerie', res.status, res.body);
  return res;
}

type Found = Array<{ invoice_id: number; uuid: string | null; serie: string; folio: string; rfc: string; total: number; status: string }>;

describe.each(engines)('invoicing searchSerie on $name', (engine) => {
  let t: TestApp;
  let code: string;
  let folio: string;
  let serie: string;
  beforeAll(async () => {
    t = await openTestApp(engine);
    const paid = await paidReservation(t, [9]);
    code = paid.code;
    const done = await generate(t, code, { ...taxData, payments: [paid.paymentId] });
    expect(done.status, JSON.stringify(done.body.content.errors)).toBe(200);
    const issued = (done.body.content.data as { invoices: Found }).invoices[0]!;
    [folio, serie] = [issued.folio, issued.serie];
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it("lists the reservation's stamped invoice, found by code and surname, and narrowed by series, folio and RFC", async () => {
    const all = await search(t, { brand_id: BRAND_ID, code, last_name: SURNAME.toUpperCase() });
    expect(all.status).toBe(200);
    const found = all.body.content.data as Found;
    expect(found).toEqual([expect.objectContaining({ folio, serie, rfc: taxData.rfc, status: 'complete', total: expect.any(Number) })]);
    expect(found[0]!.uuid).toMatch(/^[0-9a-f-]{36}$/i);
    for (const narrowed of [{ serie: serie.toLowerCase() }, { folio: folio.padStart(6, '0') }, { rfc: taxData.rfc.toLowerCase() }, { serie, folio, rfc: taxData.rfc }]) {
      expect((await search(t, { brand_id: BRAND_ID, code, last_name: SURNAME, ...narrowed })).body.content.data).toEqual(found);
    }
    for (const other of [{ serie: 'OTRA' }, { folio: String(Number(folio) + 1000) }, { rfc: 'XAXX010101000' }]) {
      const none = await search(t, { brand_id: BRAND_ID, code, last_name: SURNAME, ...other });
      expect([none.status, none.body.content.data]).toEqual([200, []]);
    }
  });

  it('answers a wrong code, surname or brand with the one 404, and names missing values', async () => {
    const wrongCode = await search(t, { brand_id: BRAND_ID, code: 'ZZZZ99', last_name: SURNAME });
    const wrongName = await search(t, { brand_id: BRAND_ID, code, last_name: 'Nadie' });
    const wrongBrand = await search(t, { brand_id: 2, code, last_name: SURNAME });
    expect([wrongCode.status, errorCodes(wrongCode)]).toEqual([404, ['reservation_not_found']]);
    expect(wrongName.body).toEqual(wrongCode.body);
    expect(wrongBrand.body).toEqual(wrongCode.body);
    // Series and folio alone open nothing: a folio is a sequential number.
    const byFolio = await search(t, { brand_id: BRAND_ID, serie, folio });
    expect([byFolio.status, errorCodes(byFolio)]).toEqual([400, ['empty_code', 'empty_last_name']]);
    const noBrand = await search(t, { code, last_name: SURNAME });
    expect([noBrand.status, errorCodes(noBrand)]).toEqual([400, ['invalid_request']]);
  });
});
