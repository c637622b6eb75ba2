// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';
import { PaymentCardForm, PaymentChallengeForm, spacedCardNumber, typedExpiry } from './card-form';

afterEach(cleanup);

const now = () => new Date(Date.UTC(2026, 11, 1, 18, 0));

function renderIn(locale: 'es' | 'en', ui: ReactElement) {
  // The payment screens' catalog, as every flow that shows them loads it.
  i18n.loadAndActivate({ locale, messages: { es, en }[locale] });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe('card form', () => {
  it('spaces the number in groups of four and adds the expiry slash', () => {
    expect(spacedCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(typedExpiry('1230')).toBe('12/30');
    expect(typedExpiry('1')).toBe('1');
  });

  it('shows every card problem in Spanish on submit, focuses the first and does not pay', async () => {
    const onPay = vi.fn();
    renderIn('es', <PaymentCardForm busy={false} payLabel="Pagar" onPay={onPay} now={now} />);
    await userEvent.type(field(/Número de tarjeta/), '4242424242424241');
    await userEvent.type(field(/Vencimiento/), '0120');
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByText('El número de la tarjeta no es válido.')).toBeTruthy();
    expect(screen.getByText('Ingresa el nombre como aparece en la tarjeta.')).toBeTruthy();
    expect(screen.getByText('La tarjeta está vencida.')).toBeTruthy();
    expect(screen.getByText('Ingresa el código de seguridad.')).toBeTruthy();
    expect(document.activeElement).toBe(field(/Número de tarjeta/));
    expect(field(/Número de tarjeta/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the message of a field once it is left, in English', async () => {
    renderIn('en', <PaymentCardForm busy={false} payLabel="Pay" onPay={vi.fn()} now={now} />);
    await userEvent.type(field(/Código de seguridad|Security code/), '12');
    expect(screen.queryByText('The security code is not valid.')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('The security code is not valid.')).toBeTruthy();
  });

  it('pays with the digits of a valid card', async () => {
    const onPay = vi.fn();
    renderIn('es', <PaymentCardForm busy={false} payLabel="Pagar" onPay={onPay} now={now} />);
    await userEvent.type(field(/Número de tarjeta/), '4242 4242 4242 4242');
    expect(field(/Número de tarjeta/).value).toBe('4242 4242 4242 4242');
    await userEvent.type(field(/Nombre en la tarjeta/), 'Ana Lopez');
    await userEvent.type(field(/Vencimiento/), '1230');
    await userEvent.type(field(/CVV/), '123');
    await userEvent.keyboard('{Enter}');
    expect(onPay).toHaveBeenCalledWith({ number: '4242424242424242', name: 'Ana Lopez', expiry: '12/30', cvv: '123' });
  });

  it('says what the flow still needs instead of paying, and pays once it is given', async () => {
    const onPay = vi.fn();
    const form = (notReady?: string) => <PaymentCardForm busy={false} payLabel="Pay" notReady={notReady} onPay={onPay} now={now} />;
    const { rerender } = renderIn('en', form('Choose a seat to continue.'));
    await userEvent.type(field(/Card number/), '4242 4242 4242 4242');
    await userEvent.type(field(/Name on the card/), 'Ana Lopez');
    await userEvent.type(field(/Expiry/), '1230');
    await userEvent.type(field(/CVV/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Choose a seat to continue.');
    rerender(<I18nProvider i18n={i18n}>{form()}</I18nProvider>);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenCalledWith({ number: '4242424242424242', name: 'Ana Lopez', expiry: '12/30', cvv: '123' });
  });
});

describe('3-D Secure challenge', () => {
  it('asks for the code and sends it', async () => {
    const onVerify = vi.fn();
    renderIn('es', <PaymentChallengeForm busy={false} onVerify={onVerify} />);
    expect(screen.getByRole('form', { name: /3-D Secure/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y pagar' }));
    expect(screen.getByText('Ingresa el código que te envió tu banco.')).toBeTruthy();
    expect(onVerify).not.toHaveBeenCalled();
    await userEvent.type(field(/Código de verificación/), '123456{Enter}');
    expect(onVerify).toHaveBeenCalledWith('123456');
  });
});
