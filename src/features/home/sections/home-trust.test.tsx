// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { HomeTrust } from './home-sections-more';
import { messages as es } from './locales/es.po';

// Home names how to pay before the traveller buys: a wallet only when the site takes it.

afterEach(cleanup);

const company = { name: 'Ruta Bahía', legalName: 'Ruta Bahía S.A. de C.V.', taxId: 'RBA120315KM3', phone: '3222221111', whatsapp: '3222221111' };

function methods(wallets: Parameters<typeof HomeTrust>[0]['wallets']): string[] {
  render(
    <I18nProvider i18n={setupI18n({ locale: 'es', messages: { es } })}>
      <HomeTrust company={company} wallets={wallets} />
    </I18nProvider>,
  );
  const list = screen.getByText('Efectivo en tiendas (OXXO)').closest('ul')!;
  return [...list.querySelectorAll('li')].map((item) => item.textContent ?? '');
}

it('names the wallets configured, and no other', () => {
  expect(methods(['paypal', 'google_pay'])).toEqual(expect.arrayContaining(['PayPal', 'Google Pay']));
  cleanup();
  const none = methods([]);
  expect(none).toContain('Efectivo en tiendas (OXXO)');
  expect(none.filter((method) => /PayPal|Apple Pay|Google Pay/.test(method))).toEqual([]);
});
