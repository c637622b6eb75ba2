// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ok, type Result } from '../../../domain/result';
import { invoicingMachine } from '../../../machines/invoicing/invoicing.machine';
import type { InvoiceAnswer, InvoicingReservation } from '../../../machines/invoicing/invoicing.ports';
import { messages as enErrors } from '../../i18n/errors/en.gen';
import { messages as esErrors } from '../../i18n/errors/es.gen';
import { InvoicingStateView } from './invoicing-screen';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';

// The server refuses the tax data saying only "invalid request" of a field, under a name of its own: the form
// names the field at fault, says what it must hold, and takes the traveller to the first one.

afterEach(cleanup);

const reservation: InvoicingReservation = {
  code: 'ABC123',
  limit_invoicing_date: '2026-03-31',
  can_invoice: true,
  proof: true,
  contact: { email: 'an***@example.mx', phone: null },
  payments: [{ payment_id: 1, concept: 'Boletos', amount: 500, payment_type: 'credit', payment_method: 'card', can_invoice: true, can_resend: false, invoiced: false, refund: false }],
};
const form = { useCfdi: 'G03', name: 'María Olivia Martínez Sagaz', email: 'a@b.mx', cp: '80290', rfc: 'MASO451221PM4', regimen_fiscal: '612' };
const refusal = { ok: false as const, errors: [{ code: 'invalid_request', field: 'email' }, { code: 'invalid_request', field: 'body.postal_code' }] };

const texts = {
  es: {
    summary: 'Revisa estos datos: Código postal, Correo electrónico.',
    cp: 'Revisa el código postal: los 5 dígitos del domicilio fiscal de tu constancia.',
    postal: 'Código postal',
  },
  en: {
    summary: 'Check these details: Postal code, E-mail.',
    cp: 'Check the postal code: the 5 digits of the tax address on your tax status certificate.',
    postal: 'Postal code',
  },
} as const;

describe.each(['es', 'en'] as const)('a tax form refused by the server (%s)', (lang) => {
  it('names the fields at fault, says what each must hold, and focuses the first', async () => {
    const i18n = setupI18n();
    i18n.load({ es: { ...es, ...esErrors }, en: { ...en, ...enErrors } });
    i18n.activate(lang);
    const machine = invoicingMachine.provide({
      actors: {
        lookupReservation: fromPromise(async (): Promise<Result<InvoicingReservation>> => ok(reservation)),
        generateInvoice: fromPromise(async (): Promise<Result<InvoiceAnswer>> => refusal),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'invoicing.open', code: 'ABC123', token: 'tok' });
    await waitFor(actor, (s) => s.matches('concepts'));
    render(
      <I18nProvider i18n={i18n}>
        <InvoicingStateView actor={actor} />
      </I18nProvider>,
    );
    act(() => {
      actor.send({ type: 'concept.toggle', paymentId: 1 });
      actor.send({ type: 'concepts.invoice' });
      actor.send({ type: 'tax.fill', profile: form });
      actor.send({ type: 'tax.submit' });
    });
    await act(() => waitFor(actor, (s) => s.matches('taxData') && s.context.errors.length > 0));
    expect(screen.getByRole('alert').textContent).toBe(texts[lang].summary);
    expect(screen.queryByText(/Solicitud no válida|Invalid request/)).toBeNull();
    const postal = screen.getByLabelText(texts[lang].postal);
    expect(postal.getAttribute('aria-invalid')).toBe('true');
    expect(postal.getAttribute('aria-describedby') && document.getElementById(postal.getAttribute('aria-describedby')!)?.textContent).toBe(texts[lang].cp);
    expect(document.activeElement).toBe(postal);
  });
});
