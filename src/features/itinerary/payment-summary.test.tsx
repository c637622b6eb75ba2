// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';
import { PaymentSummary } from './payment-summary';

// My reservation's payment after a schedule change to a cheaper bus (decision 070): what was paid, what came back and
// the total really paid, as the PDF and the e-mail write them; without a refund, the one total as before.

afterEach(cleanup);

const paid = { method: 'card', status: 'approved' as const, amount: 885, charged: null, orderReference: null, orderDeadline: null };

function rows(lang: 'es' | 'en', view: Parameters<typeof PaymentSummary>[0]['view']) {
  render(
    <I18nProvider i18n={setupI18n({ locale: lang, messages: { es, en } })}>
      <PaymentSummary view={view} />
    </I18nProvider>,
  );
  const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
  const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
}

describe("My reservation's total after a difference given back", () => {
  it('in Spanish: paid, given back, and the total really paid', () => {
    expect(rows('es', { payment: 'approved', total: 885, paid: { ...paid, refunded: 200 } })).toMatchObject({
      Pagado: '$1,085.00 MXN',
      'Devuelto por cambio de horario': '-$200.00 MXN',
      'Total pagado': '$885.00 MXN',
    });
  });

  it('in English', () => {
    expect(rows('en', { payment: 'approved', total: 885, paid: { ...paid, refunded: 200 } })).toMatchObject({
      Paid: 'MX$1,085.00',
      'Refunded for a schedule change': '-MX$200.00',
      'Total paid': 'MX$885.00',
    });
  });

  it("after cancelling: paid, given back by the cancellation, and the total really paid, in both languages", () => {
    expect(rows('es', { payment: 'approved', total: 1085, paid: { ...paid, amount: 542.5, refunded: 0, cancellationRefunded: 542.5 } })).toEqual({
      'Estado del pago': 'Pagada',
      Pagado: '$1,085.00 MXN',
      'Devuelto por cancelación': '-$542.50 MXN',
      'Total pagado': '$542.50 MXN',
      'Forma de pago': 'Tarjeta de crédito o débito',
    });
    cleanup();
    expect(rows('en', { payment: 'approved', total: 1085, paid: { ...paid, amount: 0, refunded: 200, cancellationRefunded: 885 } })).toMatchObject({
      Paid: 'MX$1,085.00',
      'Refunded for a schedule change': '-MX$200.00',
      'Refunded for the cancellation': '-MX$885.00',
      'Total paid': 'MX$0.00',
    });
  });

  it('without a refund, only the total paid', () => {
    const shown = rows('es', { payment: 'approved', total: 1085, paid: { ...paid, amount: 1085, refunded: 0 } });
    expect(shown['Total pagado']).toBe('$1,085.00 MXN');
    expect(Object.keys(shown)).not.toContain('Devuelto por cambio de horario');
    expect(Object.keys(shown)).not.toContain('Devuelto por cancelación');
  });
});

describe('a store order still to be paid, on My reservation', () => {
  const order = { method: 'oxxo', status: 'order_generated' as const, amount: 915, charged: null, orderReference: '93000012345678', orderDeadline: '2026-12-04T05:45:00Z' };

  it('shows its reference, its barcode and its deadline, in English', () => {
    render(
      <I18nProvider i18n={setupI18n({ locale: 'en', messages: { es, en } })}>
        <PaymentSummary view={{ payment: 'order_generated', total: 915, paid: order }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('note').textContent).toContain('Cash payment reference: 93000012345678');
    expect(screen.getByRole('img', { name: 'Barcode of reference 93000012345678' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/pay before 2026\/12\/03 11:45 PM/);
  });

  it('shows none once the reservation is paid (by card, its reference voided)', () => {
    render(
      <I18nProvider i18n={setupI18n({ locale: 'es', messages: { es, en } })}>
        <PaymentSummary view={{ payment: 'approved', total: 915, paid: { ...order, method: 'card', status: 'approved' } }} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
