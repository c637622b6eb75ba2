// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { itineraryMachine } from '../../../machines/itinerary/itinerary.machine';
import { messages as enErrors } from '../../i18n/errors/en.gen';
import { messages as esErrors } from '../../i18n/errors/es.gen';
import { messages as enShared } from '../../i18n/locales/en.po';
import { messages as esShared } from '../../i18n/locales/es.po';
import { FindPage } from './find-page';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';

// The find form as the traveller who makes every mistake meets it (decision 073): an empty field is said under it and the
// focus goes to it, the first one to fix first (decision 067), in the page's language.

afterEach(cleanup);

function findPage(lang: 'es' | 'en') {
  Element.prototype.scrollIntoView = vi.fn();
  const i18n = setupI18n({ locale: lang, messages: { es: { ...esShared, ...esErrors, ...es }, en: { ...enShared, ...enErrors, ...en } } });
  const actor = createActor(itineraryMachine, { input: { saved: null } }).start();
  render(
    <I18nProvider i18n={i18n}>
      <FindPage actor={actor} />
    </I18nProvider>,
  );
  return actor;
}

describe('finding a reservation with a field left empty', () => {
  it('puts the focus on the empty code, its message under it (es)', async () => {
    findPage('es');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar reservación' }));
    const code = screen.getByRole('textbox', { name: /Código de reservación/ });
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Favor de indicar el código de reservación.');
  });

  it('puts the focus on the empty surname once the code is written (en)', async () => {
    findPage('en');
    await userEvent.type(screen.getByRole('textbox', { name: /Reservation code/ }), 'K7MQ4X');
    await userEvent.click(screen.getByRole('button', { name: 'Find reservation' }));
    const surname = screen.getByRole('textbox', { name: 'Last name' });
    expect(document.activeElement).toBe(surname);
    expect(screen.getByText('Please enter the last name.')).toBeTruthy();
    // Asked again with the same mistake, the focus comes back to it.
    await act(async () => screen.getByRole('button', { name: 'Find reservation' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(surname);
  });
});
