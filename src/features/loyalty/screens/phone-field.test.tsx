// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { composePhone, type PhoneCountry } from '../../../../domain/reservation/contact-phone';
import { PhoneField } from '../../../components/inputs/phone-field';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';

afterEach(cleanup);

/** The field as a form holds it: its country and digits, and the E.164 number they make. */
function Harness({ error }: { error?: string }) {
  const [phone, setPhone] = useState<{ country: PhoneCountry; national: string }>({ country: 'MX', national: '' });
  return (
    <>
      <PhoneField id="test-phone" country={phone.country} national={phone.national} error={error} onChange={(country, national) => setPhone({ country, national })} />
      <output data-testid="e164">{composePhone(phone.country, phone.national)}</output>
    </>
  );
}

function renderIn(locale: 'es' | 'en', error?: string) {
  // The frequent-traveller screens' catalog, which carries the shared field's texts (as the booking's does).
  i18n.loadAndActivate({ locale, messages: { es, en }[locale] });
  return render(
    <I18nProvider i18n={i18n}>
      <Harness error={error} />
    </I18nProvider>,
  );
}

const country = () => screen.getByRole('combobox') as HTMLSelectElement;
const e164 = () => screen.getByTestId('e164').textContent;

describe('the mobile field with its country', () => {
  it('starts in Mexico, where a mobile is 10 digits', async () => {
    renderIn('es');
    expect(screen.getByLabelText('País del celular')).toBe(country());
    expect(country().selectedOptions[0]!.textContent).toBe('México (+52)');
    await userEvent.type(screen.getByLabelText('Celular (10 dígitos)'), '322 123 4567 8');
    expect(e164()).toBe('+523221234567');
  });

  it('moves to the country of a number pasted whole, and makes its E.164', () => {
    renderIn('en');
    fireEvent.change(screen.getByLabelText('Mobile phone (10 digits)'), { target: { value: '+1 415 555 0123' } });
    expect(country().value).toBe('US');
    expect(country().selectedOptions[0]!.textContent).toBe('United States (+1)');
    // Out of Mexico the label no longer asks for 10 digits.
    expect((screen.getByLabelText('Mobile phone') as HTMLInputElement).value).toBe('4155550123');
    expect(e164()).toBe('+14155550123');
  });

  it('takes a number typed key by key with its +, and a country chosen from the list', async () => {
    renderIn('en');
    await userEvent.type(screen.getByLabelText('Mobile phone (10 digits)'), '+44 7400 123456');
    expect([country().value, e164()]).toEqual(['GB', '+447400123456']);
    await userEvent.selectOptions(country(), 'CA');
    expect(e164()).toBe('+17400123456');
  });

  it('shows its error on the number, for a screen reader too', () => {
    renderIn('es', 'El celular no es válido para el país elegido.');
    const number = screen.getByLabelText('Celular (10 dígitos)');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(number.getAttribute('aria-describedby')!)?.textContent).toBe('El celular no es válido para el país elegido.');
  });
});
