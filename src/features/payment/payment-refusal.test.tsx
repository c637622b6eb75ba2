// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as enErrors } from '../../i18n/errors/en.gen';
import { messages as esErrors } from '../../i18n/errors/es.gen';
import { paymentCatalog } from './payment-provider';
import { PaymentRefusal, type PaymentRefusalProps } from './payment-refusal';

// The payment screens' texts as every flow loads them.
const payment = { es: (await paymentCatalog('es')).messages, en: (await paymentCatalog('en')).messages };

afterEach(cleanup);

const declined = [{ service: 'websale' as const, code: 'payment_declined' }];

function show(props: PaymentRefusalProps, locale: 'es' | 'en' = 'es') {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  i18n.load({ es: { ...esErrors, ...payment.es }, en: { ...enErrors, ...payment.en } });
  i18n.activate(locale);
  const view = render(
    <I18nProvider i18n={i18n}>
      <button type="button">Pagar</button>
      <PaymentRefusal {...props} />
    </I18nProvider>,
  );
  return { scrolled, view };
}

describe('a refused payment', () => {
  it('takes the focus, comes into view and says what to do next after a decline for lack of funds', async () => {
    const onUse = vi.fn();
    const { scrolled } = show({ errors: declined, declineReason: 'insufficient_funds', methods: ['card', 'oxxo', 'office'], current: 'card', onUse });
    const alert = screen.getByRole('alert');
    expect(document.activeElement).toBe(alert);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', inline: 'nearest' });
    expect(alert.textContent).toContain('El pago fue rechazado.');
    expect(alert.textContent).toContain('fondos insuficientes. Prueba con otra tarjeta.');
    await userEvent.click(screen.getByRole('button', { name: 'Efectivo en OXXO' }));
    expect(onUse).toHaveBeenCalledWith('oxxo');
    expect(screen.getByRole('button', { name: 'Pagar en taquilla' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tarjeta de crédito o débito' })).toBeNull();
  });

  it('after a failed 3-D Secure check, in English, asks for the bank code again or another card', () => {
    show({ errors: declined, declineReason: 'challenge_failed', methods: ['card'], current: 'card', onUse: vi.fn() }, 'en');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The payment was declined.');
    expect(alert.textContent).toMatch(/3-D Secure.*try another card/);
    expect(document.activeElement).toBe(alert);
  });

  it('after a refused store order, offers the other ways to pay', () => {
    show({ errors: [{ service: 'websale', code: 'payment_type_not_allowed', field: 'method' }], methods: ['card', 'oxxo', 'openpay'], current: 'oxxo', onUse: vi.fn() });
    expect(screen.getByRole('alert').textContent).toContain('Elige otra forma de pago para continuar.');
    expect(screen.getByRole('button', { name: 'Tarjeta de crédito o débito' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Efectivo en tiendas (Openpay)' })).toBeTruthy();
  });
});
