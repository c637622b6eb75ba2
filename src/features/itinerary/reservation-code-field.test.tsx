// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';
import { ReservationCodeField } from '../../components/inputs/reservation-code-field';

afterEach(cleanup);

function Lookup({ lang, tours = false }: { lang: 'es' | 'en'; tours?: boolean }) {
  const i18n = setupI18n();
  i18n.load({ es, en });
  i18n.activate(lang);
  const [code, setCode] = useState('');
  return (
    <I18nProvider i18n={i18n}>
      <ReservationCodeField tours={tours} value={code} onValueChange={setCode} />
      <output>{code}</output>
    </I18nProvider>
  );
}

describe('ReservationCodeField', () => {
  it.each([
    ['es', 'Código de reservación', /6 letras y números, por ejemplo K7MQ4X/],
    ['en', 'Reservation code', /6 letters and digits, for example K7MQ4X/],
  ] as const)('tells in %s what a code looks like and where to find it, announced with the field', (lang, label, hint) => {
    render(<Lookup lang={lang} />);
    const field = screen.getByLabelText(label);
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toMatch(hint);
  });

  it.each([
    ['es', 'Código de reservación', /el de un tour empieza con T y tiene 7, por ejemplo TQ7K2MX/],
    ['en', 'Reservation code', /a tour's starts with T and has 7, for example TQ7K2MX/],
  ] as const)('in My reservation also tells in %s what a tour booking code looks like', (lang, label, hint) => {
    render(<Lookup lang={lang} tours />);
    const field = screen.getByLabelText(label);
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toMatch(hint);
  });

  it('upper-cases a code typed in lower case', async () => {
    render(<Lookup lang="es" />);
    await userEvent.type(screen.getByLabelText('Código de reservación'), 'k7mq4x');
    expect(screen.getByRole('status').textContent).toBe('K7MQ4X');
  });
});
