// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failed, ok, type Result } from '../../../domain/result';
import { invoicingMachine } from '../../../machines/invoicing/invoicing.machine';
import type { InvoiceAnswer, InvoicingReservation } from '../../../machines/invoicing/invoicing.ports';
import { messages as enErrors } from '../../i18n/errors/en.gen';
import { messages as esErrors } from '../../i18n/errors/es.gen';
import { InvoicingStateView } from './invoicing-screen';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';

// The two refusals of docs/rules/invoicing.md#what-may-be-invoiced and docs/rules/invoicing.md#the-deadline as the screens show them: a points payment is marked and cannot be
// chosen; a payment past its deadline is refused with the deadline's date. The real screens over the real
// chart; the server's answers are the chart's stubbed calls. Why not a browser test: the site's server
// runs on the system clock, which a browser test cannot move (and the one e2e server is shared by every
// spec), and no screen pays with points; tests/server/invoicing-error-codes.test.ts produces both
// refusals on the server with a moved clock and a stored points payment.

afterEach(cleanup);

const reservation: InvoicingReservation = {
  code: 'ABC123',
  limit_invoicing_date: '2026-03-31',
  can_invoice: true,
  proof: true,
  contact: { email: 'an***@example.mx', phone: null },
  payments: [
    { payment_id: 1, concept: 'Boletos', amount: 500, payment_type: 'credit', payment_method: 'card', can_invoice: true, can_resend: false, invoiced: false, refund: false, limit_invoicing_date: '2026-03-31' },
    { payment_id: 2, concept: 'Puntos', amount: 100, payment_type: 'traveller_loyalty', payment_method: 'points', can_invoice: false, can_resend: false, invoiced: false, refund: false, limit_invoicing_date: '2026-03-31' },
  ],
};
const form = { useCfdi: 'G03', name: 'María Olivia Martínez Sagaz', email: 'a@b.mx', cp: '80290', rfc: 'MASO451221PM4', regimen_fiscal: '612' };

const texts = {
  es: { points: 'Los pagos con puntos no se pueden facturar.', deadline: 'Fecha límite: 2026/03/31.', select: 'Seleccionar Boletos de autobús, $100.00 MXN', summary: 'Reservación ABC123 · Boletos de autobús, $500.00 MXN' },
  en: { points: 'Payments with points cannot be invoiced.', deadline: 'Deadline: 2026/03/31.', select: 'Select Bus tickets, MX$100.00', summary: 'Reservation ABC123 · Bus tickets, MX$500.00' },
} as const;

async function shown(lang: 'es' | 'en') {
  const i18n = setupI18n();
  i18n.load({ es: { ...es, ...esErrors }, en: { ...en, ...enErrors } });
  i18n.activate(lang);
  const machine = invoicingMachine.provide({
    actors: {
      lookupReservation: fromPromise(async (): Promise<Result<InvoicingReservation>> => ok(reservation)),
      generateInvoice: fromPromise(async (): Promise<Result<InvoiceAnswer>> => failed('limit_invoicing_date', { field: 'payments' })),
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
  return actor;
}

describe.each(['es', 'en'] as const)('the invoicing refusals on screen (%s)', (lang) => {
  it('marks a points payment with its refusal and does not let it be chosen', async () => {
    await shown(lang);
    const row = screen.getByRole('checkbox', { name: texts[lang].select }).closest('tr')!;
    expect(screen.getByRole('checkbox', { name: texts[lang].select })).toHaveProperty('disabled', true);
    expect(within(row as HTMLElement).getByText(texts[lang].points)).toBeTruthy();
  });

  it("shows the server's deadline refusal with the date, keeping the tax data", async () => {
    const actor = await shown(lang);
    act(() => {
      actor.send({ type: 'concept.toggle', paymentId: 1 });
      actor.send({ type: 'concepts.invoice' });
      actor.send({ type: 'tax.fill', profile: form });
      actor.send({ type: 'tax.submit' });
    });
    await act(() => waitFor(actor, (s) => s.matches('taxData') && s.context.errors.length > 0));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(lang === 'es' ? 'Se excedió la fecha límite para facturar.' : 'The invoicing deadline has passed.');
    expect(alert.textContent).toContain(texts[lang].deadline);
    expect((screen.getByLabelText('RFC') as HTMLInputElement).value).toBe('MASO451221PM4');
    // The tax form says again what is being invoiced: the reservation and the chosen payment's amount.
    expect(screen.getByTestId('invoicing-summary').textContent).toBe(texts[lang].summary);
  });
});
