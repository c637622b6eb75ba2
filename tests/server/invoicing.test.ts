// docs/rules/invoicing.md: look a reservation up for invoicing, generate its CFDI (validated against SAT's schema, its
// cadena original against SAT's XSLT, its seal against the certificate), e-mail it, resend it, and refuse
// twice the same payment. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../server/db/schema/invoicing.schema';
import { payments } from '../../server/db/schema/reservations.schema';
import type { IssuedCfdi } from '../../server/invoicing/invoicing-engine';
import { cadenaOriginal } from '../../server/invoicing/cadena-original';
import { sealVerifies } from '../../server/invoicing/csd';
import { satCadenaOriginal, xsdErrors } from '../../server/invoicing/sat-validation.test-harness';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { BRAND_ID, SURNAME, errorCodes, generate, invoiceEmails, lookup, paidReservation, resend, taxData } from './support/invoicing';

describe.each(engines)('invoicing on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a wrong code and a wrong surname identically, and opens with the surname or the link token', async () => {
    const { code, linkToken } = await paidReservation(t);
    const wrongCode = await lookup(t, { code: 'ZZZZ99', last_name: SURNAME, brand_id: '1' });
    const wrongName = await lookup(t, { code, last_name: 'Nadie', brand_id: '1' });
    const wrongBrand = await lookup(t, { code, last_name: SURNAME, brand_id: '2' });
    expect(wrongCode.status).toBe(404);
    expect([wrongName.status, wrongName.body]).toEqual([404, wrongCode.body]);
    expect([wrongBrand.status, wrongBrand.body]).toEqual([404, wrongCode.body]);
    const bySurname = await lookup(t, { code, last_name: SURNAME.toUpperCase(), brand_id: '1' });
    expect(bySurname.status).toBe(200);
    const byToken = await lookup(t, { code, token: linkToken, brand_id: '1' });
    // The link token proves the contact too (decision 063); the surname only reads.
    expect([(bySurname.body.content.data as { proof: boolean }).proof, (byToken.body.content.data as { proof: boolean }).proof]).toEqual([false, true]);
    expect({ ...(byToken.body.content.data as object), proof: false }).toEqual(bySurname.body.content.data);
    const data = bySurname.body.content.data as { payments: Array<Record<string, unknown>>; can_invoice: boolean; limit_invoicing_date: string; tax_regimes: unknown[] };
    expect(data.payments).toEqual([expect.objectContaining({ payment_type: 'credit', can_invoice: true, can_resend: false, invoiced: false, refund: false })]);
    expect([data.can_invoice, data.limit_invoicing_date]).toEqual([true, '2026-03-31']);
    expect(data.tax_regimes.length).toBeGreaterThan(10);
  });

  it('names each missing lookup value', async () => {
    expect(errorCodes(await lookup(t, { code: '', last_name: '', brand_id: '' }))).toEqual(['empty_code', 'empty_last_name', 'empty_brand_id']);
  });

  it('generates a CFDI that SAT would accept in form, e-mails XML and PDF, resends the same, and refuses twice', { timeout: 180_000 }, async () => {
    const { code, paymentId } = await paidReservation(t, [7]);
    const done = await generate(t, code, { ...taxData, payments: [paymentId] }, 'en');
    expect(done.status, JSON.stringify(done.body.content.errors)).toBe(200);
    const result = done.body.content.data as { message: string; invoices: Array<{ invoice_id: number; uuid: string; status: string }> };
    expect(result.message).toBe('the invoice has been generated, check your email');
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, result.invoices[0]!.invoice_id));
    expect(invoice).toMatchObject({ status: 'complete', uuid: result.invoices[0]!.uuid, rfc: 'MASO451221PM4' });
    const xml = invoice!.xml!;
    expect(await xsdErrors(xml)).toEqual([]);
    const issued = invoice!.document as IssuedCfdi;
    expect(cadenaOriginal(issued.cfdi)).toBe(await satCadenaOriginal(xml));
    const certificate = /\sCertificado="([^"]+)"/.exec(xml)![1]!;
    expect(sealVerifies(certificate, await satCadenaOriginal(xml), issued.sello)).toBe(true);

    const [mail] = await invoiceEmails(t, taxData.email);
    const attachments = (mail!.payload as { attachments: Array<{ filename: string; contentBase64: string }> }).attachments;
    expect(attachments.map((a) => a.filename.slice(-4))).toEqual(['.xml', '.pdf']);
    expect(Buffer.from(attachments[0]!.contentBase64, 'base64').toString('utf8')).toBe(xml);
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(paid!.invoiced).toBe(true);

    const row = ((await lookup(t, { code, last_name: SURNAME, brand_id: '1' })).body.content.data as { payments: Array<Record<string, unknown>> }).payments[0];
    expect(row).toMatchObject({ invoiced: true, can_invoice: false, can_resend: true, invoice_id: invoice!.id });

    const twice = await generate(t, code, { ...taxData, payments: [paymentId] });
    expect([twice.status, errorCodes(twice)]).toEqual([409, ['payment_already_invoiced']]);

    const again = await resend(t, code, { email: 'otra@example.mx', payments: [paymentId] });
    expect(again.status).toBe(200);
    expect((again.body.content.data as { message: string }).message).toBe('La factura ha sido reenviada, revisa tu correo electrónico');
    const [resent] = await invoiceEmails(t, 'otra@example.mx');
    const resentXml = (resent!.payload as { attachments: Array<{ contentBase64: string }> }).attachments[0]!.contentBase64;
    expect(Buffer.from(resentXml, 'base64').toString('utf8')).toBe(xml);
  });

  it("finds the tax data of an earlier invoice by the contact's mobile, the e-mail and the RFC, all three", { timeout: 60_000 }, async () => {
    const { code, paymentId } = await paidReservation(t, [12]);
    expect((await generate(t, code, { ...taxData, email: 'rapida@example.mx', payments: [paymentId] })).status).toBe(200);
    const ask = (phone: string, email: string, rfc: string) => call(t.app, `/api/invoicing/tax-data?${new URLSearchParams({ phone, email, rfc }).toString()}`);
    const found = await ask('3221234567', 'rapida@example.mx', 'maso451221pm4');
    expectMatchesContract('invoicing', 'findTaxData', found.status, found.body);
    expect(found.body.content.data).toEqual({ ...taxData, email: 'rapida@example.mx' });
    for (const [phone, email, rfc] of [['3220000000', 'rapida@example.mx', 'MASO451221PM4'], ['3221234567', 'otra@example.mx', 'MASO451221PM4'], ['3221234567', 'rapida@example.mx', 'XAXX010101000']]) {
      expect((await ask(phone!, email!, rfc!)).body.content.errors.map((e) => e.code)).toEqual(['tax_data_not_found']);
    }
  });

  it('invoices two payments at once when both are selected, one concept each', { timeout: 60_000 }, async () => {
    const { code, paymentId } = await paidReservation(t, [9]);
    const { addPayment } = await import('./support/invoicing');
    const second = await addPayment(t, code, { type: 'credit', amount: '58.00' });
    const done = await generate(t, code, { ...taxData, email: 'dos@example.mx', payments: [paymentId, second] });
    expect(done.status).toBe(200);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, (done.body.content.data as { invoices: Array<{ invoice_id: number }> }).invoices[0]!.invoice_id));
    const conceptos = (invoice!.document as IssuedCfdi).cfdi.conceptos;
    expect(conceptos.map((c) => c.descripcion)).toEqual(Array(2).fill(`Servicio de transporte de pasajeros en autobús, reservación ${code}`));
    expect(await xsdErrors(invoice!.xml!)).toEqual([]);
  });

  it('the brand in the request must be this server’s', async () => {
    const { code, paymentId } = await paidReservation(t, [11]);
    const res = await generate(t, code, { ...taxData, brand_id: BRAND_ID + 1, payments: [paymentId] });
    expect([res.status, errorCodes(res)]).toEqual([404, ['reservation_not_found']]);
  });
});
