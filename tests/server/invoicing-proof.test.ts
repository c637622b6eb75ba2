// Decision 063: invoices go to their owner. Invoicing a payment and resending an invoice need the proof of the
// reservation's contact (the e-mail's link, or a one-time code's link token), the address is checked, and an
// invoice made wrongly is cancelled and issued again by its owner (CFDI substitution: relation 04, motive 01).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failed } from '../../domain/result';
import { createApp } from '../../server/app';
import { invoices } from '../../server/db/schema/invoicing.schema';
import { createInvoicingEngine } from '../../server/invoicing/invoicing-engine';
import type { CancelRequest } from '../../server/invoicing/pac';
import { defaultServerConfig } from '../../server/platform/config';
import { xsdErrors } from '../../server/invoicing/sat-validation.test-harness';
import { engines, openTestApp, type TestApp } from './support/engines';
import { errorCodes, generate, invoiceEmails, paidReservation, reissue, resend, SURNAME, taxData } from './support/invoicing';
import { contact } from './support/payments';
import { proofByCode } from './support/proof';

type Result = { invoices: Array<{ invoice_id: number; uuid: string; status: string; rfc: string }> };
const company = { useCfdi: 'G03', name: 'Xenon Industrial Articles', email: 'compras@example.mx', cp: '76343', rfc: 'XIA190128J61', regimen_fiscal: '601' };

describe.each(engines)('invoicing needs the proof of the contact ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a surname alone cannot invoice a payment nor send an invoice anywhere: 403 proof_required, nothing sent', async () => {
    const { code, paymentId } = await paidReservation(t, [3]);
    const bySurname = await generate(t, code, { ...taxData, last_name: SURNAME, payments: [paymentId] });
    expect([bySurname.status, errorCodes(bySurname)]).toEqual([403, ['proof_required']]);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.rfc, taxData.rfc))).toEqual([]);
    // The owner invoices; a stranger with the surname cannot have it sent to another address.
    expect((await generate(t, code, { ...taxData, payments: [paymentId] })).status).toBe(200);
    const mailed = await resend(t, code, { last_name: SURNAME, email: 'elsewhere@example.com', payments: [paymentId] });
    expect([mailed.status, errorCodes(mailed)]).toEqual([403, ['proof_required']]);
    expect(await invoiceEmails(t, 'elsewhere@example.com')).toEqual([]);
  });

  it('a one-time code proves the contact for invoicing; a bad address is refused', async () => {
    const { code, paymentId } = await paidReservation(t, [4]);
    const token = await proofByCode(t, code, { last_name: SURNAME }, contact.email);
    expect((await generate(t, code, { ...taxData, token, payments: [paymentId] })).status).toBe(200);
    const bad = await resend(t, code, { token, email: 'factura@', payments: [paymentId] });
    expect([bad.status, errorCodes(bad)]).toEqual([400, ['invalid_email']]);
    expect((await resend(t, code, { token, email: 'otra@example.mx', payments: [paymentId] })).status).toBe(200);
    expect(await invoiceEmails(t, 'otra@example.mx')).toHaveLength(1);
  });

  it('the owner cancels a wrong invoice and issues it again: the new one names the old (04), the old is cancelled (01)', { timeout: 120_000 }, async () => {
    const { code, paymentId } = await paidReservation(t, [5]);
    const first = ((await generate(t, code, { ...taxData, payments: [paymentId] })).body.content.data as Result).invoices[0]!;
    const bySurname = await reissue(t, code, { ...company, last_name: SURNAME, invoice_id: first.invoice_id });
    expect(errorCodes(bySurname)).toEqual(['proof_required']);

    const again = await reissue(t, code, { ...company, invoice_id: first.invoice_id });
    expect(again.status, JSON.stringify(again.body.content.errors)).toBe(200);
    const [fresh, old] = (again.body.content.data as Result).invoices;
    expect([fresh!.rfc, fresh!.status, old!.status]).toEqual(['XIA190128J61', 'complete', 'cancelled']);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, fresh!.invoice_id));
    expect(row!.xml).toContain(`<cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="${first.uuid}"/>`);
    expect(await xsdErrors(row!.xml!)).toEqual([]);
    const [cancelled] = await t.database.db.select().from(invoices).where(eq(invoices.id, first.invoice_id));
    expect(cancelled).toMatchObject({ status: 'cancelled', substitutedBy: fresh!.invoice_id });
    expect(await invoiceEmails(t, company.email)).toHaveLength(1);
    // Cancelled once: it cannot be replaced again.
    expect(errorCodes(await reissue(t, code, { ...company, invoice_id: first.invoice_id }))).toEqual(['invoice_id_not_found']);
  });

  it('a PAC that refuses to cancel keeps both, and the same request later cancels without stamping again', { timeout: 60_000 }, async () => {
    const { code, paymentId } = await paidReservation(t, [6]);
    const first = ((await generate(t, code, { ...taxData, payments: [paymentId] })).body.content.data as Result).invoices[0]!;
    const engineOf = createInvoicingEngine(t.clock, {});
    const sandbox = engineOf.pacs.get('sandbox')!;
    const asked: CancelRequest[] = [];
    let refuse = true;
    const pac = { ...sandbox, cancel: (request: CancelRequest) => (asked.push(request), refuse ? Promise.resolve(failed('cannot_cancel_invoice')) : sandbox.cancel(request)) };
    const app = createApp({ db: t.database.db, clock: t.clock, config: defaultServerConfig, invoicing: { ...engineOf, pacs: new Map([['sandbox', pac]]) } });
    const refused = await reissue({ ...t, app }, code, { ...company, invoice_id: first.invoice_id });
    expect([refused.status, errorCodes(refused)]).toEqual([503, ['cannot_cancel_invoice']]);
    const [kept] = await t.database.db.select().from(invoices).where(eq(invoices.id, first.invoice_id));
    expect(kept!.status).toBe('complete');
    refuse = false;
    const done = await reissue({ ...t, app }, code, { ...company, invoice_id: first.invoice_id });
    expect(done.status).toBe(200);
    // Both times the same substitute: the second request stamped nothing new.
    expect(asked.map((a) => [a.uuid, a.motive])).toEqual([[first.uuid, '01'], [first.uuid, '01']]);
    expect(asked[1]!.substitute).toBe(asked[0]!.substitute);
    const [cancelled] = await t.database.db.select().from(invoices).where(eq(invoices.id, first.invoice_id));
    expect(cancelled).toMatchObject({ status: 'cancelled', substitutedBy: kept!.substitutedBy });
  });
});
