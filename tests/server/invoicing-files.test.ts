// An issued invoice's PDF and XML, offered on the page as well as by e-mail: the same files the e-mail attaches,
// only to the owner of the reservation (the proof of the contact, decision 063).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyEngine, openTestApp, type TestApp } from './support/engines';
import { errorCodes, generate, invoiceFile, paidReservation, SURNAME, taxData } from './support/invoicing';

type Issued = { invoices: Array<{ invoice_id: number; uuid: string; serie: string; folio: string }> };
type File = { file_name: string; content_type: string; content: string };

describe.each(everyEngine)('an issued invoice downloaded on the page ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the owner the stamped XML and its PDF, named as the e-mail names them', { timeout: 60_000 }, async () => {
    const { code, paymentId } = await paidReservation(t, [6]);
    const issued = ((await generate(t, code, { ...taxData, payments: [paymentId] })).body.content.data as Issued).invoices[0]!;
    const xml = await invoiceFile(t, code, { invoice_id: issued.invoice_id, format: 'xml' });
    expect(xml.status, JSON.stringify(xml.body.content.errors)).toBe(200);
    const xmlFile = xml.body.content.data as File;
    expect(xmlFile.file_name).toBe(`${issued.serie}-${issued.folio}_${issued.uuid}.xml`);
    expect(xmlFile.content_type).toBe('application/xml');
    expect(Buffer.from(xmlFile.content, 'base64').toString('utf8')).toContain(`UUID="${issued.uuid}"`);
    const pdf = (await invoiceFile(t, code, { invoice_id: issued.invoice_id, format: 'pdf' }, 'en')).body.content.data as File;
    expect([pdf.file_name, pdf.content_type]).toEqual([`${issued.serie}-${issued.folio}_${issued.uuid}.pdf`, 'application/pdf']);
    expect(Buffer.from(pdf.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a surname alone (403 proof_required), and an invoice of another reservation (404)', { timeout: 60_000 }, async () => {
    const mine = await paidReservation(t, [7]);
    const other = await paidReservation(t, [8]);
    const issued = ((await generate(t, other.code, { ...taxData, payments: [other.paymentId] })).body.content.data as Issued).invoices[0]!;
    const bySurname = await invoiceFile(t, other.code, { last_name: SURNAME, invoice_id: issued.invoice_id, format: 'pdf' });
    expect([bySurname.status, errorCodes(bySurname)]).toEqual([403, ['proof_required']]);
    const elsewhere = await invoiceFile(t, mine.code, { invoice_id: issued.invoice_id, format: 'xml' });
    expect([elsewhere.status, errorCodes(elsewhere)]).toEqual([404, ['invoice_not_found']]);
  });
});
