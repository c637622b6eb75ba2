import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failed, ok, type Result } from '../../domain/result';
import { invoicingMachine } from './invoicing.machine';
import type { InvoiceAnswer, InvoicingReservation } from './invoicing.ports';

const reservation: InvoicingReservation = {
  code: 'ABC123',
  limit_invoicing_date: '2026-03-31',
  can_invoice: true,
  proof: true,
  contact: { email: 'an***@example.mx', phone: '•••• 4567' },
  payments: [
    { payment_id: 1, concept: 'Boletos', amount: 500, payment_type: 'credit', payment_method: 'card', can_invoice: true, can_resend: false, invoiced: false, refund: false },
    { payment_id: 2, concept: 'Puntos', amount: 100, payment_type: 'traveller_loyalty', payment_method: 'points', can_invoice: false, can_resend: false, invoiced: false, refund: false },
  ],
};
const issued = { invoiceId: 7, serie: 'A', folio: '7', uuid: 'aaaaaaaa-0000-4000-8000-000000000007', rfc: 'MASO451221PM4', status: 'complete' as const };
const form = { useCfdi: 'G03', name: 'Ana', email: 'a@b.mx', cp: '80290', rfc: 'MASO451221PM4', regimen_fiscal: '612' };

function start(generate: Result<InvoiceAnswer> = ok({ message: 'hecho', invoices: [issued] })) {
  const calls: unknown[] = [];
  const machine = invoicingMachine.provide({
    actors: {
      lookupReservation: fromPromise(async ({ input }) => (calls.push(input), input.lastName === 'López' || input.token ? ok(reservation) : failed('reservation_not_found'))),
      generateInvoice: fromPromise(async ({ input }) => (calls.push(input), generate)),
      resendInvoice: fromPromise(async (): Promise<Result<InvoiceAnswer>> => ok({ message: 'reenviada', invoices: [issued] })),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('invoicing chart', () => {
  it('asks for the empty lookup fields, and shows the refusal of a wrong surname', async () => {
    const { actor } = start();
    actor.send({ type: 'lookup.submit' });
    expect(actor.getSnapshot().context.errors.map((e) => e.code)).toEqual(['empty_code', 'empty_last_name']);
    actor.send({ type: 'lookup.edit', field: 'code', value: 'ABC123' });
    actor.send({ type: 'lookup.edit', field: 'lastName', value: 'Nadie' });
    actor.send({ type: 'lookup.submit' });
    await waitFor(actor, (s) => s.matches('lookup') && s.context.errors.length > 0);
    expect(actor.getSnapshot().context.errors).toEqual([{ service: 'invoicing', code: 'reservation_not_found' }]);
  });

  it('opens with a link token, needs a concept and valid tax data, then generates', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'invoicing.open', code: 'ABC123', token: 'tok' });
    await waitFor(actor, (s) => s.matches('concepts'));
    actor.send({ type: 'concepts.invoice' });
    expect(actor.getSnapshot().context.errors.map((e) => e.code)).toEqual(['empty_payments']);
    actor.send({ type: 'concept.toggle', paymentId: 1 });
    actor.send({ type: 'concepts.invoice' });
    expect(actor.getSnapshot().matches('taxData')).toBe(true);
    actor.send({ type: 'tax.submit' });
    expect(actor.getSnapshot().context.errors.map((e) => e.code)).toContain('empty_rfc');
    for (const [field, value] of Object.entries(form)) actor.send({ type: 'tax.edit', field: field as keyof typeof form, value });
    actor.send({ type: 'tax.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.message).toBe('hecho');
    expect(calls.at(-1)).toEqual({ code: 'ABC123', lastName: '', token: 'tok', payments: [1], form });
  });

  it("keeps the tax data on the server's refusal, with its code", async () => {
    const { actor } = start(failed('limit_invoicing_date', { field: 'payments' }));
    actor.send({ type: 'invoicing.open', code: 'ABC123', token: 'tok' });
    await waitFor(actor, (s) => s.matches('concepts'));
    actor.send({ type: 'concept.toggle', paymentId: 1 });
    actor.send({ type: 'concepts.invoice' });
    for (const [field, value] of Object.entries(form)) actor.send({ type: 'tax.edit', field: field as keyof typeof form, value });
    actor.send({ type: 'tax.submit' });
    await waitFor(actor, (s) => s.matches('taxData') && s.context.errors.length > 0);
    expect(actor.getSnapshot().context.errors).toEqual([{ service: 'invoicing-v2', code: 'limit_invoicing_date', field: 'payments' }]);
    expect(actor.getSnapshot().context.form).toEqual(form);
  });
});

describe('quick screen', () => {
  it('fills the form with the tax data found by mobile, e-mail and RFC, and asks for all three', async () => {
    const machine = invoicingMachine.provide({
      actors: {
        lookupReservation: fromPromise(async (): Promise<Result<InvoicingReservation>> => ok(reservation)),
        findTaxData: fromPromise(async ({ input }) => (input.phone === '3221234567' ? ok(form) : failed('tax_data_not_found'))),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'invoicing.open', code: 'ABC123', token: 'tok' });
    await waitFor(actor, (s) => s.matches('concepts'));
    actor.send({ type: 'concept.toggle', paymentId: 1 });
    actor.send({ type: 'concepts.invoice' });
    actor.send({ type: 'quick.search', phone: '322', email: 'a@b.mx', rfc: 'MASO451221PM4' });
    expect(actor.getSnapshot().context.errors).toEqual([{ service: 'invoicing', code: 'invalid_request', field: 'quick' }]);
    actor.send({ type: 'quick.search', phone: '3220000000', email: 'a@b.mx', rfc: 'maso451221pm4' });
    await waitFor(actor, (s) => s.matches('taxData') && s.context.errors.length > 0);
    expect(actor.getSnapshot().context.errors).toEqual([{ service: 'invoicing', code: 'tax_data_not_found', field: 'quick' }]);
    actor.send({ type: 'quick.search', phone: '3221234567', email: 'a@b.mx', rfc: 'MASO451221PM4' });
    await waitFor(actor, (s) => s.matches('taxData') && s.context.form.rfc !== '');
    expect(actor.getSnapshot().context.form).toEqual(form);
  });
});

describe("the member's saved RFCs", () => {
  it('offers them on the tax data step, and one fills the form keeping the CFDI use already chosen', async () => {
    const saved = { ...form, useCfdi: '' };
    const machine = invoicingMachine.provide({
      actors: {
        lookupReservation: fromPromise(async (): Promise<Result<InvoicingReservation>> => ok(reservation)),
        memberTaxData: fromPromise(async () => [saved]),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'invoicing.open', code: 'ABC123', token: 'tok' });
    await waitFor(actor, (s) => s.matches('concepts'));
    actor.send({ type: 'concept.toggle', paymentId: 1 });
    actor.send({ type: 'concepts.invoice' });
    await waitFor(actor, (s) => s.context.profiles.length > 0);
    expect(actor.getSnapshot().context.profiles).toEqual([saved]);
    actor.send({ type: 'tax.edit', field: 'useCfdi', value: 'G03' });
    actor.send({ type: 'tax.fill', profile: saved });
    expect(actor.getSnapshot().context.form).toEqual(form);
  });
});

describe('invoicing chart: proof of the contact', () => {
  it('found by the surname, asks a code before invoicing, then invoices with the link token the code gave', async () => {
    const calls: Array<[string, unknown]> = [];
    const machine = invoicingMachine.provide({
      actors: {
        lookupReservation: fromPromise(async (): Promise<Result<InvoicingReservation>> => ok({ ...reservation, proof: false })),
        sendProofCode: fromPromise(async ({ input }) => (calls.push(['send', input]), ok({ sentTo: 'an***@example.mx' }))),
        proveContact: fromPromise(async ({ input }) => (calls.push(['prove', input]), input.proofCode === '482913' ? ok({ linkToken: 'LINK' }) : failed('proof_code_invalid', { field: 'proof_code' }))),
        generateInvoice: fromPromise(async ({ input }) => (calls.push(['generate', input]), ok({ message: 'invoice_generated', invoices: [issued] }))),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'lookup.edit', field: 'code', value: 'ABC123' });
    actor.send({ type: 'lookup.edit', field: 'lastName', value: 'López' });
    actor.send({ type: 'lookup.submit' });
    await waitFor(actor, (s) => s.matches('concepts'));
    actor.send({ type: 'concept.toggle', paymentId: 1 });
    actor.send({ type: 'concepts.invoice' });
    expect(actor.getSnapshot().matches({ proving: 'choosing' })).toBe(true);
    actor.send({ type: 'proof.send', channel: 'sms' });
    await waitFor(actor, (s) => s.matches({ proving: 'entering' }));
    expect(calls[0]).toEqual(['send', { code: 'ABC123', lastName: 'López', token: null, channel: 'sms' }]);
    actor.send({ type: 'proof.submit', code: '000000' });
    await waitFor(actor, (s) => s.matches({ proving: 'entering' }) && s.context.errors.length > 0);
    expect(actor.getSnapshot().context.errors).toEqual([{ service: 'itinerary', code: 'proof_code_invalid', field: 'proof_code' }]);
    actor.send({ type: 'proof.submit', code: '482913' });
    await waitFor(actor, (s) => s.matches('taxData'));
    for (const [field, value] of Object.entries(form)) actor.send({ type: 'tax.edit', field: field as keyof typeof form, value });
    actor.send({ type: 'tax.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.at(-1)).toEqual(['generate', expect.objectContaining({ token: 'LINK', payments: [1] })]);
  });

  it('asks nothing when a link token opened it, and "Ahora no" goes back to the concepts', async () => {
    const { actor } = start();
    actor.send({ type: 'invoicing.open', code: 'ABC123', token: 'LINK' });
    await waitFor(actor, (s) => s.matches('concepts'));
    actor.send({ type: 'concept.toggle', paymentId: 1 });
    actor.send({ type: 'concepts.invoice' });
    expect(actor.getSnapshot().matches('taxData')).toBe(true);
    const bySurname = invoicingMachine.provide({ actors: { lookupReservation: fromPromise(async (): Promise<Result<InvoicingReservation>> => ok({ ...reservation, proof: false })) } });
    const other = createActor(bySurname).start();
    other.send({ type: 'invoicing.open', code: 'ABC123', lastName: 'López' });
    await waitFor(other, (s) => s.matches('concepts'));
    other.send({ type: 'concept.toggle', paymentId: 1 });
    other.send({ type: 'concepts.invoice' });
    other.send({ type: 'proof.dismiss' });
    expect(other.getSnapshot().matches('concepts')).toBe(true);
  });
});

describe('invoicing chart: the issued invoice downloaded on the page', () => {
  it('asks the owner’s file of an invoice it was answered, with the proof, and says a refusal', async () => {
    const asked: unknown[] = [];
    let answer: Result<{ fileName: string }> = failed('proof_required');
    const machine = invoicingMachine.provide({
      actors: {
        lookupReservation: fromPromise(async (): Promise<Result<InvoicingReservation>> => ok(reservation)),
        generateInvoice: fromPromise(async (): Promise<Result<InvoiceAnswer>> => ok({ message: 'invoice_generated', invoices: [issued] })),
        downloadInvoice: fromPromise(async ({ input }) => (asked.push(input), answer)),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'invoicing.open', code: 'ABC123', token: 'LINK' });
    await waitFor(actor, (s) => s.matches('concepts'));
    actor.send({ type: 'concept.toggle', paymentId: 1 });
    actor.send({ type: 'concepts.invoice' });
    actor.send({ type: 'tax.fill', profile: form });
    actor.send({ type: 'tax.submit' });
    await waitFor(actor, (s) => s.matches({ done: 'showing' }));
    expect(actor.getSnapshot().context.invoices).toEqual([issued]);
    // Another invoice than the one answered is not asked for.
    actor.send({ type: 'invoice.download', invoiceId: 99, format: 'pdf' });
    expect(actor.getSnapshot().matches({ done: 'showing' })).toBe(true);
    actor.send({ type: 'invoice.download', invoiceId: issued.invoiceId, format: 'xml' });
    expect(actor.getSnapshot().matches({ done: 'downloading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ done: 'showing' }));
    expect(asked).toEqual([{ code: 'ABC123', lastName: '', token: 'LINK', invoiceId: issued.invoiceId, format: 'xml' }]);
    expect(actor.getSnapshot().context.errors.map((e) => e.code)).toEqual(['proof_required']);
    answer = ok({ fileName: 'A-7.pdf' });
    actor.send({ type: 'invoice.download', invoiceId: issued.invoiceId, format: 'pdf' });
    await waitFor(actor, (s) => s.matches({ done: 'showing' }) && s.context.errors.length === 0);
  });
});
